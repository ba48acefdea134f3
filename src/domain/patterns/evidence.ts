import type { PreparedMeals } from "./prepare";
import type { WindowHours } from "./types";

/**
 * What one kind of discomfort and one window say about every meal: whether an episode of that
 * kind began within the window after it, and per food how many of its meals were so followed.
 */
export interface WindowEvidence {
  readonly window: WindowHours;
  readonly meals: PreparedMeals;
  /** Per food, meals containing it. */
  readonly exposures: Int32Array;
  /** Per food, meals containing it that were followed by an episode within the window. */
  readonly occurrences: Int32Array;
  readonly mealCount: number;
  /** Meals followed by an episode within the window. */
  readonly mealsFollowed: number;
  /** Per meal, 1 when an episode followed it within the window. */
  readonly followed: Uint8Array;
}

/** Index of the first element of a sorted array that is >= value. */
export function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Collects the evidence of one kind of episode (sorted onsets, hours) for one window. */
export function collectEvidence(
  meals: PreparedMeals,
  onsets: Float64Array,
  window: WindowHours,
): WindowEvidence {
  const count = meals.times.length;
  const followed = new Uint8Array(count);
  const occurrences = new Int32Array(meals.foodNames.length);
  let mealsFollowed = 0;
  for (let m = 0; m < count; m++) {
    const first = lowerBound(onsets, meals.times[m] + window.from);
    if (first === onsets.length || onsets[first] > meals.times[m] + window.to) continue;
    followed[m] = 1;
    mealsFollowed += 1;
    for (const food of meals.foods[m]) occurrences[food] += 1;
  }
  return {
    window,
    meals,
    exposures: meals.exposures,
    occurrences,
    mealCount: count,
    mealsFollowed,
    followed,
  };
}

/** Meals holding any of the foods that were followed by an episode within the window. */
export function followedMeals(evidence: WindowEvidence, foods: readonly number[]): number {
  let count = 0;
  evidence.meals.foods.forEach((mealFoods, m) => {
    if (evidence.followed[m] === 1 && mealFoods.some((f) => foods.includes(f))) count += 1;
  });
  return count;
}
