import type { Pattern } from "../../../../contracts/patterns";
import { parentPatternSummary } from "../../../../domain/reports/diary-export";
import { correlationTerm } from "../../../../domain/vocabulary";
import { patternExplanationWords } from "../../../../i18n/words/patterns";
import { Card } from "../../../components/ui/card";
import { foodEmoji, foodName } from "../../../lib/food-emoji";
import { t } from "../../../lib/i18n";

function PatternRow({ pattern, label }: { pattern: Pattern; label: string }) {
  const times = pattern.occurrences === 1 ? "1 time" : `${pattern.occurrences} times`;
  return (
    <li className="rounded-2xl border-2 border-ink/15 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-lg font-black wrap-anywhere capitalize">
          <span aria-hidden="true" className="font-emoji">
            {foodEmoji(pattern.foodItem)}
          </span>{" "}
          {foodName(pattern.foodItem)} <span className="font-bold text-ink-soft">→</span>{" "}
          {correlationTerm(pattern.feelingCorrelation)}
        </p>
        <span
          className={`rounded-full border-2 px-2.5 py-0.5 text-sm font-black ${
            label === "Confirmed"
              ? "border-emerald-500 bg-emerald-100 text-emerald-950"
              : "border-orange-400 bg-orange-100 text-orange-950"
          }`}
        >
          {label}
        </span>
      </div>
      <p className="mt-1 font-bold">
        {pattern.confidence}% confidence · seen {times}
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
    return <Card aria-busy="true">Loading patterns...</Card>;
  }
  const { confirmed, investigating } = parentPatternSummary(patterns);
  return (
    <Card>
      {confirmed.length === 0 ? (
        <p className="font-bold">No confirmed patterns yet.</p>
      ) : (
        <ul className="space-y-2" aria-label="Confirmed patterns">
          {confirmed.map((p) => (
            <PatternRow key={p.id} pattern={p} label="Confirmed" />
          ))}
        </ul>
      )}
      {investigating.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="Patterns under investigation">
          {investigating.map((p) => (
            <PatternRow key={p.id} pattern={p} label="Investigating" />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
