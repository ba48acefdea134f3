/** The stored meal-type values of SPEC 9, in the order of a day. */
export const MEAL_TYPE_VALUES = [
  "breakfast",
  "morning snack",
  "lunch",
  "afternoon tea",
  "dinner",
  "late snack",
] as const;

/** A stored meal type. */
export type MealType = (typeof MEAL_TYPE_VALUES)[number];

/** How a meal type is shown to a child. */
export interface MealTypeOption {
  readonly value: MealType;
  readonly label: string;
  readonly emoji: string;
}

/** Meal types with their labels and emoji, in the order of a day. */
export const MEAL_TYPES = [
  { value: "breakfast", label: "Breakfast", emoji: "🥣" },
  { value: "morning snack", label: "Morning Snack", emoji: "🍎" },
  { value: "lunch", label: "Lunch", emoji: "🥪" },
  { value: "afternoon tea", label: "Afternoon Tea", emoji: "🧃" },
  { value: "dinner", label: "Dinner", emoji: "🍝" },
  { value: "late snack", label: "Late Snack", emoji: "🌙" },
] as const satisfies readonly MealTypeOption[];

/** Type guard for meal types read from a form or storage. */
export function isMealType(value: string): value is MealType {
  return MEAL_TYPE_VALUES.some((known) => known === value);
}

/** The label of a stored meal type; an unknown value is shown as stored rather than hidden. */
export function mealTypeLabel(value: string): string {
  return MEAL_TYPES.find((option) => option.value === value)?.label ?? value;
}

/** The emoji of a stored meal type, with a plate for values the app does not know. */
export function mealTypeEmoji(value: string): string {
  return MEAL_TYPES.find((option) => option.value === value)?.emoji ?? "🍽️";
}
