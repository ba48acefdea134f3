import type { Pattern } from "../../../contracts/patterns";
import { Screen } from "../../components/layout/screen";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { OpenCaseButton } from "../../features/cases/components/open-case-button";
import { useParentMode } from "../../features/parent/api/parent-mode";
import { ParentCodePrompt } from "../../features/parent/components/parent-code-prompt";
import { PatternsBoard } from "../../features/patterns/components/patterns-board";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function PatternsRoute() {
  usePageMeta(t("shell.patternsTitle"), t("shell.patternsDescription"));
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Screen>
      <h1 className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
        <span aria-hidden="true" className="font-emoji">
          🔍
        </span>
        {t("shell.patternsTitle")}
      </h1>
      <p className="mt-1 text-lg font-semibold text-ink-soft">{t("shell.patternsSubtitle")}</p>
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
