import type { TimingData } from "./background";
import { BIN_COUNT as BINS, binOf } from "./day-bins";
import { lowerBound } from "./evidence";
import { integrateChance, SQRT_2PI } from "./gaussian";
import {
  type Exposure,
  type LagTable,
  lagTable,
  type SparseRatios,
  sparseRatios,
} from "./lag-table";

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
 * Log Bayes factor of "each meal with the food causes, with chance q, an episode about `lag`
 * hours later" (q uniform on minChance (0.3) to 1, the lag from the grid's prior) against "the
 * food causes none". A meal's likelihood ratio is 1 - w v q + w v q r, where w is the chance
 * the food was eaten, v the visibility of that time of day and r the ratio of the episodes near
 * meal + lag under the kernel to the background rate: quiet meals count against the food, and
 * an episode counts for it only as much as it is unusual at that time of day and close to the
 * food's own lag.
 */
export function fitFood(data: TimingData, food: number, rate: Float64Array = data.rate): FoodFit {
  const { backgroundRounds, refitFrom } = data.settings;
  let fit = fitOnce(data, food, rate);
  // A food with no evidence claims next to no episodes: refitting would change nothing.
  for (let round = 0; round < backgroundRounds && fit.logBayes > refitFrom; round++) {
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
  const reach = data.settings.kernelReach * spread;
  const near = sparseRatios(exposure, onsets, rate, markWeight, lags, spread, reach);
  const table = lagTable(exposure, lags);
  const terms = emptyTerms(table);
  const logMarginal = new Float64Array(lags.length);
  const bestChance = new Float64Array(lags.length);
  for (let j = 0; j < lags.length; j++) {
    collectTerms(terms, data.visibility, exposure, near, table, j);
    const [logValue, best] = integrateChance(
      data.settings.minChance,
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
  const { kernelReach } = data.settings;
  for (const [food, fit] of fits) {
    const { times, weights } = data.exposure(food);
    const reach = kernelReach * fit.spread;
    const norm = 1 / (fit.spread * SQRT_2PI);
    for (let k = 0; k < times.length; k++) {
      const centre = times[k] + fit.lag;
      const height = fit.chance * weights[k] * data.visibility[binOf(centre)] * norm;
      for (let o = lowerBound(onsets, centre - reach); o < onsets.length; o++) {
        const z = (onsets[o] - centre) / fit.spread;
        if (z > kernelReach) break;
        rate[o] += height * Math.exp(-0.5 * z * z);
      }
    }
  }
  return rate;
}

/**
 * A food's evidence over both ways a reaction may follow a meal: at about the same lag every
 * time (sharp) or anywhere within a few hours of it (diffuse), the diffuse way with prior
 * diffusePrior (a half). The lag and chance reported are those of the better fitting way.
 */
export function fitEither(
  sharp: TimingData,
  diffuse: TimingData,
  food: number,
  rate: Float64Array = sharp.rate,
): FoodFit {
  const a = fitFood(sharp, food, rate);
  const b = fitFood(diffuse, food, rate);
  const { diffusePrior } = sharp.settings;
  const top = Math.max(a.logBayes, b.logBayes);
  const mixed =
    (1 - diffusePrior) * Math.exp(a.logBayes - top) + diffusePrior * Math.exp(b.logBayes - top);
  const logBayes = top + Math.log(mixed);
  return { ...(a.logBayes >= b.logBayes ? a : b), logBayes };
}
