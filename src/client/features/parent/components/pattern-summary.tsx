import type { Pattern } from "../../../../contracts/patterns";
import { parentPatternSummary } from "../../../../domain/reports/diary-export";
import { formatNumber } from "../../../../i18n/format";
import { patternExplanationWords } from "../../../../i18n/words/patterns";
import { capitalFirst, correlationTerm } from "../../../../i18n/words/vocabulary";
import { Card } from "../../../components/ui/card";
import { foodEmoji, foodName } from "../../../lib/food-emoji";
import { t, useLocale } from "../../../lib/i18n";

/** Where a pattern stands on the parent page: confirmed, or pending shown as 'Investigating'. */
type Standing = "confirmed" | "investigating";

function PatternRow({ pattern, standing }: { pattern: Pattern; standing: Standing }) {
  const { formatLocale } = useLocale();
  return (
    <li className="rounded-2xl border-2 border-ink/15 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-lg font-black wrap-anywhere">
          <span aria-hidden="true" className="font-emoji">
            {foodEmoji(pattern.foodItem)}
          </span>{" "}
          {capitalFirst(foodName(pattern.foodItem))}{" "}
          <span className="font-bold text-ink-soft">→</span>{" "}
          {capitalFirst(correlationTerm(t, pattern.feelingCorrelation))}
        </p>
        <span
          className={`rounded-full border-2 px-2.5 py-0.5 text-sm font-black ${
            standing === "confirmed"
              ? "border-emerald-500 bg-emerald-100 text-emerald-950"
              : "border-orange-400 bg-orange-100 text-orange-950"
          }`}
        >
          {standing === "confirmed" ? t("parentGuides.confirmed") : t("parentGuides.investigating")}
        </span>
      </div>
      <p className="mt-1 font-bold">
        {t("parentGuides.confidenceSeen", {
          confidence: formatNumber(formatLocale, pattern.confidence / 100, { style: "percent" }),
          count: pattern.occurrences,
        })}
      </p>
      {pattern.explanation ? (
        <p className="mt-1 text-sm font-semibold text-ink-soft wrap-anywhere">
          {patternExplanationWords(t, pattern)}
        </p>
      ) : null}
    </li>
  );
}

/** SPEC 2: confirmed patterns, up to 3 pending ones as 'Investigating', or none yet. */
export function PatternSummary({
  patterns,
  loading,
}: {
  patterns: readonly Pattern[] | undefined;
  loading: boolean;
}) {
  if (loading || !patterns) {
    return <Card aria-busy="true">{t("parentGuides.loadingPatterns")}</Card>;
  }
  const { confirmed, investigating } = parentPatternSummary(patterns);
  return (
    <Card>
      {confirmed.length === 0 ? (
        <p className="font-bold">{t("parentGuides.noConfirmedPatterns")}</p>
      ) : (
        <ul className="space-y-2" aria-label={t("parentGuides.confirmedPatterns")}>
          {confirmed.map((p) => (
            <PatternRow key={p.id} pattern={p} standing="confirmed" />
          ))}
        </ul>
      )}
      {investigating.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={t("parentGuides.investigatingPatterns")}>
          {investigating.map((p) => (
            <PatternRow key={p.id} pattern={p} standing="investigating" />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
