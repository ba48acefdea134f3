import type { Pattern } from "../../../contracts/patterns";
import { Screen } from "../../components/layout/screen";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { OpenCaseButton } from "../../features/cases/components/open-case-button";
import { useParentMode } from "../../features/parent/api/parent-mode";
import { ParentCodePrompt } from "../../features/parent/components/parent-code-prompt";
import { PatternsBoard } from "../../features/patterns/components/patterns-board";
import { usePageMeta } from "../../lib/page-meta";

export function PatternsRoute() {
  usePageMeta(
    "Food Patterns",
    "See which foods might be linked to tummy feelings, then confirm or dismiss each clue Tummy Detective has found in your diary.",
  );
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Screen>
      <h1 className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
        <span aria-hidden="true" className="font-emoji">
          🔍
        </span>
        Food Patterns
      </h1>
      <p className="mt-1 text-lg font-semibold text-ink-soft">
        Clues your diary found between foods and tummy feelings.
      </p>
      <PatternsBoard
        userId={user.id}
        clueAction={(pattern) => <ClueCaseButton pattern={pattern} userId={user.id} />}
      />
    </Screen>
  );
}

/**
 * "Open a case" for a clue: opening a case is the parent's (ADR 056), so while the account has
 * a parent code and grown-up mode is off, the dialog asks for the code before its questions.
 */
function ClueCaseButton({ pattern, userId }: { pattern: Pattern; userId: string }) {
  const { state, on } = useParentMode(userId);
  const ask =
    state?.hasParentCode && !on ? <ParentCodePrompt userId={userId} action="Continue" /> : null;
  return <OpenCaseButton pattern={pattern} userId={userId} parentCodeFirst={ask} />;
}
