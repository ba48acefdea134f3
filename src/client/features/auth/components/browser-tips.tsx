import { Lightbulb } from "lucide-react";

const TIPS = {
  mac: [
    "Open Safari › Settings › Privacy and untick Prevent Cross-Site Tracking.",
    "Make sure Block All Cookies is switched off.",
    "Private windows forget your sign-in when they close.",
    "Still stuck? Chrome, Firefox or Edge work too.",
  ],
  ios: [
    "Go to Settings, then Safari, then turn Prevent Cross-Site Tracking OFF.",
    "In the same screen, make sure Block All Cookies is OFF.",
    "Private Browsing tabs forget your sign-in when they close.",
    "Come back to this tab and tap Start Investigation again.",
  ],
} as const;

/** Browser tips shown under the Safari login forms. */
export function BrowserTips({ platform }: { platform: keyof typeof TIPS }) {
  return (
    <section
      aria-labelledby="browser-tips-heading"
      className="rounded-3xl border-[3px] border-ink/15 bg-sunny-100 p-5"
    >
      <h2 id="browser-tips-heading" className="flex items-center gap-2 text-lg font-black">
        <Lightbulb aria-hidden="true" className="size-5 text-sunny-800" strokeWidth={2.75} />
        Browser tips
      </h2>
      <ul className="mt-3 space-y-2 font-semibold">
        {TIPS[platform].map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="font-emoji">
              🔎
            </span>
            {tip}
          </li>
        ))}
      </ul>
    </section>
  );
}
