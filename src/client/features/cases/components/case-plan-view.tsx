import type { CaseView } from "../../../../contracts/cases";
import { dayPhraseWords, planReasonWords } from "../../../../i18n/words/cases";
import { t, useLocale } from "../../../lib/i18n";
import { DAY_EMOJI, shortDate } from "../utils";

/** A case's days as a trail (kept, not kept, to come) and the reasons of its plan. */
export function CaseTrail({ kase, today }: { kase: CaseView; today?: string }) {
  const { formatLocale } = useLocale();
  return (
    <ol aria-label={t("caseScreens.caseDays")} className="grid grid-cols-7 gap-1.5">
      {kase.days.map((day, i) => {
        const isToday = day.date === today;
        const done = today !== undefined && day.date < today;
        const state =
          day.kept === true ? "kept" : day.kept === false ? "notKept" : done ? "done" : "toCome";
        return (
          <li
            key={day.date}
            aria-label={t("caseScreens.trailDay", {
              number: i + 1,
              date: shortDate(formatLocale, day.date),
              day: dayPhraseWords(t, kase, day.kind),
              today: isToday ? "yes" : "no",
              state,
            })}
            className={`relative grid aspect-square place-items-center rounded-xl border-[3px] font-emoji text-lg ${
              isToday
                ? "border-ink bg-sunny-300 ring-4 ring-sunny-200"
                : done || day.kept !== null
                  ? "border-ink bg-emerald-100"
                  : "border-dashed border-ink/25 bg-white"
            }`}
          >
            <span aria-hidden="true">{DAY_EMOJI[day.kind]}</span>
            {day.kept !== null || done ? (
              <span
                aria-hidden="true"
                className="absolute -right-1.5 -bottom-1.5 grid size-5 place-items-center rounded-full border-2 border-ink bg-white text-[0.6rem] font-black"
              >
                {day.kept === false ? "✗" : "✓"}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The plan a parent reads after opening a case: its days and why it has them. */
export function CasePlanView({ kase }: { kase: CaseView }) {
  useLocale();
  const kinds = [...new Set(kase.days.map((d) => d.kind))];
  return (
    <div className="space-y-4">
      <CaseTrail kase={kase} />
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold text-ink-soft">
        {kinds.map((kind) => (
          <span key={kind}>
            <span aria-hidden="true" className="font-emoji">
              {DAY_EMOJI[kind]}
            </span>{" "}
            {dayPhraseWords(t, kase, kind)}
          </span>
        ))}
      </p>
      <h3 className="font-black">{t("caseScreens.whyTheseDays")}</h3>
      <ul className="list-disc space-y-1.5 pl-5 font-semibold">
        {kase.reasons
          .map((fact) => planReasonWords(t, kase, fact))
          .map((r) => (
            <li key={r}>{r}</li>
          ))}
      </ul>
    </div>
  );
}
