import { ComingSoon } from "../../components/coming-soon";
import { usePageMeta } from "../../lib/page-meta";

export function DailyReviewRoute() {
  usePageMeta(
    "Daily Report",
    "Your food-group report for today: serves of Power, Energy, Bone and Grow foods, detective badges and an end-of-day review.",
  );
  return (
    <ComingSoon
      emoji="📋"
      title="Daily Report"
      description="Your food-group power meter, today's badges and the end-of-day review are on their way."
    />
  );
}
