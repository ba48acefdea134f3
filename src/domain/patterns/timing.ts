import { BIN_HOURS, BIN_COUNT as BINS, binOf } from "./day-bins";
import { lowerBound } from "./evidence";
import { integrateChance } from "./gaussian";
import {
  type Exposure,
  type LagTable,
  lagTable,
  type SparseRatios,
  sparseRatios,
} from "./lag-table";
import type { PreparedMeals } from "./prepare";
import type { WindowHours } from "./types";

/** Lags (hours after a meal) are tried on a grid of this step. */
const LAG_STEP = 0.25;
/** A kernel is cut off this many spreads from its centre. */
const KERNEL_REACH = 3;
/** Smallest chance of a logged reaction after a trigger the prior allows (q uniform above it). */
const MIN_CHANCE = 0.3;
/** Days of the common rate that pull each bin's background rate towards it. */
const PRIOR_DAYS = 10;
/** Half an episode over the diary keeps the background rate above zero. */
const PSEUDO_EPISODES = 0.5;
/** Times the background is re-estimated without the episodes a food's fit claims. */
const BACKGROUND_ROUNDS = 1;
/** Foods with a smaller log Bayes factor are not refitted. */
const REFIT_FROM = -1;
/** A time of day is never taken as less visible than this. */
const VISIBILITY_FLOOR = 0.2;
const SQRT_2PI = Math.sqrt(2 * Math.PI);

/**
 * What one kind of discomfort says in time: its episodes, the background rate (episodes per
 * hour at that time of day) at each episode, and the grid of lags a reaction may follow a meal
 * by, with its prior.
 */
export interface TimingData {
  readonly meals: PreparedMeals;
  /** Onsets of the episodes (hours), sorted. */
  readonly onsets: Float64Array;
  /** Background rate (episodes per hour) at each onset. */
  readonly rate: Float64Array;
  /** The bin of the day of each onset, and per bin its episodes and the prior-weighted hours. */
  readonly onsetBin: Uint8Array;
  readonly binEpisodes: Float64Array;
  readonly binPrior: Float64Array;
  readonly binHours: number;
  readonly lags: Float64Array;
  readonly logLagPrior: Float64Array;
  /** Spread (sd, hours) of a reaction's onset around its lag. */
  readonly spread: number;
  /** The meals in which each food was (probably) eaten, with the chance it was. */
  readonly exposure: (food: number) => Exposure;
  /** Per bin of the day, the chance that an episode then is logged, relative to the best bin. */
  readonly visibility: Float64Array;
  /**
   * Per onset, how much more likely its kind is for a reaction than for the background
   * (1 when kinds are not told apart).
   */
  readonly markWeight: Float64Array | null;
}

/** A food's evidence: its log Bayes factor and the lag and chance that fit it best. */
export interface FoodFit {
  readonly logBayes: number;
  /** Posterior probability of each lag of the grid. */
  readonly lagPosterior: Float64Array;
  readonly lag: number;
  readonly chance: number;
  /** The lag grid and spread the fit was made with. */
  readonly lags: Float64Array;
  readonly spread: number;
}

/**
 * The lag grid covers the windows; each window holds its prior weight (the first 1, later ones
 * lateWeight), spread evenly over its lags.
 */
export function lagGrid(windows: readonly WindowHours[], lateWeight: number, step = LAG_STEP) {
  const from = Math.min(...windows.map((w) => w.from));
  const to = Math.max(...windows.map((w) => w.to));
  const count = Math.max(1, Math.floor((to - from) / step + 1e-9) + 1);
  const lags = Float64Array.from({ length: count }, (_, j) => from + j * step);
  const prior = new Float64Array(count);
  windows.forEach((window, i) => {
    const inside: number[] = [];
    lags.forEach((lag, j) => {
      if (lag >= window.from - 1e-9 && lag <= window.to + 1e-9) inside.push(j);
    });
    for (const j of inside) prior[j] += (i === 0 ? 1 : lateWeight) / inside.length;
  });
  const total = prior.reduce((s, p) => s + p, 0);
  return { lags, logLagPrior: prior.map((p) => Math.log(p / total)) };
}

