import { SQRT_2PI } from "../patterns/gaussian";
import { DEFAULT_PATTERN_OPTIONS } from "../patterns/options";
import type { WindowHours } from "../patterns/types";

const { lagStepHours, lagSpreadHours, diffuseSpread } = DEFAULT_PATTERN_OPTIONS;
/**
 * Reaction lags tried: 0.5 h to 24 h (or the end of a longer lag window), on the engine's grid:
 * a slow reaction to lunch may come in the night or the next morning.
 */
const LAG_STEP = lagStepHours;
const FIRST_LAG = 0.5;
export const LAST_LAG = 24;
/** Lags outside the clue's window keep this prior weight relative to those inside. */
const OUTSIDE_WINDOW_WEIGHT = 0.25;
/** A sharp and a diffuse reaction, as in the pattern engine (sd of onset around the lag, hours). */
const SPREADS = [lagSpreadHours, lagSpreadHours * diffuseSpread] as const;
/**
 * The chance q that an exposure is followed by a logged reaction: uniform on [0.2, 1]. Wider
 * than the engine's 0.3 floor: a case plans exposures, so a weak trigger is worth weighing.
 */
const Q_GRID = Array.from({ length: 17 }, (_, k) => 0.2 + 0.05 * k);
/** An hour in which a child is seldom awake to log: reactions then show with this weight. */
const NIGHT_VISIBILITY = 0.3;

/** One exposure: its time (hours since the epoch), local hour, and the chance the food was in it. */
export interface Exposure {
  readonly at: number;
  readonly hour: number;
  readonly weight: number;
}

/**
 * The background rate of tummy trouble (episodes per hour) a serving is weighed against, at a
 * lag after it and seen through a kernel of the given spread: the free days' own aches at the
 * same time after the same meal, so aches that cluster after meals or on school mornings are
 * expected after the planned servings too.
 */
export type BackgroundAt = (exposure: Exposure) => (lag: number, spread: number) => number;

/** A food's Bayes factor on the case's days, and the lag that fits it best. */
export interface CaseFit {
  readonly bayesFactor: number;
  /** Posterior-mean lag (hours) given a trigger. */
  readonly lag: number;
}

function visibility(localHour: number): number {
  const h = ((localHour % 24) + 24) % 24;
  return h >= 7 && h <= 21.5 ? 1 : NIGHT_VISIBILITY;
}

/** The lag grid and its prior (normalised), the clue's window weighted up. */
export function lagPrior(window: WindowHours): { lags: number[]; prior: number[] } {
  const lags: number[] = [];
  for (let l = FIRST_LAG; l <= Math.max(LAST_LAG, window.to) + 1e-9; l += LAG_STEP) lags.push(l);
  const raw = lags.map((l) => (l >= window.from && l <= window.to ? 1 : OUTSIDE_WINDOW_WEIGHT));
  const total = raw.reduce((a, b) => a + b, 0);
  return { lags, prior: raw.map((w) => w / total) };
}

/**
 * The pattern engine's per-meal noisy-OR likelihood on the case's own days: under "trigger",
 * each exposure is followed with chance q (times how visible that hour is) by one episode
 * about `lag` hours later, on top of the background rate; the ratio for a meal is
 * 1 - q v w + q v w r, r being the episodes' kernel density near meal + lag over the
 * background rate at that hour of the day. q (uniform 0.2-1), the lag and the spread are
 * integrated out.
 */
export function caseFit(
  exposures: readonly Exposure[],
  onsets: readonly number[],
  backgroundAt: BackgroundAt,
  window: WindowHours,
): CaseFit {
  const { lags, prior } = lagPrior(window);
  const backgrounds = exposures.map(backgroundAt);
  let total = 0;
  let lagSum = 0;
  lags.forEach((lag, li) => {
    let atLag = 0;
    for (const spread of SPREADS) {
      const terms = exposures.map((e, ei) => {
        let density = 0;
        for (const t of onsets) {
          const z = (t - e.at - lag) / spread;
          if (z > -4 && z < 4) density += Math.exp(-0.5 * z * z) / (spread * SQRT_2PI);
        }
        return {
          vw: visibility(e.hour + lag) * e.weight,
          r: density / backgrounds[ei](lag, spread),
        };
      });
      let qMean = 0;
      for (const q of Q_GRID) {
        let log = 0;
        for (const { vw, r } of terms) log += Math.log(1 - q * vw + q * vw * r);
        qMean += Math.exp(log) / Q_GRID.length;
      }
      atLag += qMean / SPREADS.length;
    }
    total += prior[li] * atLag;
    lagSum += prior[li] * atLag * lag;
  });
  return { bayesFactor: total, lag: total > 0 ? lagSum / total : (window.from + window.to) / 2 };
}
