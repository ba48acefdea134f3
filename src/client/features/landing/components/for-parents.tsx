import { ShieldCheck } from "lucide-react";
import { t } from "../../../lib/i18n";

const reasons = [
  { emoji: "🩺", text: "landing.reason1" },
  { emoji: "🥛", text: "landing.reason2" },
  { emoji: "🥦", text: "landing.reason3" },
  { emoji: "📅", text: "landing.reason4" },
  { emoji: "📤", text: "landing.reason5" },
] as const;

/** Why parents use it, and the not-a-medical-device statement. */
export function ForParents() {
  return (
    <section aria-labelledby="parents-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div>
          <p className="text-sm font-black tracking-widest text-brand-700 uppercase">
            {t("landing.forGrownUps")}
          </p>
          <h2 id="parents-heading" className="mt-2 text-4xl font-black sm:text-5xl">
            {t("landing.parentsTitle")}
          </h2>
          <ul className="mt-8 space-y-3">
            {reasons.map((reason) => (
              <li
                key={reason.text}
                className="flex items-start gap-3 rounded-2xl bg-white p-4 text-lg font-semibold ring-2 ring-ink/10"
              >
                <span aria-hidden="true" className="font-emoji text-2xl">
                  {reason.emoji}
                </span>
                {t(reason.text)}
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="medical-heading"
          className="rounded-[2rem] border-[3px] border-ink bg-sunny-100 p-6 shadow-card sm:p-8"
        >
          <ShieldCheck aria-hidden="true" className="size-12 text-sunny-800" strokeWidth={2.25} />
          <h3 id="medical-heading" className="mt-3 text-2xl font-black">
            {t("landing.importantTitle")}
          </h3>
          <p className="mt-3 text-lg font-bold">{t("landing.notDevice")}</p>
          <p className="mt-2 font-semibold text-ink-soft">{t("landing.notDeviceText")}</p>
        </aside>
      </div>
    </section>
  );
}
