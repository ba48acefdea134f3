import { Link } from "wouter";
import { caseEvidenceWords, caseTitleWords, outcomeWords } from "../../../../i18n/words/cases";
import { caseFoodWords } from "../../../../i18n/words/food-names";
import { type MessageKey, t, useLocale } from "../../../lib/i18n";
import { useCases } from "../api/get-cases";
import { casePath, shortDate } from "../utils";

const STATUS_WORDS = {
  open: "caseScreens.statusRunning",
  abandoned: "caseScreens.statusAbandoned",
  closed: "caseScreens.statusClosed",
} as const satisfies Record<string, MessageKey>;

/** The parent page's list of cases, each with its verdict and a link to its case file. */
export function CasesList({ userId }: { userId: string }) {
  const { data, isPending } = useCases(userId);
  const { formatLocale } = useLocale();
  if (isPending) return <p className="font-semibold">{t("caseScreens.openingCaseFiles")}</p>;
  const cases = data?.cases ?? [];
  if (cases.length === 0) {
    return <p className="font-semibold">{t("caseScreens.noCases")}</p>;
  }
  return (
    <ul className="space-y-3">
      {cases.map((c) => (
        <li key={c.id}>
          <Link
            href={casePath(c.id)}
            className="block rounded-2xl border-[3px] border-ink bg-white p-4 shadow-card hover:bg-brand-50"
          >
            <span className="block text-lg font-black wrap-anywhere">
              {t("caseScreens.caseTitle", {
                title: caseTitleWords(t, c),
              })}
            </span>
            <span className="block text-sm font-bold text-ink-soft">
              {t("caseScreens.dateRange", {
                start: shortDate(formatLocale, c.startDate),
                end: shortDate(formatLocale, c.endDate),
              })}
            </span>
            {c.verdict ? (
              <span className="mt-1 block font-bold">
                {c.verdict.foods
                  .map((f) => {
                    const outcome = outcomeWords(t, f.outcome, c.verdict?.finalAfterDays ?? null);
                    return f.probability !== null
                      ? t("caseScreens.foodOutcomePercent", {
                          food: caseFoodWords(t, f.food),
                          outcome,
                          percent: f.probability,
                        })
                      : t("caseScreens.foodOutcome", { food: caseFoodWords(t, f.food), outcome });
                  })
                  .join(" · ")}
                <span className="block text-sm font-semibold">
                  {caseEvidenceWords(t, c.verdict)}
                </span>
              </span>
            ) : (
              <span className="mt-1 block font-bold">{t(STATUS_WORDS[c.status])}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
