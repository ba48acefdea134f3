import type { MealType } from "../../../../domain/meal-types";

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
