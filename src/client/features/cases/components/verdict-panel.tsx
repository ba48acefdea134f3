import type { CaseVerdictView, CaseView } from "../../../../contracts/cases";
import {
  dayNoteWords,
  foodEvidenceWords,
  nextStepWords,
  outcomeWords,
  troubleWords,
} from "../../../../i18n/words/cases";
import { caseFoodWords } from "../../../../i18n/words/food-names";
import { t, useLocale } from "../../../lib/i18n";
import { withAppClock } from "../../../lib/time";
import { DAY_EMOJI, shortDate } from "../utils";

const OUTCOME_LOOK = {
  trigger: { emoji: "🎯", tone: "bg-rose-100 border-rose-700" },
  "not-trigger": { emoji: "🛡️", tone: "bg-emerald-100 border-emerald-700" },
  "not-enough": { emoji: "🔍", tone: "bg-sunny-100 border-ink" },
} as const satisfies Record<CaseVerdictView["outcome"], { emoji: string; tone: string }>;

function ate(value: boolean | null, food: string): string {
  if (value === null) return t("caseScreens.ateUnknown");
  const name = caseFoodWords(t, food);
  return value ? name : t("caseScreens.ateNone", { food: name });
}

/**
 * Whether the evidence already says when after eating the trouble came: a timing fact, or a
 * sentence stored before facts that its reader found saying so (ADR 073).
 */
const saysWhen = (e: CaseVerdictView["evidence"]) =>
  e.code === "timed" || e.code === "untimed" || (e.code === "asLogged" && e.saysWhen === true);

/** The verdict: the outcome, the probability, the evidence day by day and what to do next. */
export function VerdictPanel({ kase, verdict }: { kase: CaseView; verdict: CaseVerdictView }) {
  const { formatLocale } = useLocale();
  return (
    <div className="space-y-5">
      {verdict.foods.map((f) => {
        const look = OUTCOME_LOOK[f.outcome];
        return (
          <section
            key={f.food}
            aria-label={t("caseScreens.verdictOn", { food: caseFoodWords(t, f.food) })}
            className={`rounded-3xl border-[3px] p-5 shadow-card ${look.tone}`}
          >
            <p className="text-sm font-black tracking-widest uppercase">
              {t("caseScreens.verdictOn", { food: caseFoodWords(t, f.food) })}
            </p>
            <p className="mt-1 flex items-center gap-2 text-2xl font-black">
              <span aria-hidden="true" className="font-emoji">
                {look.emoji}
              </span>
              {outcomeWords(t, f.outcome, verdict.finalAfterDays)}
            </p>
            {f.probability !== null ? (
              <p className="mt-2 text-lg font-black">
                {t("caseScreens.percentLikely", { percent: f.probability })}
              </p>
            ) : null}
            <p className="mt-1 font-bold">
              {t("caseScreens.evidenceLine", {
                evidence: foodEvidenceWords(t, f),
                lag:
                  f.outcome === "trigger" && !saysWhen(f.evidence)
                    ? t("caseScreens.aboutHoursAfter", { hours: f.lagHours })
                    : "",
              })}
            </p>
          </section>
        );
      })}
      <section
        aria-labelledby="next-heading"
        className="rounded-3xl border-[3px] border-ink bg-paper p-5"
      >
        <h2 id="next-heading" className="text-xl font-black">
          {t("caseScreens.whatNext")}
        </h2>
        <p className="mt-1 font-semibold">{nextStepWords(t, verdict.nextSteps)}</p>
      </section>
      <section aria-labelledby="days-heading">
        <h2 id="days-heading" className="text-xl font-black">
          {t("caseScreens.dayByDay")}
        </h2>
        <ol className="mt-3 space-y-2">
          {verdict.days.map((d) => (
            <li
              key={d.date}
              className={`rounded-2xl border-2 p-3 ${d.counted ? "border-ink bg-white" : "border-dashed border-ink/30 bg-white/60"}`}
            >
              <p className="flex items-center justify-between gap-2 font-black">
                <span>
                  <span aria-hidden="true" className="font-emoji">
                    {DAY_EMOJI[d.planned]}
                  </span>{" "}
                  {shortDate(formatLocale, d.date)}
                </span>
                <span className="text-sm">
                  {d.trouble.length > 0
                    ? d.trouble.map((x) => withAppClock(troubleWords(t, x))).join(", ")
                    : t("caseScreens.noTrouble")}
                </span>
              </p>
              <p className="text-sm font-semibold text-ink-soft wrap-anywhere">
                {t("caseScreens.ateLine", {
                  ate: [
                    ate(d.ateSuspect, kase.suspect),
                    ...(kase.partner ? [ate(d.atePartner, kase.partner)] : []),
                  ].join(", "),
                  note: dayNoteWords(t, kase, d.note),
                })}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
