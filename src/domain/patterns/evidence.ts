import { addHoursByBin, BIN_COUNT, binOf } from "./day-bins";
import type { PreparedMeals } from "./prepare";
import type { WindowHours } from "./types";

const BINS: number = BIN_COUNT;

/**
 * What one kind of discomfort and one window say about every food. Episodes are kept only
 * when some meal's window covers them; each keeps its candidate exposures (food, count).
 */
export interface WindowEvidence {
  readonly window: WindowHours;
  /** Per bin of the day, hours covered by the union of all meal windows. */
  readonly regionHours: Float64Array;
  readonly episodeCount: number;
  /** Per covered episode, its bin of the day. */
  readonly episodeBin: Uint8Array;
  /** Per covered episode, its index among the onsets. */
  readonly episodeOnset: Int32Array;
  /** Per covered episode, the share not yet explained by foods found in another window (0-1). */
  readonly episodeWeight: Float64Array;
  /** Per food, hours of its meal windows in each bin (food * BIN_COUNT + bin). */
  readonly foodBinHours: Float64Array;
  /** Per food, the episodes it is a candidate for (CSR: foodStart[f]..foodStart[f+1]). */
  readonly foodStart: Int32Array;
  readonly foodEpisode: Int32Array;
  readonly foodCount: Float64Array;
  readonly exposures: Int32Array;
  /** Per food, meals containing it that were followed by an episode in the window. */
  readonly occurrences: Int32Array;
  readonly mealCount: number;
  /** Meals followed by an episode in the window. */
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

/** The hours a window covers, which do not depend on the kind of discomfort. */
export interface WindowTime {
  readonly window: WindowHours;
  readonly regionHours: Float64Array;
  readonly foodBinHours: Float64Array;
}

/** Measures the hours covered by one window after every meal, per bin of the day. */
export function measureWindow(meals: PreparedMeals, window: WindowHours): WindowTime {
  return {
    window,
    regionHours: coveredHours(meals.times, window),
    foodBinHours: windowHoursByFood(meals, window),
  };
}

/**
 * Collects the evidence of one kind of episode (sorted onsets, hours) for one measured window;
 * `explained` gives, per onset, the share already explained by foods found in another window.
 */
export function collectEvidence(
  meals: PreparedMeals,
  onsets: Float64Array,
  time: WindowTime,
  explained?: Float64Array,
): WindowEvidence {
  const { window } = time;
  const foodTotal = meals.foodNames.length;
  const { pairs, episodes, bins, onsetIndex } = episodeCandidates(meals, onsets, window);
  const foodStart = new Int32Array(foodTotal + 1);
  for (const pair of pairs) foodStart[pair.food + 1] += 1;
  for (let f = 0; f < foodTotal; f++) foodStart[f + 1] += foodStart[f];
  const cursor = foodStart.slice(0, foodTotal);
  const foodEpisode = new Int32Array(pairs.length);
  const foodCount = new Float64Array(pairs.length);
  for (const pair of pairs) {
    const at = cursor[pair.food]++;
    foodEpisode[at] = pair.episode;
    foodCount[at] = pair.count;
  }
  const { occurrences, mealsFollowed, followed } = countFollowed(meals, onsets, window);
  return {
    window,
    regionHours: time.regionHours,
    episodeCount: episodes,
    episodeBin: Uint8Array.from(bins),
    episodeOnset: Int32Array.from(onsetIndex),
    episodeWeight: Float64Array.from(onsetIndex, (i) => 1 - (explained?.[i] ?? 0)),
    foodBinHours: time.foodBinHours,
    foodStart,
    foodEpisode,
    foodCount,
    exposures: meals.exposures,
    occurrences,
    mealCount: meals.times.length,
    mealsFollowed,
    followed,
  };
}

interface CandidatePair {
  readonly episode: number;
  readonly food: number;
  readonly count: number;
}

/** For each covered episode, the foods of the meals whose window holds it. */
function episodeCandidates(
  meals: PreparedMeals,
  onsets: Float64Array,
  window: WindowHours,
): { pairs: CandidatePair[]; episodes: number; bins: number[]; onsetIndex: number[] } {
  const pairs: CandidatePair[] = [];
  const bins: number[] = [];
  const onsetIndex: number[] = [];
  const counts = new Map<number, number>();
  let episodes = 0;
  onsets.forEach((onset, index) => {
    const first = lowerBound(meals.times, onset - window.to);
    counts.clear();
    for (let m = first; m < meals.times.length && meals.times[m] <= onset - window.from; m++) {
      for (const food of meals.foods[m]) counts.set(food, (counts.get(food) ?? 0) + 1);
    }
    if (counts.size === 0) return;
    for (const [food, count] of counts) pairs.push({ episode: episodes, food, count });
    bins.push(binOf(onset));
    onsetIndex.push(index);
    episodes += 1;
  });
  return { pairs, episodes, bins, onsetIndex };
}

function countFollowed(meals: PreparedMeals, onsets: Float64Array, window: WindowHours) {
  const occurrences = new Int32Array(meals.foodNames.length);
  const followed = new Uint8Array(meals.times.length);
  let mealsFollowed = 0;
  for (let m = 0; m < meals.times.length; m++) {
    const next = lowerBound(onsets, meals.times[m] + window.from);
    if (next >= onsets.length || onsets[next] > meals.times[m] + window.to) continue;
    mealsFollowed += 1;
    followed[m] = 1;
    for (const food of meals.foods[m]) occurrences[food] += 1;
  }
  return { occurrences, mealsFollowed, followed };
}

/** Per bin, the hours of the union of [t + from, t + to] over sorted meal times. */
function coveredHours(times: Float64Array, window: WindowHours): Float64Array {
  const hours = new Float64Array(BINS);
  let end = Number.NEGATIVE_INFINITY;
  for (const t of times) {
    const start = Math.max(t + window.from, end);
    const stop = t + window.to;
    if (stop > start) addHoursByBin(start, stop, hours);
    end = Math.max(end, stop);
  }
  return hours;
}

/** Per food and bin, the hours of that food's meal windows (overlaps counted twice). */
function windowHoursByFood(meals: PreparedMeals, window: WindowHours): Float64Array {
  const hours = new Float64Array(meals.foodNames.length * BINS);
  const perMeal = new Float64Array(BINS);
  meals.times.forEach((t, m) => {
    perMeal.fill(0);
    addHoursByBin(t + window.from, t + window.to, perMeal);
    for (const food of meals.foods[m]) {
      for (let b = 0; b < BINS; b++) hours[food * BINS + b] += perMeal[b];
    }
  });
  return hours;
}
