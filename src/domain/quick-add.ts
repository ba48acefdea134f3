/** How many quick-add foods the dashboard shows (SPEC 9 display limits). */
export const QUICK_ADD_COUNT = 8;

/** Common foods offered until a child's own favourites fill the quick-add row. */
export const DEFAULT_QUICK_ADD_FOODS = [
  "toast",
  "banana",
  "apple",
  "milk",
  "cereal",
  "sandwich",
  "yogurt",
  "pasta",
  "rice",
  "carrot",
] as const;

/** The child's most frequent foods first, then defaults they have not logged, up to 8. */
export function quickAddFoods(frequent: readonly string[], count = QUICK_ADD_COUNT): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const food of [...frequent, ...DEFAULT_QUICK_ADD_FOODS]) {
    const key = food.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(food.trim());
    if (out.length === count) break;
  }
  return out;
}
