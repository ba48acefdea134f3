import { BIN_HOURS, BIN_COUNT as BINS, binOf } from "./day-bins";
import type { Exposure } from "./lag-table";
import type { PatternOptions } from "./options";
import type { PreparedMeals } from "./prepare";
import type { WindowHours } from "./types";

/** A grid of lags (hours after a meal) with the log prior of each. */
export interface LagGrid {
  readonly lags: Float64Array;
  readonly logLagPrior: Float64Array;
}

/** The options the timing model reads (see options.ts for what each is and why). */
export type TimingSettings = Pick<
  PatternOptions,
  | "minChance"
  | "kernelReach"
  | "priorDays"
  | "pseudoEpisodes"
  | "backgroundRounds"
  | "refitFrom"
  | "visibilityFloor"
  | "diffusePrior"
>;

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
  readonly settings: TimingSettings;
}

/**
 * The lag grid covers the windows; each window holds its prior weight (the first 1, later ones
 * lateWeight), spread evenly over its lags.
 */
export function lagGrid(
  windows: readonly WindowHours[],
  lateWeight: number,
  step: number,
): LagGrid {
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

/**
 * What one kind of discomfort says in time, for fitting foods to it: the background rate per bin
 * of the day from the episodes over the days of the diary, at each onset.
 */
export function timingData(
  meals: PreparedMeals,
  onsets: Float64Array,
  days: number,
  grid: LagGrid,
  spread: number,
  exposure: (food: number) => Exposure,
  settings: TimingSettings,
  visibility: Float64Array = visibilityOf(onsets, days, settings),
  markWeight: Float64Array | null = null,
): TimingData {
  const { counts, span, prior } = binCounts(onsets, days, settings);
  const binHours = (span + settings.priorDays) * BIN_HOURS;
  const binPrior = Float64Array.from(counts, () => prior);
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
    settings,
  };
}

/**
 * How likely an episode is to be logged at each time of day, relative to the busiest time: the
 * rate of all episodes per bin (pulled towards the common rate) over the highest. A child
 * asleep logs little, so a quiet night after a meal says less against its foods.
 */
export function visibilityOf(
  onsets: Float64Array,
  days: number,
  settings: Pick<PatternOptions, "pseudoEpisodes" | "priorDays" | "visibilityFloor">,
): Float64Array {
  const { counts, prior } = binCounts(onsets, days, settings);
  const perBin = counts.map((n) => n + prior);
  const top = Math.max(...perBin);
  return perBin.map((n) => Math.max(settings.visibilityFloor, n / top));
}

/**
 * Episodes per bin of the day, the diary's span (days, at least 1), and the prior episodes of
 * each bin: priorDays of the diary's common rate (with pseudoEpisodes so it is never zero).
 */
export function binCounts(
  onsets: Float64Array,
  days: number,
  { pseudoEpisodes, priorDays }: Pick<PatternOptions, "pseudoEpisodes" | "priorDays">,
): { counts: Float64Array; span: number; prior: number } {
  const counts = new Float64Array(BINS);
  for (const t of onsets) counts[binOf(t)] += 1;
  const span = Math.max(days, 1);
  const common = (onsets.length + pseudoEpisodes) / (span * 24);
  return { counts, span, prior: priorDays * common * BIN_HOURS };
}
