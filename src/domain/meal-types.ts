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

// Minutes after midnight at which each meal type starts being the likely one.
const STARTS: ReadonlyArray<[number, MealType]> = [
  [5 * 60, "breakfast"],
  [10 * 60, "morning snack"],
  [11 * 60 + 30, "lunch"],
  [14 * 60, "afternoon tea"],
  [17 * 60, "dinner"],
  [20 * 60 + 30, "late snack"],
];

/**
 * The meal a child most likely means at an 'HH:MM' time, preselected so a quick log needs no
 * meal-type tap (late at night and before 05:00 it is a late snack).
 */
export function suggestMealType(time: string): MealType {
  const [hours, minutes] = time.split(":").map(Number);
  const at = hours * 60 + minutes;
  let suggestion: MealType = "late snack";
  for (const [start, type] of STARTS) {
    if (at >= start) suggestion = type;
  }
  return suggestion;
}
