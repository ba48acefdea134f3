import type { ContainerCode, FoodGuess } from "./types";

/**
 * Joins food lists: one entry per name (the highest confidence wins, and a food reader's key
 * when any list knew the name as one), most confident first.
 */
export function mergeFoods(...lists: readonly (readonly FoodGuess[])[]): FoodGuess[] {
  const best = new Map<string, FoodGuess>();
  for (const list of lists) {
    for (const food of list) {
      const name = food.name.trim().toLowerCase();
      if (!name) continue;
      const seen = best.get(name);
      best.set(name, {
        name,
        key: seen?.key ?? food.key,
        confidence: Math.max(seen?.confidence ?? 0, food.confidence),
      });
    }
  }
  return [...best.values()].sort(
    (a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name),
  );
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

/** Keeps each container once, in first-seen order. */
export function mergeContainers(...lists: readonly (readonly ContainerCode[])[]): ContainerCode[] {
  return [...new Set(lists.flat())];
}
