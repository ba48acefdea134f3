import { Screen } from "../../components/layout/screen";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { OpenCaseButton } from "../../features/cases/components/open-case-button";
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
        clueAction={(pattern) => <OpenCaseButton pattern={pattern} userId={user.id} />}
      />
    </Screen>
  );
}
