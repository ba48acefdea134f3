import { BIN_COUNT } from "./day-bins";
import type { WindowEvidence } from "./evidence";
import { backgroundChances, KAPPA, type ModelFit } from "./model";

const BINS: number = BIN_COUNT;
const SEARCH_STEPS = 20;
const SIMPSON_INTERVALS = 24;
/** Gauss-Hermite nodes and weights (7 points) for integrating over a bin's background. */
const HERMITE_NODES = [
  -2.6519613568352334, -1.6735516287674714, -0.8162878828589647, 0, 0.8162878828589647,
  1.6735516287674714, 2.6519613568352334,
];
const HERMITE_WEIGHTS = [
  0.000971781245099519, 0.05451558281912703, 0.4256072526101278, 0.8102646175568073,
  0.4256072526101278, 0.05451558281912703, 0.000971781245099519,
];
const BACKGROUND_POINTS = HERMITE_NODES.length;
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** Meals of the food in one bin that share a survival and an outcome. */
interface MealGroup {
  readonly survival: number;
  readonly outcome: number;
  count: number;
}

/** The background of one bin: grid points of its chance with normalised log weights. */
interface BackgroundGrid {
  readonly chances: Float64Array;
  readonly logWeights: Float64Array;
  /** Meals of the food in the bin that reacted (fully or in part). */
  readonly reacted: MealGroup[];
  /** Per grid point, the log chance that the quiet meals stayed quiet without the food. */
  readonly quietBase: Float64Array;
  /** Weight of the quiet part (sum of count * (1 - outcome)), multiplying log(1 - q). */
  readonly quietCount: number;
}

/**
 * Log Bayes factor for "the food adds a chance q of a reaction" against "it adds none", the
 * rest of the model held at `fit` (which must not include the food). The background of each
 * bin of the day is learnt from the meals without the food and integrated over its
 * uncertainty, so neither a trigger's own reactions nor a lucky quiet spell decide alone. The
 * prior on q is uniform on 0 to 1: "any extra chance, from never to every time".
 */
export function logBayesFactor(evidence: WindowEvidence, fit: ModelFit, food: number): number {
  const grids = backgroundGrids(evidence, fit, food);
  const terms = new Float64Array(BACKGROUND_POINTS);
  const logMarginal = (q: number) => {
    let total = 0;
    const logStay = Math.log1p(-q);
    for (const grid of grids) {
      let top = Number.NEGATIVE_INFINITY;
      for (let j = 0; j < BACKGROUND_POINTS; j++) {
        let value = grid.logWeights[j] + grid.quietBase[j] + grid.quietCount * logStay;
        for (const group of grid.reacted) {
          const quiet = (1 - grid.chances[j]) * group.survival * (1 - q);
          value += group.count * group.outcome * Math.log(1 - quiet);
        }
        terms[j] = value;
        if (value > top) top = value;
      }
      let sum = 0;
      for (const value of terms) sum += Math.exp(value - top);
      total += top + Math.log(sum);
    }
    return total;
  };
  const top = 1 - 1e-6;
  const base = logMarginal(0);
  let lo = 0;
  let hi = top;
  let a = hi - GOLDEN * (hi - lo);
  let b = lo + GOLDEN * (hi - lo);
  let atA = logMarginal(a);
  let atB = logMarginal(b);
  for (let step = 0; step < SEARCH_STEPS; step++) {
    if (atA < atB) {
      lo = a;
      a = b;
      atA = atB;
      b = lo + GOLDEN * (hi - lo);
      atB = logMarginal(b);
    } else {
      hi = b;
      b = a;
      atB = atA;
      a = hi - GOLDEN * (hi - lo);
      atA = logMarginal(a);
    }
  }
  const best = (lo + hi) / 2;
  const peak = Math.max(logMarginal(best), base);
  const h = 1e-3;
  const left = logMarginal(Math.max(0, best - h));
  const right = logMarginal(Math.min(top, best + h));
  const curvature = Math.max(-(left - 2 * logMarginal(best) + right) / (h * h), 1);
  const reach = 10 / Math.sqrt(curvature);
  const from = Math.max(0, best - reach);
  const to = Math.min(top, best + reach);
  const step = (to - from) / SIMPSON_INTERVALS;
  let area = 0;
  for (let i = 0; i <= SIMPSON_INTERVALS; i++) {
    const weight = i === 0 || i === SIMPSON_INTERVALS ? 1 : i % 2 === 1 ? 4 : 2;
    area += weight * Math.exp(logMarginal(from + i * step) - peak);
  }
  area *= step / 3;
  return peak - base + Math.log(Math.max(area, 1e-300));
}

