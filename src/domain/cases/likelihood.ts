import { normalCdf, SQRT_2PI } from "../patterns/gaussian";
import { DEFAULT_PATTERN_OPTIONS } from "../patterns/options";
import type { WindowHours } from "../patterns/types";

const { lagStepHours, lagSpreadHours, diffuseSpread } = DEFAULT_PATTERN_OPTIONS;
/**
 * Reaction lags tried: 0.5 h to 24 h (or the end of a longer lag window), on the engine's grid:
 * a slow reaction to lunch may come in the night or the next morning.
 */
const LAG_STEP = lagStepHours;
export const FIRST_LAG = 0.5;
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
export const NIGHT_VISIBILITY = 0.3;

/** One exposure: its time (hours since the epoch), local hour, and the chance the food was in it. */
export interface Exposure {
  readonly at: number;
  readonly hour: number;
  readonly weight: number;
}

/**
 * When an episode began (hours since the epoch): at its logged time `at`, or, with chance
 * `spread`, anywhere between `from` and `at`: a check logged late (the form logs "now") or a
 * morning check-in telling of trouble in the night.
 */
export interface Onset {
  readonly at: number;
  readonly from: number;
  /** The chance (0-1) that the onset lies anywhere in [from, at] rather than at `at`. */
  readonly spread: number;
  /**
   * How much the episode weighs (1 unless set): an episode of a heavy day, many aches on one
   * day, weighs less, so the day says as much as its information deserves.
   */
  readonly weight?: number;
}

function pointDensity(at: number, centre: number, spread: number): number {
  const z = (at - centre) / spread;
  return z > -4 && z < 4 ? Math.exp(-0.5 * z * z) / (spread * SQRT_2PI) : 0;
}

/**
 * The density of a reaction expected at `centre` (a normal kernel of the given spread) at an
 * onset: at its time, or averaged over the hours it may have begun in.
 */
export function onsetDensity(onset: Onset, centre: number, spread: number): number {
  const width = onset.at - onset.from;
  if (width < 1e-6 || onset.spread === 0) return pointDensity(onset.at, centre, spread);
  const hi = (onset.at - centre) / spread;
  const lo = (onset.from - centre) / spread;
  const over = hi < -4 || lo > 4 ? 0 : (normalCdf(hi) - normalCdf(lo)) / width;
  if (onset.spread === 1) return over;
  return (1 - onset.spread) * pointDensity(onset.at, centre, spread) + onset.spread * over;
}

/** How visible a reaction at `lag` hours after an exposure would be in the diary (0-1). */
export type VisibilityAt = (exposure: Exposure, lag: number) => number;

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

/** Whether a local hour (any number, taken modulo 24) is one a child is usually awake in. */
export function isWakingHour(localHour: number): boolean {
  const h = ((localHour % 24) + 24) % 24;
  return h >= 7 && h <= 21.5;
}

/** Visibility from the hour alone: a reaction in the night shows a third as often. */
export const hourVisibility: VisibilityAt = (e, lag) =>
  isWakingHour(e.hour + lag) ? 1 : NIGHT_VISIBILITY;

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
  onsets: readonly Onset[],
  backgroundAt: BackgroundAt,
  window: WindowHours,
  visibility: VisibilityAt = hourVisibility,
  knownLag?: number,
): CaseFit {
  const { lags, prior } =
    knownLag === undefined ? lagPrior(window) : { lags: [knownLag], prior: [1] };
  const backgrounds = exposures.map(backgroundAt);
  let total = 0;
  let lagSum = 0;
  lags.forEach((lag, li) => {
    let atLag = 0;
    for (const spread of SPREADS) {
      const terms = exposures.map((e, ei) => {
        let density = 0;
        for (const o of onsets) density += onsetDensity(o, e.at + lag, spread) * (o.weight ?? 1);
        return {
          vw: visibility(e, lag) * e.weight,
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
