import type { CaseView } from "../../../../contracts/cases";
import type { Translator } from "../../../../i18n/translate";
import { foodEvidenceWords, outcomeWords } from "../../../../i18n/words/cases";

/**
 * The clinic summary's list of food challenge verdicts (nothing when no case has one), in the
 * words of the language the clinic reads the sheet in (ADR 071).
 */
export function CaseVerdictsBlock({
  cases,
  tr: { t },
}: {
  cases: readonly CaseView[];
  tr: Translator;
}) {
  const closed = cases.filter((c) => c.verdict);
  if (closed.length === 0) return null;
  return (
    <section className="break-inside-avoid">
      <h3 className="text-[11px] font-black tracking-wide text-ink uppercase">
        {t("caseScreens.verdictsHeading")}
      </h3>
      <ul className="mt-0.5 space-y-0.5">
        {closed.flatMap((c) =>
          (c.verdict?.foods ?? []).map((f) => (
            <li key={`${c.id}-${f.food}`}>
              <span className="font-black">
                {f.food}: {outcomeWords(t, f.outcome, c.verdict?.finalAfterDays ?? null)}
              </span>{" "}
              {t("caseScreens.verdictsLine", {
                percent: f.probability !== null ? `${f.probability}%, ` : "",
                start: c.startDate,
                end: c.endDate,
                days: c.days.length,
              })}{" "}
              <span className="font-semibold">{foodEvidenceWords(t, f)}.</span>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
