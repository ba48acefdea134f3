/** Gaussian helpers of the timing model: integrating out a reaction's chance, and tails. */

import { NEWTON_STEPS } from "./options";

/** sqrt(2 pi), the normal density's constant. */
export const SQRT_2PI = Math.sqrt(2 * Math.PI);

/** The likelihood's terms at one lag, as collected by the timing model. */
interface ChanceTerms {
  /** Per group of quiet meals, its weight w v and how many meals it holds. */
  readonly quietWeight: readonly number[];
  readonly quietCount: readonly number[];
  /** Per meal with an episode near, its weight w v and ratio r. */
  readonly activeWeight: readonly number[];
  readonly activeRatio: readonly number[];
}

/**
 * log of the mean over q (uniform on `lo` to 1) of prod (1 - w q)^count over the quiet groups
 * times prod (1 + w q (r - 1)) over the meals with an episode near, and the q that maximises it.
 * The log is concave in q: Newton finds its top, and a Gaussian (truncated to the prior's
 * range, centred by the slope when the top is at an end) integrates it.
 */
export function integrateChance(
  lo: number,
  quietWeight: readonly number[],
  quietCount: readonly number[],
  activeWeight: readonly number[],
  activeRatio: readonly number[],
): [number, number] {
  const terms: ChanceTerms = { quietWeight, quietCount, activeWeight, activeRatio };
  const hi = 1 - 1e-6;
  const { q, slope, curve } = newtonTop(terms, lo, hi);
  const value = logLikelihood(terms, q);
  const h = -curve;
  if (!(h > 1e-9)) return [value, q];
  const sd = 1 / Math.sqrt(h);
  const centre = q + slope / h;
  const lift = (slope * slope) / (2 * h);
  const logMass = logNormalMass((lo - centre) / sd, (hi - centre) / sd);
  return [value + lift + Math.log(sd * SQRT_2PI) + logMass - Math.log(hi - lo), q];
}

/** The slope and curvature of the log likelihood at q. */
function bend(terms: ChanceTerms, q: number): { slope: number; curve: number } {
  const { quietWeight, quietCount, activeWeight, activeRatio } = terms;
  let slope = 0;
  let curve = 0;
  for (let w = 0; w < quietWeight.length; w++) {
    const c = -quietWeight[w];
    const d = 1 + c * q;
    slope += (quietCount[w] * c) / d;
    curve -= (quietCount[w] * c * c) / (d * d);
  }
  for (let a = 0; a < activeRatio.length; a++) {
    const c = activeWeight[a] * (activeRatio[a] - 1);
    const d = 1 + c * q;
    slope += c / d;
    curve -= (c * c) / (d * d);
  }
  return { slope, curve };
}

/**
 * The q in [lo, hi] where the log likelihood is highest, by Newton from the middle (it needs
 * only the slope and curvature; the log itself is taken once, at the top), with the slope and
 * curvature there.
 */
function newtonTop(
  terms: ChanceTerms,
  lo: number,
  hi: number,
): { q: number; slope: number; curve: number } {
  let q = 0.5 * (lo + hi);
  let { slope, curve } = bend(terms, q);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    if (curve >= 0) break;
    let next = q - slope / curve;
    next = Math.min(hi, Math.max(lo, next));
    if (Math.abs(next - q) < 1e-7) break;
    q = next;
    ({ slope, curve } = bend(terms, q));
  }
  return { q, slope, curve };
}

/** The log likelihood at q. */
function logLikelihood(terms: ChanceTerms, q: number): number {
  const { quietWeight, quietCount, activeWeight, activeRatio } = terms;
  let value = 0;
  for (let w = 0; w < quietWeight.length; w++) {
    value += quietCount[w] * Math.log(1 - quietWeight[w] * q);
  }
  for (let a = 0; a < activeRatio.length; a++) {
    value += Math.log(1 + activeWeight[a] * (activeRatio[a] - 1) * q);
  }
  return value;
}

/** log of the upper tail of the standard normal beyond x >= 0 (Abramowitz and Stegun 7.1.26). */
function logUpperTail(x: number): number {
  const z = x / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return Math.log(poly / 2) - z * z;
}

/** log of the standard normal probability between a and b (a < b), accurate in the tails. */
function logNormalMass(a: number, b: number): number {
  if (a >= 0) {
    const upper = logUpperTail(a);
    return upper + Math.log1p(-Math.exp(logUpperTail(b) - upper));
  }
  if (b <= 0) return logNormalMass(-b, -a);
  return Math.log(1 - Math.exp(logUpperTail(-a)) - Math.exp(logUpperTail(b)));
}

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
