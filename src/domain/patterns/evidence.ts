import { binOf } from "./day-bins";
import type { PreparedMeals } from "./prepare";
import type { WindowHours } from "./types";

/** The part of a window's evidence that does not depend on the kind of discomfort. */
export interface WindowTime {
  readonly window: WindowHours;
  /** Per meal, the bin of the day of the middle of its window. */
  readonly mealBin: Uint8Array;
}

/**
 * What one kind of discomfort and one window say about every meal: whether an episode of that
 * kind began within the window after it. An episode within the windows of several meals is
 * shared among them, and only the share that foods found in an earlier window do not already
 * explain is counted.
 */
export interface WindowEvidence extends WindowTime {
  readonly meals: PreparedMeals;
  /** Per meal, 0 to 1: its share of the not yet explained episodes within its window. */
  readonly outcome: Float64Array;
  /** Per meal, the onsets within its window: indices firstOnset[m] .. endOnset[m] - 1. */
  readonly firstOnset: Int32Array;
  readonly endOnset: Int32Array;
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

/** Places every meal's window in its bin of the day. */
export function measureWindow(meals: PreparedMeals, window: WindowHours): WindowTime {
  const middle = (window.from + window.to) / 2;
  return { window, mealBin: Uint8Array.from(meals.times, (t) => binOf(t + middle)) };
}

/**
 * Collects the evidence of one kind of episode (sorted onsets, hours) for one window;
 * `explained` gives, per onset, the share already explained by foods found in another window.
 */
export function collectEvidence(
  meals: PreparedMeals,
  onsets: Float64Array,
  time: WindowTime,
  explained?: Float64Array,
): WindowEvidence {
  const { window } = time;
  const count = meals.times.length;
  const outcome = new Float64Array(count);
  const firstOnset = new Int32Array(count);
  const endOnset = new Int32Array(count);
  const followed = new Uint8Array(count);
  const occurrences = new Int32Array(meals.foodNames.length);
  let mealsFollowed = 0;
  // How many meals each onset could be blamed on: its credit is split among them.
  const cover = new Float64Array(onsets.length);
  for (let m = 0; m < count; m++) {
    const first = lowerBound(onsets, meals.times[m] + window.from);
    for (let o = first; o < onsets.length && onsets[o] <= meals.times[m] + window.to; o++) {
      cover[o] += 1;
    }
  }
  for (let m = 0; m < count; m++) {
    const first = lowerBound(onsets, meals.times[m] + window.from);
    let end = first;
    let unexplained = 0;
    while (end < onsets.length && onsets[end] <= meals.times[m] + window.to) {
      unexplained += (1 - (explained?.[end] ?? 0)) / cover[end];
      end += 1;
    }
    firstOnset[m] = first;
    endOnset[m] = end;
    outcome[m] = Math.min(1, unexplained);
    if (end === first) continue;
    followed[m] = 1;
    mealsFollowed += 1;
    for (const food of meals.foods[m]) occurrences[food] += 1;
  }
  return {
    ...time,
    meals,
    outcome,
    firstOnset,
    endOnset,
    exposures: meals.exposures,
    occurrences,
    mealCount: count,
    mealsFollowed,
    followed,
  };
}
