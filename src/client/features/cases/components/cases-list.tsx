import { Link } from "wouter";
import { caseEvidenceWords, outcomeWords } from "../../../../i18n/words/cases";
import { t } from "../../../lib/i18n";
import { useCases } from "../api/get-cases";
import { casePath, shortDate } from "../utils";

const STATUS_TEXT = { open: "Running", abandoned: "Closed without a verdict" } as const;

/** The parent page's list of cases, each with its verdict and a link to its case file. */
export function CasesList({ userId }: { userId: string }) {
  const { data, isPending } = useCases(userId);
  if (isPending) return <p className="font-semibold">Opening the case files...</p>;
  const cases = data?.cases ?? [];
  if (cases.length === 0) {
    return (
      <p className="font-semibold">
        No cases yet. Open one from a clue to settle it with a short, planned check.
      </p>
    );
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
              Case: {c.partner ? `${c.suspect} or ${c.partner}` : c.suspect}
            </span>
            <span className="block text-sm font-bold text-ink-soft">
              {shortDate(c.startDate)} to {shortDate(c.endDate)}
            </span>
            {c.verdict ? (
              <span className="mt-1 block font-bold">
                {c.verdict.foods
                  .map(
                    (f) =>
                      `${f.food}: ${outcomeWords(t, f.outcome, c.verdict?.finalAfterDays ?? null)}${f.probability !== null ? ` (${f.probability}%)` : ""}`,
                  )
                  .join(" · ")}
                <span className="block text-sm font-semibold">
                  {caseEvidenceWords(t, c.verdict)}
                </span>
              </span>
            ) : (
              <span className="mt-1 block font-bold">
                {c.status === "closed" ? "Closed" : STATUS_TEXT[c.status]}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
