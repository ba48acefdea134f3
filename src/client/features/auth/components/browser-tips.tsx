import { Lightbulb } from "lucide-react";
import { t } from "../../../lib/i18n";

const TIPS = {
  mac: ["auth.mac1", "auth.mac2", "auth.mac3", "auth.mac4"],
  ios: ["auth.ios1", "auth.ios2", "auth.ios3", "auth.ios4"],
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
        {t("auth.tipsTitle")}
      </h2>
      <ul className="mt-3 space-y-2 font-semibold">
        {TIPS[platform].map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="font-emoji">
              🔎
            </span>
            {t(tip)}
          </li>
        ))}
      </ul>
    </section>
  );
}
