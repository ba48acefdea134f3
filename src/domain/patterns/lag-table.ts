import { BIN_COUNT, BIN_HOURS, hourOfDay } from "./day-bins";
import { lowerBound } from "./evidence";
import { SQRT_2PI } from "./gaussian";

/** Meal times with the chance that the food was eaten then (1 when logged). */
export interface Exposure {
  readonly times: Float64Array;
  readonly weights: Float64Array;
}

/**
 * What a food's fit needs of its meals at every lag of a grid, whatever the episodes: the class
 * of each meal's weight, the bin of the day each meal + lag falls in, and how many meals of each
 * class fall in each bin. Built once per food and grid, shared by all the fits of a run.
 */
export interface LagTable {
  /** Per meal, the index of its weight in classWeights. */
  readonly mealClass: Int32Array;
  readonly classWeights: Float64Array;
  /** Bin of the day of meal k + lag j: bins[j * meals + k]. */
  readonly bins: Uint8Array;
  /** Meals of class c whose meal + lag j falls in bin b: counts[(j * classes + c) * BIN_COUNT + b]. */
  readonly counts: Float64Array;
}

const tables = new WeakMap<Exposure, WeakMap<Float64Array, LagTable>>();

/** The lag table of a food's exposure for a grid of lags (memoised on both). */
export function lagTable(exposure: Exposure, lags: Float64Array): LagTable {
  const byGrid = kept(tables, exposure, () => new WeakMap());
  return kept(byGrid, lags, () => buildTable(exposure, lags));
}

/** The value memoised under a key, made and kept on first use. */
function kept<K extends object, V>(memo: WeakMap<K, V>, key: K, make: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}

function buildTable({ times, weights }: Exposure, lags: Float64Array): LagTable {
  const n = times.length;
  const distinct: number[] = [];
  const mealClass = Int32Array.from(weights, (w) => {
    const at = distinct.indexOf(w);
    if (at >= 0) return at;
    distinct.push(w);
    return distinct.length - 1;
  });
  const classes = distinct.length;
  const hourOfMeal = Float64Array.from(times, hourOfDay);
  const bins = new Uint8Array(lags.length * n);
  const counts = new Float64Array(lags.length * classes * BIN_COUNT);
  for (let j = 0; j < lags.length; j++) {
    for (let k = 0; k < n; k++) {
      let hour = hourOfMeal[k] + lags[j];
      if (hour >= 24) hour -= 24 * Math.floor(hour / 24);
      const bin = Math.min(BIN_COUNT - 1, Math.floor(hour / BIN_HOURS));
      bins[j * n + k] = bin;
      counts[(j * classes + mealClass[k]) * BIN_COUNT + bin] += 1;
    }
  }
  return { mealClass, classWeights: Float64Array.from(distinct), bins, counts };
}

/**
 * Per lag of a grid, the meals with an episode near meal + lag and the ratio of the episodes'
 * density under "the meal caused one" to their density under the rate: for lag j, the meals
 * meal[start[j]] .. meal[start[j + 1] - 1] (ascending) with their ratios. Every other meal is
 * quiet at that lag.
 */
export interface SparseRatios {
  readonly start: Int32Array;
  readonly meal: Int32Array;
  readonly ratio: Float64Array;
}

/**
 * Which episodes are near which meal at which lag, with the kernel's shape there: all that
 * does not depend on the rate, so the many fits of one food and kind share it.
 */
interface Nearness {
  readonly spread: number;
  readonly reach: number;
  readonly start: Int32Array;
  readonly meal: Int32Array;
  /** Per (meal, onset, lag) triple, in that order: its slot in meal/ratio, its onset, exp(-z^2 / 2). */
  readonly cell: Int32Array;
  readonly onset: Int32Array;
  readonly shape: Float64Array;
}

const nearness = new WeakMap<Exposure, WeakMap<Float64Array, WeakMap<Float64Array, Nearness[]>>>();

/**
 * The ratios of a food's meals at every lag: a Gaussian kernel of the given spread around
 * meal + lag, over the rate at each onset, times the onset's mark weight (1 when kinds are not
 * told apart). Kernels are cut `reach` hours from their centre.
 */
