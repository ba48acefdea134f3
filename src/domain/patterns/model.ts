import { BIN_COUNT } from "./day-bins";
import type { WindowEvidence } from "./evidence";

/**
 * The reaction model of one kind and window: episodes arrive at a background rate that may
 * differ by time of day (bins share strength through a Gamma prior of weight KAPPA around a
 * common rate), multiplied by (1 + r) inside the window after a suspected food. Each episode's
 * credit is split among the background and the candidate exposures in proportion to their
 * rates, so one reaction is never counted in full for every food of a meal.
 */
export interface ModelFit {
  /** Relative extra rate in the window after each suspected food. */
  readonly effects: ReadonlyMap<number, number>;
  /** Per covered episode, 1 + the suspects' relative extra rate at that moment. */
  readonly factors: Float64Array;
  /** Per bin, episodes (with a small pseudo-count). */
  readonly episodes: Float64Array;
  /** Per bin, region hours plus the suspects' extra window hours (r times their hours). */
  readonly divisors: Float64Array;
}

// A local copy: an imported binding is slower to read in the hot loops below.
const BINS: number = BIN_COUNT;

/** Weight of the prior pulling each bin's background towards the common one (pseudo-episodes). */
export const KAPPA = 10;
const MAX_ITERATIONS = 200;
const TOLERANCE = 1e-6;
/** Half an episode of pseudo-evidence, spread over the day, keeps every background above zero. */
const PSEUDO_EPISODES = 0.5;

/**
 * Log of the common background rate that best explains the bins (Newton on a concave
 * function), starting from `guess` when one is known.
 */
export function commonLogRate(
  episodes: Float64Array,
  divisors: ArrayLike<number>,
  guess = Number.NaN,
): number {
  let x = guess;
  if (Number.isNaN(x)) {
    let totalEpisodes = 0;
    let totalHours = 0;
    for (let b = 0; b < BINS; b++) {
      totalEpisodes += episodes[b];
      totalHours += divisors[b];
    }
    x = Math.log(totalEpisodes / totalHours);
  }
  for (let i = 0; i < 12; i++) {
    let slope = 0;
    let curve = 0;
    const mu = Math.exp(x);
    for (let b = 0; b < BINS; b++) {
      if (divisors[b] <= 0) continue;
      const load = mu * divisors[b];
      slope += episodes[b] - ((episodes[b] + KAPPA) * load) / (KAPPA + load);
      curve += ((episodes[b] + KAPPA) * KAPPA * load) / (KAPPA + load) ** 2;
    }
    const stepSize = curve > 0 ? Math.max(-2, Math.min(2, slope / curve)) : 0;
    x += stepSize;
    if (Math.abs(stepSize) < 1e-8) break;
  }
  return x;
}

/** The bins' part of the log-likelihood at the common log rate x. */
export function binsLogLikelihood(
  episodes: Float64Array,
  divisors: ArrayLike<number>,
  x: number,
): number {
  const mu = Math.exp(x);
  let total = 0;
  for (let b = 0; b < BINS; b++) {
    if (divisors[b] <= 0) continue;
    total += episodes[b] * x - (episodes[b] + KAPPA) * Math.log(KAPPA + mu * divisors[b]);
  }
  return total;
}

/** Background rate of each bin (its posterior mean given the common rate), written into `into`. */
export function binRates(
  episodes: Float64Array,
  divisors: ArrayLike<number>,
  into: Float64Array = new Float64Array(BINS),
): Float64Array {
  const mu = Math.exp(commonLogRate(episodes, divisors));
  for (let b = 0; b < BINS; b++) {
    into[b] = (mu * (episodes[b] + KAPPA)) / (KAPPA + mu * divisors[b]);
  }
  return into;
}

