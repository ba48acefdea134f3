import type { StoolClass } from "../../../../domain/reports/clinic-summary";
import type { FeelingClass } from "../../../../domain/vocabulary";

/** One colour per stool class, shared by the guide and the summary's chart (print-safe). */
export const STOOL_COLOURS = {
  "tough to go": "#7c4a1e",
  "just right": "#15803d",
  "soft and easy": "#84cc16",
  "runny tummy": "#f59e0b",
  "super runny": "#dc2626",
  other: "#9ca3af",
} as const satisfies Record<StoolClass, string>;

/** One colour per feeling class (no discomfort, mild discomfort, pain, other). */
export const FEELING_COLOURS = {
  happy: "#16a34a",
  uncomfortable: "#facc15",
  ouchy: "#f97316",
  other: "#b91c1c",
} as const satisfies Record<FeelingClass, string>;