export function sparseRatios(
  exposure: Exposure,
  onsets: Float64Array,
  rate: Float64Array,
  markWeight: Float64Array | null,
  lags: Float64Array,
  spread: number,
  reach: number,
): SparseRatios {
  const near = nearnessOf(exposure, onsets, lags, spread, reach);
  const norm = 1 / (spread * SQRT_2PI);
  const scale = new Float64Array(onsets.length);
  for (let o = 0; o < onsets.length; o++) {
    scale[o] = (norm * (markWeight ? markWeight[o] : 1)) / rate[o];
  }
  const ratio = new Float64Array(near.meal.length);
  for (let i = 0; i < near.cell.length; i++) {
    ratio[near.cell[i]] += scale[near.onset[i]] * near.shape[i];
  }
  return { start: near.start, meal: near.meal, ratio };
}

function nearnessOf(
  exposure: Exposure,
  onsets: Float64Array,
  lags: Float64Array,
  spread: number,
  reach: number,
): Nearness {
  const byOnsets = kept(nearness, exposure, () => new WeakMap());
  const byGrid = kept(byOnsets, onsets, () => new WeakMap());
  const known = kept(byGrid, lags, (): Nearness[] => []);
  let found = known.find((near) => near.spread === spread && near.reach === reach);
  if (!found) {
    found = measureNearness(exposure.times, onsets, lags, spread, reach);
    known.push(found);
  }
  return found;
}

/** Visits each (meal k, onset o, lag j) triple near enough, with z = (onset - meal - lag) / spread. */
type NearVisitor = (each: (k: number, o: number, j: number, z: number) => void) => void;

/**
 * Which episodes fall within `reach` of meal + lag, for every meal and lag: visited twice (once
 * to count and number the slots, once to fill them), so the arrays are sized exactly.
 */
function measureNearness(
  times: Float64Array,
  onsets: Float64Array,
  lags: Float64Array,
  spread: number,
  reach: number,
): Nearness {
  const n = times.length;
  const visit = nearVisitor(times, onsets, lags, spread, reach);
  const { triples, start, meal, slotOfCell } = slotsOf(visit, n, lags.length);
  const cell = new Int32Array(triples);
  const onset = new Int32Array(triples);
  const shape = new Float64Array(triples);
  let i = 0;
  visit((k, o, j, z) => {
    cell[i] = slotOfCell[j * n + k];
    onset[i] = o;
    shape[i] = Math.exp(-0.5 * z * z);
    i += 1;
  });
  return { spread, reach, start, meal, cell, onset, shape };
}

function nearVisitor(
  times: Float64Array,
  onsets: Float64Array,
  lags: Float64Array,
  spread: number,
  reach: number,
): NearVisitor {
  const lagCount = lags.length;
  const first = lags[0];
  const last = lags[lagCount - 1];
  const step = lagCount > 1 ? lags[1] - lags[0] : 1;
  return (each) => {
    for (let k = 0; k < times.length; k++) {
      const t = times[k];
      for (
        let o = lowerBound(onsets, t + first - reach);
        o < onsets.length && onsets[o] <= t + last + reach;
        o++
      ) {
        const d = onsets[o] - t;
        const lo = Math.max(0, Math.ceil((d - reach - first) / step - 1e-9));
        const hi = Math.min(lagCount - 1, Math.floor((d + reach - first) / step + 1e-9));
        for (let j = lo; j <= hi; j++) each(k, o, j, (d - lags[j]) / spread);
      }
    }
  };
}

/**
 * The slots of the (meal, lag) cells with an episode near: lag by lag, meals ascending within a
 * lag (start and meal as in SparseRatios), the slot of each cell (-1: none), and the number of
 * near triples.
 */
function slotsOf(visit: NearVisitor, n: number, lagCount: number) {
  let triples = 0;
  const slotOfCell = new Int32Array(lagCount * n).fill(-1);
  const start = new Int32Array(lagCount + 1);
  visit((k, _o, j) => {
    triples += 1;
    if (slotOfCell[j * n + k] === -1) {
      slotOfCell[j * n + k] = 0;
      start[j + 1] += 1;
    }
  });
  for (let j = 0; j < lagCount; j++) start[j + 1] += start[j];
  const meal = new Int32Array(start[lagCount]);
  const fill = start.slice(0, lagCount);
  for (let j = 0; j < lagCount; j++) {
    for (let k = 0; k < n; k++) {
      if (slotOfCell[j * n + k] === -1) continue;
      slotOfCell[j * n + k] = fill[j];
      meal[fill[j]++] = k;
    }
  }
  return { triples, start, meal, slotOfCell };
}