/** Background rate per bin of the day from the episodes over the days of the diary. */
export function timingData(
  meals: PreparedMeals,
  onsets: Float64Array,
  days: number,
  grid: { lags: Float64Array; logLagPrior: Float64Array },
  spread: number,
  exposure: (food: number) => Exposure,
  visibility: Float64Array = visibilityOf(onsets, days),
  markWeight: Float64Array | null = null,
): TimingData {
  const counts = new Float64Array(BINS);
  for (const t of onsets) counts[binOf(t)] += 1;
  const span = Math.max(days, 1);
  const common = (onsets.length + PSEUDO_EPISODES) / (span * 24);
  const binHours = (span + PRIOR_DAYS) * BIN_HOURS;
  const binPrior = Float64Array.from(counts, () => PRIOR_DAYS * common * BIN_HOURS);
  const perBin = Float64Array.from(counts, (n, b) => (n + binPrior[b]) / binHours);
  const onsetBin = Uint8Array.from(onsets, (t) => binOf(t));
  const rate = Float64Array.from(onsetBin, (b) => perBin[b]);
  return {
    meals,
    onsets,
    rate,
    onsetBin,
    binEpisodes: counts,
    binPrior,
    binHours,
    ...grid,
    spread,
    exposure,
    visibility,
    markWeight,
  };
}

/**
 * How likely an episode is to be logged at each time of day, relative to the busiest time: the
 * rate of all episodes per bin (pulled towards the common rate) over the highest. A child
 * asleep logs little, so a quiet night after a meal says less against its foods.
 */
export function visibilityOf(onsets: Float64Array, days: number): Float64Array {
  const counts = new Float64Array(BINS);
  for (const t of onsets) counts[binOf(t)] += 1;
  const span = Math.max(days, 1);
  const common = (onsets.length + PSEUDO_EPISODES) / (span * 24);
  const perBin = counts.map((n) => n + PRIOR_DAYS * common * BIN_HOURS);
  const top = Math.max(...perBin);
  return perBin.map((n) => Math.max(VISIBILITY_FLOOR, n / top));
}

/**
 * Log Bayes factor of "each meal with the food causes, with chance q, an episode about `lag`
 * hours later" (q uniform on MIN_CHANCE (0.3) to 1, the lag from the grid's prior) against "the
 * food causes none". A meal's likelihood ratio is 1 - w v q + w v q r, where w is the chance
 * the food was eaten, v the visibility of that time of day and r the ratio of the episodes near
 * meal + lag under the kernel to the background rate: quiet meals count against the food, and
 * an episode counts for it only as much as it is unusual at that time of day and close to the
 * food's own lag.
 */
export function fitFood(data: TimingData, food: number, rate: Float64Array = data.rate): FoodFit {
  let fit = fitOnce(data, food, rate);
  // A food with no evidence claims next to no episodes: refitting would change nothing.
  for (let round = 0; round < BACKGROUND_ROUNDS && fit.logBayes > REFIT_FROM; round++) {
    fit = fitOnce(data, food, withoutFood(data, food, fit, rate));
  }
  return fit;
}

/**
 * The rate with the background of each bin re-estimated without the episodes the food's fit
 * claims (their expected number), so that a food eaten every morning does not hide its own
 * reactions in a "busy morning" background.
 */
function withoutFood(
  data: TimingData,
  food: number,
  fit: FoodFit,
  rate: Float64Array,
): Float64Array {
  const own = rateWith(data, new Map([[food, fit]]), new Float64Array(data.onsets.length));
  const claimed = new Float64Array(BINS);
  for (let o = 0; o < own.length; o++) {
    const mine = own[o] * (data.markWeight ? data.markWeight[o] : 1);
    if (mine > 0) claimed[data.onsetBin[o]] += mine / (mine + rate[o]);
  }
  const next = Float64Array.from(rate);
  for (let o = 0; o < next.length; o++) {
    const b = data.onsetBin[o];
    const before = (data.binEpisodes[b] + data.binPrior[b]) / data.binHours;
    const after = (data.binEpisodes[b] - claimed[b] + data.binPrior[b]) / data.binHours;
    next[o] = rate[o] - before + after;
  }
  return next;
}

/** One fit of a food against the given rate: per lag, its chance integrated out; then the lags. */
function fitOnce(data: TimingData, food: number, rate: Float64Array): FoodFit {
  const { lags, onsets, spread, markWeight } = data;
  const exposure = data.exposure(food);
  const near = sparseRatios(
    exposure,
    onsets,
    rate,
    markWeight,
    lags,
    spread,
    KERNEL_REACH * spread,
  );
  const table = lagTable(exposure, lags);
  const terms = emptyTerms(table);
  const logMarginal = new Float64Array(lags.length);
  const bestChance = new Float64Array(lags.length);
  for (let j = 0; j < lags.length; j++) {
    collectTerms(terms, data.visibility, exposure, near, table, j);
    const [logValue, best] = integrateChance(
      MIN_CHANCE,
      terms.quietWeight,
      terms.quietCount,
      terms.activeWeight,
      terms.activeRatio,
    );
    logMarginal[j] = logValue;
    bestChance[j] = best;
  }
  return averageOverLags(data, logMarginal, bestChance);
}

/**
 * The terms of a food's likelihood at one lag: the meals with an episode near meal + lag, each
 * with its ratio r and weight w v, and the quiet meals grouped by weight and bin (they share
 * one term count * log(1 - w v q)). Reused from lag to lag.
 */
