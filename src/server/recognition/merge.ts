import type { FoodGuess } from "./types";

/** Joins food lists: one entry per name (the highest confidence wins), most confident first. */
export function mergeFoods(...lists: readonly (readonly FoodGuess[])[]): FoodGuess[] {
  const best = new Map<string, number>();
  for (const list of lists) {
    for (const food of list) {
      const name = food.name.trim().toLowerCase();
      if (!name) continue;
      best.set(name, Math.max(best.get(name) ?? 0, food.confidence));
    }
  }
  return [...best]
    .map(([name, confidence]) => ({ name, confidence }))
    .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name));
}

/**
 * The confidence of the whole list: the mean of the shown foods, as an integer percentage (0 when
 * none). A mean rather than the maximum, so one sure banana next to two wild guesses does not
 * read as a sure meal.
 */
export function overallConfidence(foods: readonly FoodGuess[]): number {
  if (foods.length === 0) return 0;
  const sum = foods.reduce((total, food) => total + food.confidence, 0);
  return Math.round(sum / foods.length);
}

/** Keeps each question once, in first-seen order. */
export function mergeQuestions(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat().filter((q) => q.trim() !== ""))];
}
