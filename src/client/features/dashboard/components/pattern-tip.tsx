import { Link } from "wouter";
import { t } from "../../../lib/i18n";

/** A kind word once there is enough evidence for food-and-feeling patterns to appear. */
export function PatternTip() {
  return (
    <aside
      aria-labelledby="pattern-tip-heading"
      className="rounded-3xl border-[3px] border-ink bg-brand-600 p-5 text-white shadow-card on-dark"
    >
      <h2 id="pattern-tip-heading" className="flex items-center gap-2 text-xl font-black">
        <span aria-hidden="true" className="font-emoji">
          💡
        </span>
        {t("dashboard.tipTitle")}
      </h2>
      <p className="mt-2 font-semibold text-brand-50">{t("dashboard.tipText")}</p>
      <Link
        href="/app/patterns"
        className="pressable mt-4 inline-flex min-h-12 items-center gap-2 rounded-2xl border-[3px] border-white bg-white/10 px-4 font-extrabold"
      >
        {t("dashboard.openPatterns")}
      </Link>
    </aside>
  );
}