interface LagTerms {
  /** Per (weight class, bin) cell, the quiet meals in it. */
  readonly quiet: Float64Array;
  readonly activeRatio: number[];
  readonly activeWeight: number[];
  readonly quietWeight: number[];
  readonly quietCount: number[];
}

function emptyTerms(table: LagTable): LagTerms {
  return {
    quiet: new Float64Array(table.classWeights.length * BINS),
    activeRatio: [],
    activeWeight: [],
    quietWeight: [],
    quietCount: [],
  };
}

/** Fills `terms` with the likelihood's terms at lag j. */
function collectTerms(
  terms: LagTerms,
  visibility: Float64Array,
  exposure: Exposure,
  near: SparseRatios,
  table: LagTable,
  j: number,
): void {
  const { quiet, activeRatio, activeWeight, quietWeight, quietCount } = terms;
  const n = exposure.times.length;
  const cells = quiet.length;
  activeRatio.length = 0;
  activeWeight.length = 0;
  quietWeight.length = 0;
  quietCount.length = 0;
  quiet.set(table.counts.subarray(j * cells, (j + 1) * cells));
  for (let a = near.start[j]; a < near.start[j + 1]; a++) {
    const r = near.ratio[a];
    if (r === 0) continue;
    const k = near.meal[a];
    const bin = table.bins[j * n + k];
    quiet[table.mealClass[k] * BINS + bin] -= 1;
    activeRatio.push(r);
    activeWeight.push(exposure.weights[k] * visibility[bin]);
  }
  for (let c = 0; c < cells; c++) {
    if (quiet[c] === 0) continue;
    quietWeight.push(table.classWeights[Math.floor(c / BINS)] * visibility[c % BINS]);
    quietCount.push(quiet[c]);
  }
}

/**
 * The food's fit from the marginal likelihood of each lag: the log Bayes factor averages them
 * under the grid's prior, and the lag reported is the most probable one, with its best chance.
 */
function averageOverLags(
  data: TimingData,
  logMarginal: Float64Array,
  bestChance: Float64Array,
): FoodFit {
  const lagCount = logMarginal.length;
  let top = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < lagCount; j++) top = Math.max(top, logMarginal[j] + data.logLagPrior[j]);
  const lagPosterior = new Float64Array(lagCount);
  let sum = 0;
  for (let j = 0; j < lagCount; j++) {
    lagPosterior[j] = Math.exp(logMarginal[j] + data.logLagPrior[j] - top);
    sum += lagPosterior[j];
  }
  let best = 0;
  for (let j = 0; j < lagCount; j++) {
    lagPosterior[j] /= sum;
    if (lagPosterior[j] > lagPosterior[best]) best = j;
  }
  return {
    logBayes: top + Math.log(sum),
    lags: data.lags,
    spread: data.spread,
    lagPosterior,
    lag: data.lags[best],
    chance: bestChance[best],
  };
}

/** The rate at each onset once the given foods are in the model at their best lag and chance. */
export function rateWith(
  data: TimingData,
  fits: ReadonlyMap<number, FoodFit>,
  rate: Float64Array = Float64Array.from(data.rate),
): Float64Array {
  const { onsets } = data;
  for (const [food, fit] of fits) {
    const { times, weights } = data.exposure(food);
    const reach = KERNEL_REACH * fit.spread;
    const norm = 1 / (fit.spread * SQRT_2PI);
    for (let k = 0; k < times.length; k++) {
      const centre = times[k] + fit.lag;
      const height = fit.chance * weights[k] * data.visibility[binOf(centre)] * norm;
      for (let o = lowerBound(onsets, centre - reach); o < onsets.length; o++) {
        const z = (onsets[o] - centre) / fit.spread;
        if (z > KERNEL_REACH) break;
        rate[o] += height * Math.exp(-0.5 * z * z);
      }
    }
  }
  return rate;
}

/**
 * A food's evidence over both ways a reaction may follow a meal: at about the same lag every
 * time (sharp) or anywhere within a few hours of it (diffuse), each with half the prior. The
 * lag and chance reported are those of the better fitting way.
 */
export function fitEither(
  sharp: TimingData,
  diffuse: TimingData,
  food: number,
  rate: Float64Array = sharp.rate,
): FoodFit {
  const a = fitFood(sharp, food, rate);
  const b = fitFood(diffuse, food, rate);
  const top = Math.max(a.logBayes, b.logBayes);
  const logBayes =
    top + Math.log(0.5 * Math.exp(a.logBayes - top) + 0.5 * Math.exp(b.logBayes - top));
  return { ...(a.logBayes >= b.logBayes ? a : b), logBayes };
}
