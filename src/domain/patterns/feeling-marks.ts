import type { Feeling } from "../feelings";
import { lowerBound } from "./evidence";
import type { PatternOptions } from "./options";
import { type Episodes, type PreparedMeals, readFeeling } from "./prepare";
import type { FoodFit } from "./timing";
import type { WindowHours } from "./types";

/**
 * The feeling an episode is marked with in the joint model of the pooled kind: ouchy,
 * uncomfortable, or none (only a bathroom event was logged, or a happy check).
 */
export const FEELING_MARKS = { ouchy: 0, uncomfortable: 1, none: 2 } as const;

/** One of FEELING_MARKS: an index into the rows and columns of the feelingShares option. */
export type FeelingMark = (typeof FEELING_MARKS)[keyof typeof FEELING_MARKS];

/**
 * The mark of each stored feeling. Keyed by the domain's own feelings, so a feeling renamed or
 * added there must be placed here before the code compiles.
 */
const MARK_OF_FEELING: Readonly<Record<Feeling, FeelingMark>> = {
  happy: FEELING_MARKS.none,
  uncomfortable: FEELING_MARKS.uncomfortable,
  ouchy: FEELING_MARKS.ouchy,
};

/** Per episode its feeling mark, and per main feeling of a trigger the weight of each episode. */
export interface Feelings {
  readonly mark: Int8Array;
  readonly weights: readonly Float64Array[];
}

/**
 * The mark of an episode: the first named feeling (ouchy or uncomfortable) among its entries
 * logged at its very start, or none.
 */
export function episodeMark(entries: readonly { at: number; feeling: string }[]): FeelingMark {
  for (const entry of entries) {
    if (entry.at !== entries[0].at) break;
    const feeling = readFeeling(entry.feeling);
    const mark = feeling ? MARK_OF_FEELING[feeling] : FEELING_MARKS.none;
    if (mark !== FEELING_MARKS.none) return mark;
  }
  return FEELING_MARKS.none;
}

/**
 * Joint model of the feeling of an episode: a trigger's reactions mostly share one (ouchy,
 * uncomfortable or none, with the feelingPrior option), the background has the diary's mix.
 * Per hypothesis (a row of feelingShares), each episode's weight is the chance of its feeling
 * under the trigger over its share among all the diary's episodes (counted with
 * feelingPseudoEpisodes more of each feeling).
 */
export function feelingMarks(
  episodes: Episodes,
  settings: Pick<PatternOptions, "feelingShares" | "feelingPseudoEpisodes">,
): Feelings {
  const mark = Int8Array.from(episodes.entries, episodeMark);
  const pseudo = settings.feelingPseudoEpisodes;
  const counts = [pseudo, pseudo, pseudo];
  for (const m of mark) counts[m] += 1;
  const total = counts[0] + counts[1] + counts[2];
  const weights = settings.feelingShares.map((share) =>
    Float64Array.from(mark, (m) => share[m] / (counts[m] / total)),
  );
  return { mark, weights };
}

/**
 * The main feelings worth fitting for a food: the one most often logged within the windows
 * after its meals (all tied ones). The other hypotheses then hold next to nothing.
 */
export function likelyFeelings(
  meals: PreparedMeals,
  windows: readonly WindowHours[],
  onsets: Float64Array,
  mark: Int8Array,
  food: number,
): FeelingMark[] {
  const { foodStart, foodMeal, times } = meals;
  const from = Math.min(...windows.map((w) => w.from));
  const to = Math.max(...windows.map((w) => w.to));
  const seen = [0, 0, 0];
  for (let k = foodStart[food]; k < foodStart[food + 1]; k++) {
    const t = times[foodMeal[k]];
    for (let o = lowerBound(onsets, t + from); o < onsets.length && onsets[o] <= t + to; o++) {
      seen[mark[o]] += 1;
    }
  }
  const most = Math.max(...seen);
  const all: FeelingMark[] = [FEELING_MARKS.ouchy, FEELING_MARKS.uncomfortable, FEELING_MARKS.none];
  return all.filter((m) => seen[m] === most);
}

/**
 * Averages fits made under some of the main-feeling hypotheses, each with its prior (the
 * hypotheses not fitted taken as holding nothing); lag and chance of the best one.
 */
export function mixFits(fits: readonly FoodFit[], priors: readonly number[]): FoodFit {
  let best = fits[0];
  for (const fit of fits) if (fit.logBayes > best.logBayes) best = fit;
  let sum = 0;
  fits.forEach((fit, i) => {
    sum += priors[i] * Math.exp(fit.logBayes - best.logBayes);
  });
  return { ...best, logBayes: best.logBayes + Math.log(sum) };
}
