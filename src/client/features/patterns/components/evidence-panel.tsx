import type { Pattern } from "../../../../contracts/patterns";
import { patternExplanationWords } from "../../../../i18n/words/patterns";
import { t } from "../../../lib/i18n";
import { patternFood } from "../utils/pattern-look";

function RateRow({
  label,
  reactions,
  meals,
  barClass,
}: {
  label: string;
  reactions: number;
  meals: number;
  barClass: string;
}) {
  const share = meals > 0 ? Math.round((reactions / meals) * 100) : 0;
  return (
    // A <dl> group is one <div> of <dt> and <dd> only: the grid lays the bar under both.
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-2">
      <dt className="min-w-0 text-sm font-extrabold wrap-anywhere">{label}</dt>
      <dd className="text-sm font-black whitespace-nowrap tabular-nums">
        {t("patterns.timesOf", { reactions, meals })}
      </dd>
      <dd aria-hidden="true" className="col-span-2 mt-1 h-3 overflow-hidden rounded-full bg-ink/10">
        <div className={`h-full rounded-full ${barClass}`} style={{ width: `${share}%` }} />
      </dd>
    </div>
  );
}

/**
 * The evidence behind a clue: the engine's own sentence, then the same counts as two bars
 * (after this food, after every other meal) so a parent or a doctor can weigh it at a glance.
 */
export function EvidencePanel({ pattern }: { pattern: Pattern }) {
  const explanation = patternExplanationWords(t, pattern);
  return (
    <div className="rounded-2xl border-2 border-ink/10 bg-white p-3.5">
      <p className="text-xs font-black tracking-wider text-ink-soft uppercase">
        <span aria-hidden="true" className="font-emoji">
          🧾
        </span>{" "}
        {t("patterns.theEvidence")}
      </p>
      {explanation ? (
        <p className="mt-1.5 text-base leading-snug font-bold wrap-anywhere">{explanation}.</p>
      ) : null}
      {pattern.caseVerdict ? (
        <p className="mt-2 rounded-xl bg-brand-50 p-2.5 text-base leading-snug font-bold wrap-anywhere">
          <span aria-hidden="true" className="font-emoji">
            🗂️
          </span>{" "}
          {t("patterns.caseVerdictOn", {
            food: pattern.caseVerdict.food,
            label: pattern.caseVerdict.label,
          })}
          {pattern.caseVerdict.probability != null ? ` (${pattern.caseVerdict.probability}%)` : ""},{" "}
          {pattern.caseVerdict.evidence}.
        </p>
      ) : null}
      <dl
        aria-label={t("patterns.mealsFollowed")}
        className="mt-3 space-y-2 border-t-2 border-dashed border-ink/10 pt-3"
      >
        <RateRow
          label={t("patterns.afterThisFood", { food: patternFood(pattern) })}
          reactions={pattern.occurrences}
          meals={pattern.exposures}
          barClass="bg-orange-500"
        />
        <RateRow
          label={t("patterns.afterOtherMeals")}
          reactions={pattern.baselineReactions}
          meals={pattern.baselineMeals}
          barClass="bg-ink/40"
        />
      </dl>
    </div>
  );
}
