import { ComingSoon } from "../../components/coming-soon";
import { usePageMeta } from "../../lib/page-meta";

export function ParentRoute() {
  usePageMeta(
    "Parent Dashboard",
    "A parent's view of your child's food and tummy diary: patterns, hydration and stool guides, and CSV reports to share with a doctor or dietitian.",
  );
  return (
    <ComingSoon
      emoji="👨‍👩‍👧"
      title="Parent Dashboard"
      description="Patterns, the hydration and stool guides and doctor-ready CSV reports for grown-ups."
    />
  );
}