/** Per bin where the food was eaten: the background chance learnt from the other meals. */
function backgroundGrids(evidence: WindowEvidence, fit: ModelFit, food: number): BackgroundGrid[] {
  const { meals, outcome, mealBin } = evidence;
  const credit = Float64Array.from(fit.backgroundCredit);
  const counts = Float64Array.from(fit.binMeals);
  const groups: Map<string, MealGroup>[] = Array.from({ length: BINS }, () => new Map());
  for (let k = meals.foodStart[food]; k < meals.foodStart[food + 1]; k++) {
    const m = meals.foodMeal[k];
    const bin = mealBin[m];
    counts[bin] -= 1;
    const b = fit.background[bin];
    if (outcome[m] > 0) credit[bin] -= (outcome[m] * b) / (1 - (1 - b) * fit.survival[m]);
    const key = `${fit.survival[m]}|${outcome[m]}`;
    const group = groups[bin].get(key);
    if (group) group.count += 1;
    else groups[bin].set(key, { survival: fit.survival[m], outcome: outcome[m], count: 1 });
  }
  const means = backgroundChances(credit, counts, new Float64Array(BINS));
  const grids: BackgroundGrid[] = [];
  for (let bin = 0; bin < BINS; bin++) {
    if (groups[bin].size === 0) continue;
    // Beta posterior of the bin's chance: its meals plus KAPPA meals at the common chance.
    const alpha = means[bin] * (Math.max(counts[bin], 0) + KAPPA);
    const beta = (1 - means[bin]) * (Math.max(counts[bin], 0) + KAPPA);
    const grid = betaGrid(alpha, beta);
    const all = [...groups[bin].values()];
    const quietBase = new Float64Array(BACKGROUND_POINTS);
    let quietCount = 0;
    for (const group of all) {
      const weight = group.count * (1 - group.outcome);
      quietCount += weight;
      for (let j = 0; j < BACKGROUND_POINTS; j++) {
        quietBase[j] += weight * (Math.log1p(-grid.chances[j]) + Math.log(group.survival));
      }
    }
    const reacted = all.filter((group) => group.outcome > 0);
    grids.push({ ...grid, reacted, quietBase, quietCount });
  }
  return grids;
}

/**
 * Points of a Beta(alpha, beta) chance for Gauss-Hermite integration on the logit scale
 * (centred on its mode, scaled by its curvature), with normalised log weights.
 */
function betaGrid(alpha: number, beta: number) {
  const centre = Math.log(alpha / beta);
  const scale = Math.SQRT2 * Math.sqrt(1 / alpha + 1 / beta);
  const chances = new Float64Array(BACKGROUND_POINTS);
  const logWeights = new Float64Array(BACKGROUND_POINTS);
  let top = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < BACKGROUND_POINTS; j++) {
    const x = HERMITE_NODES[j];
    const t = centre + scale * x;
    const chance = Math.min(Math.max(1 / (1 + Math.exp(-t)), 1e-12), 1 - 1e-12);
    chances[j] = chance;
    // Density on the logit scale, chance^alpha (1 - chance)^beta, over the Gaussian kernel.
    const density = alpha * Math.log(chance) + beta * Math.log1p(-chance);
    logWeights[j] = Math.log(HERMITE_WEIGHTS[j]) + x * x + density;
    if (logWeights[j] > top) top = logWeights[j];
  }
  let sum = 0;
  for (const w of logWeights) sum += Math.exp(w - top);
  const norm = top + Math.log(sum);
  for (let j = 0; j < BACKGROUND_POINTS; j++) logWeights[j] -= norm;
  return { chances, logWeights };
}