/** Fits the background and the effects of the given foods by maximum likelihood (EM). */
export function fitModel(evidence: WindowEvidence, foods: readonly number[]): ModelFit {
  const episodes = episodesByBin(evidence);
  const effects = foods.map(() => 1);
  const divisors = new Float64Array(BINS);
  const factors = new Float64Array(evidence.episodeCount);
  const update = () => {
    for (let b = 0; b < BINS; b++) {
      divisors[b] = evidence.regionHours[b];
      foods.forEach((food, i) => {
        divisors[b] += effects[i] * evidence.foodBinHours[food * BINS + b];
      });
    }
    factors.fill(1);
    foods.forEach((food, i) => {
      for (let k = evidence.foodStart[food]; k < evidence.foodStart[food + 1]; k++) {
        factors[evidence.foodEpisode[k]] += effects[i] * evidence.foodCount[k];
      }
    });
  };
  for (let iteration = 0; iteration < MAX_ITERATIONS && foods.length > 0; iteration++) {
    update();
    const rates = binRates(episodes, divisors);
    let change = 0;
    foods.forEach((food, i) => {
      let credit = 0;
      for (let k = evidence.foodStart[food]; k < evidence.foodStart[food + 1]; k++) {
        const episode = evidence.foodEpisode[k];
        credit += (evidence.episodeWeight[episode] * evidence.foodCount[k]) / factors[episode];
      }
      let expected = 0;
      for (let b = 0; b < BINS; b++) {
        expected += rates[b] * evidence.foodBinHours[food * BINS + b];
      }
      const next = expected > 0 ? (effects[i] * credit) / expected : 0;
      change = Math.max(change, Math.abs(next - effects[i]) / (1 + effects[i]));
      effects[i] = next;
    });
    if (change < TOLERANCE) break;
  }
  update();
  return {
    effects: new Map(foods.map((food, i) => [food, effects[i]])),
    factors,
    episodes,
    divisors,
  };
}

function episodesByBin(evidence: WindowEvidence): Float64Array {
  const episodes = new Float64Array(BINS);
  let region = 0;
  for (let b = 0; b < BINS; b++) region += evidence.regionHours[b];
  for (let b = 0; b < BINS; b++) {
    episodes[b] = region > 0 ? (PSEUDO_EPISODES * evidence.regionHours[b]) / region : 0;
  }
  evidence.episodeBin.forEach((bin, e) => {
    episodes[bin] += evidence.episodeWeight[e];
  });
  return episodes;
}

/**
 * The evidence about one food, the rest of the model held at `fit` (which must not include it),
 * as functions of its relative extra rate r: the log-likelihood ratio against r = 0 (background
 * re-fitted for every r), and the extra episodes per exposure that r amounts to.
 */
export interface FoodLikelihood {
  readonly logRatio: (r: number) => number;
  readonly extraPerExposure: (r: number) => number;
}

/** Builds the profile likelihood of one food. */
export function foodLikelihood(
  evidence: WindowEvidence,
  fit: ModelFit,
  food: number,
): FoodLikelihood {
  const { values, counts } = distinctGains(evidence, fit, food);
  const hours = evidence.foodBinHours.subarray(food * BINS, (food + 1) * BINS);
  const divisors = new Float64Array(BINS);
  const rates = new Float64Array(BINS);
  const withEffect = (r: number) => {
    for (let b = 0; b < BINS; b++) divisors[b] = fit.divisors[b] + r * hours[b];
    return divisors;
  };
  const x0 = commonLogRate(fit.episodes, fit.divisors);
  const base = binsLogLikelihood(fit.episodes, fit.divisors, x0);
  let x = x0;
  const exposures = evidence.exposures[food];
  return {
    logRatio: (r) => {
      const d = withEffect(r);
      x = commonLogRate(fit.episodes, d, x);
      let total = binsLogLikelihood(fit.episodes, d, x) - base;
      for (let i = 0; i < values.length; i++) total += counts[i] * Math.log1p(values[i] * r);
      return total;
    },
    extraPerExposure: (r) => {
      binRates(fit.episodes, withEffect(r), rates);
      let total = 0;
      for (let b = 0; b < BINS; b++) total += rates[b] * hours[b];
      return (r * total) / exposures;
    },
  };
}

/** The food's episode gains (count / rate factor) with their weights, merged when equal. */
function distinctGains(evidence: WindowEvidence, fit: ModelFit, food: number) {
  const tally = new Map<number, number>();
  for (let k = evidence.foodStart[food]; k < evidence.foodStart[food + 1]; k++) {
    const episode = evidence.foodEpisode[k];
    const gain = evidence.foodCount[k] / fit.factors[episode];
    tally.set(gain, (tally.get(gain) ?? 0) + evidence.episodeWeight[episode]);
  }
  return { values: Float64Array.from(tally.keys()), counts: Float64Array.from(tally.values()) };
}
