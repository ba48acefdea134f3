import { ComingSoon } from "../../components/coming-soon";
import { usePageMeta } from "../../lib/page-meta";

export function PatternsRoute() {
  usePageMeta(
    "Food Patterns",
    "See which foods might be linked to tummy feelings, then confirm or dismiss each clue Tummy Detective has found in your diary.",
  );
  return (
    <ComingSoon
      emoji="🔍"
      title="Food Patterns"
      description="Clues that link foods to tummy feelings will appear here for you to confirm or dismiss."
    />
  );
}
