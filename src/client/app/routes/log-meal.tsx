import { ComingSoon } from "../../components/coming-soon";
import { usePageMeta } from "../../lib/page-meta";

export function LogMealRoute() {
  usePageMeta(
    "Log a Meal",
    "Snap a photo of your plate or add foods by hand to log breakfast, lunch, dinner or a snack in your Tummy Detective case file.",
  );
  return (
    <ComingSoon
      emoji="📸"
      title="Log a Meal"
      description="Snap your plate, pick the meal type and let the detective lab spot the foods."
    />
  );
}
