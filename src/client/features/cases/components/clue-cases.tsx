import type { Pattern } from "../../../../contracts/patterns";
import { parentPatternSummary } from "../../../../domain/reports/diary-export";
import { correlationTerm } from "../../../../i18n/words/vocabulary";
import { t, useLocale } from "../../../lib/i18n";
import { clueFoodWords } from "../utils";
import { OpenCaseButton } from "./open-case-button";

/** On the parent page: each clue worth a case, with its "Open a case" button. */
export function ClueCases({
  patterns,
  userId,
}: {
  patterns: readonly Pattern[] | undefined;
  userId: string;
}) {
  useLocale();
  if (!patterns) return null;
  const { confirmed, investigating } = parentPatternSummary(patterns);
  // A clue a case has judged shows its verdict instead (OpenCaseButton hides itself then).
  const clues = [...confirmed, ...investigating].filter((p) => !p.caseVerdict);
  if (clues.length === 0) return null;
  return (
    <ul className="mt-4 space-y-3" aria-label={t("caseScreens.cluesToSettle")}>
      {clues.map((p) => (
        <li key={p.id} className="rounded-2xl border-2 border-ink/15 bg-white p-3">
          <p className="font-black wrap-anywhere first-letter:uppercase">
            {t("caseScreens.clueLine", {
              food: clueFoodWords(t, p),
              feeling: correlationTerm(t, p.feelingCorrelation),
            })}
          </p>
          <OpenCaseButton pattern={p} userId={userId} />
        </li>
      ))}
    </ul>
  );
}
