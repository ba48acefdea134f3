import { BIN_COUNT } from "./day-bins";
import type { WindowEvidence } from "./evidence";

// A local copy: an imported binding is slower to read in the hot loops below.
const BINS: number = BIN_COUNT;

/**
 * The reaction model of one kind and window (noisy-OR): after a meal, a reaction comes from the
 * background (a chance that depends on the time of day, the bins sharing strength through a
 * Beta prior of weight KAPPA around the common chance) or from any suspected food in it, each
 * with its own chance. A reaction's credit is split among the background and the suspected
 * foods of the meal in proportion to their chances, never counted in full for every food.
 */
export interface ModelFit {
  /** Chance that each suspected food causes a reaction within the window. */
  readonly effects: ReadonlyMap<number, number>;
  /** Per meal, the chance that none of its suspected foods causes a reaction. */
  readonly survival: Float64Array;
  /** Per bin, the background chance of a reaction. */
  readonly background: Float64Array;
  /** Per bin, reactions credited to the background, and meals. */
  readonly backgroundCredit: Float64Array;
  readonly binMeals: Float64Array;
}

/** Weight of the prior pulling each bin's background towards the common one (in meals). */
export const KAPPA = 50;
/** Half a reaction in one extra meal keeps the common background away from 0 and 1. */
const PSEUDO_REACTIONS = 0.5;
const MAX_ITERATIONS = 100;
const TOLERANCE = 1e-5;

/** Background chance per bin from the credited reactions and the meals of each bin. */
export function backgroundChances(
  credit: ArrayLike<number>,
  meals: ArrayLike<number>,
  into: Float64Array = new Float64Array(BINS),
): Float64Array {
  let totalCredit = PSEUDO_REACTIONS;
  let totalMeals = 1;
  for (let b = 0; b < BINS; b++) {
    totalCredit += credit[b];
    totalMeals += meals[b];
  }
  const common = totalCredit / totalMeals;
  for (let b = 0; b < BINS; b++) into[b] = (credit[b] + KAPPA * common) / (meals[b] + KAPPA);
  return into;
}

/** Fits the background and the chances of the given foods by maximum likelihood (EM). */
export function fitModel(evidence: WindowEvidence, foods: readonly number[]): ModelFit {
  const { meals, outcome, mealBin } = evidence;
  const count = evidence.mealCount;
  const effects = foods.map(() => 0.3);
  const survival = new Float64Array(count).fill(1);
  const binMeals = new Float64Array(BINS);
  for (let m = 0; m < count; m++) binMeals[mealBin[m]] += 1;
  const backgroundCredit = new Float64Array(BINS);
  for (let m = 0; m < count; m++) backgroundCredit[mealBin[m]] += outcome[m];
  const background = backgroundChances(backgroundCredit, binMeals);
  const foodCredit = new Float64Array(foods.length);
  for (let iteration = 0; iteration < MAX_ITERATIONS && foods.length > 0; iteration++) {
    survival.fill(1);
    foods.forEach((food, i) => {
      for (let k = meals.foodStart[food]; k < meals.foodStart[food + 1]; k++) {
        survival[meals.foodMeal[k]] *= 1 - effects[i];
      }
    });
    backgroundCredit.fill(0);
    for (let m = 0; m < count; m++) {
      if (outcome[m] === 0) continue;
      const b = background[mealBin[m]];
      backgroundCredit[mealBin[m]] += (outcome[m] * b) / (1 - (1 - b) * survival[m]);
    }
    let change = 0;
    foods.forEach((food, i) => {
      foodCredit[i] = 0;
      for (let k = meals.foodStart[food]; k < meals.foodStart[food + 1]; k++) {
        const m = meals.foodMeal[k];
        if (outcome[m] === 0) continue;
        const chance = 1 - (1 - background[mealBin[m]]) * survival[m];
        foodCredit[i] += (outcome[m] * effects[i]) / chance;
      }
      const next = foodCredit[i] / meals.exposures[food];
      change = Math.max(change, Math.abs(next - effects[i]));
      effects[i] = Math.min(next, 1 - 1e-9);
    });
    backgroundChances(backgroundCredit, binMeals, background);
    if (change < TOLERANCE) break;
  }
  survival.fill(1);
  foods.forEach((food, i) => {
    for (let k = meals.foodStart[food]; k < meals.foodStart[food + 1]; k++) {
      survival[meals.foodMeal[k]] *= 1 - effects[i];
    }
  });
  const fitted = new Map(foods.map((food, i) => [food, effects[i]]));
  return { effects: fitted, survival, background, backgroundCredit, binMeals };
}
