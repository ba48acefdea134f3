import { ComingSoon } from "../../components/coming-soon";
import { usePageMeta } from "../../lib/page-meta";

export function TummyCheckRoute() {
  usePageMeta(
    "Tummy Check",
    "Tell Tummy Detective how your tummy feels right now, and note a bathroom trip if you had one.",
  );
  return (
    <ComingSoon
      emoji="😊"
      title="Tummy Check"
      description="Tell us how your tummy feels: Happy, Okay or Ouchy, plus any bathroom clues."
    />
  );
}
