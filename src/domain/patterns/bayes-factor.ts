import type { WindowEvidence } from "./evidence";
import { foodLikelihood, type ModelFit } from "./model";

const LOG_R_MIN = -8;
const LOG_R_MAX = 10;
const GRID = 12;
const REFINE_STEPS = 16;
const SUM_POINTS = 28;
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * Log Bayes factor for "the food adds reactions" against "it adds none", the rest of the model
 * held at `fit` (which must not include the food). The prior on the food's effect is uniform on
 * 0 to 1 extra episodes per exposure: "any extra chance, from never to every time".
 */
export function logBayesFactor(evidence: WindowEvidence, fit: ModelFit, food: number): number {
  const likelihood = foodLikelihood(evidence, fit, food);
  const at = (u: number) => likelihood.logRatio(Math.exp(u));
  const gridStep = (LOG_R_MAX - LOG_R_MIN) / GRID;
  let bestIndex = 0;
  let bestValue = at(LOG_R_MIN);
  for (let i = 1; i <= GRID; i++) {
    const value = at(LOG_R_MIN + i * gridStep);
    if (value > bestValue) {
      bestValue = value;
      bestIndex = i;
    }
  }
  let lo = LOG_R_MIN + Math.max(0, bestIndex - 1) * gridStep;
  let hi = LOG_R_MIN + Math.min(GRID, bestIndex + 1) * gridStep;
  let a = hi - GOLDEN * (hi - lo);
  let b = lo + GOLDEN * (hi - lo);
  let atA = at(a);
  let atB = at(b);
  for (let step = 0; step < REFINE_STEPS; step++) {
    if (atA < atB) {
      lo = a;
      a = b;
      atA = atB;
      b = lo + GOLDEN * (hi - lo);
      atB = at(b);
    } else {
      hi = b;
      b = a;
      atB = atA;
      a = hi - GOLDEN * (hi - lo);
      atA = at(a);
    }
  }
  const best = (lo + hi) / 2;
  const peak = Math.max(at(best), bestValue, 0);
  const h = 1e-3;
  const curvature = Math.max(-(at(best - h) - 2 * at(best) + at(best + h)) / (h * h), 1e-6);
  const reach = Math.min(9 / Math.sqrt(curvature), LOG_R_MAX - LOG_R_MIN);
  const from = Math.max(LOG_R_MIN, best - reach);
  const to = Math.min(LOG_R_MAX, best + reach);
  // Integrate over the extra episodes per exposure (uniform prior on 0..1) along the r grid.
  let area = 0;
  let previousExtra = 0;
  let previousDensity = Math.exp(-peak);
  for (let i = 0; i <= SUM_POINTS; i++) {
    const u = from + ((to - from) * i) / SUM_POINTS;
    const r = Math.exp(u);
    let extra = likelihood.extraPerExposure(r);
    if (extra > 1) extra = 1;
    const density = Math.exp(likelihood.logRatio(r) - peak);
    area += ((density + previousDensity) / 2) * (extra - previousExtra);
    previousExtra = extra;
    previousDensity = density;
    if (extra >= 1) break;
  }
  return peak + Math.log(Math.max(area, 1e-300));
}
