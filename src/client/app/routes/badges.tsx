import { ComingSoon } from "../../components/coming-soon";
import { usePageMeta } from "../../lib/page-meta";

export function BadgesRoute() {
  usePageMeta(
    "Badges",
    "Every badge you have earned as a Tummy Detective, your total points, and the badges still waiting to be unlocked.",
  );
  return (
    <ComingSoon
      emoji="🏅"
      title="Badges"
      description="Earned badges, your points and the next badges to unlock will shine here."
    />
  );
}
