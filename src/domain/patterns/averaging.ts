import { logBayesFactor } from "./bayes-factor";
import type { WindowEvidence } from "./evidence";
import { fitModel } from "./model";

/** How many of the strongest foods are fitted as the first of a pair of suspects. */
const LEADERS = 4;
/** A food this far below the no-food model (log weight) cannot matter as a pair's leader. */
const NEGLIGIBLE_LOG_WEIGHT = -8;

/**
 * Posterior probabilities from Bayesian model averaging over "which foods raise the rate":
 * no food, any one candidate, or any two (one of them among the strongest). A food eaten
 * almost only with a stronger one gains little once that one is in the model, so it keeps
 * only the evidence of the meals where it was eaten apart; two foods never eaten apart share
 * the probability between them instead of one taking it all.
 */
export interface ModelAverage {
  /** Probability that this food raises the rate. */
  readonly probability: ReadonlyMap<number, number>;
  /** Probability that at least one of these foods raises the rate. */
  readonly probabilityOfAny: (foods: readonly number[]) => number;
}

interface WeightedModel {
  readonly foods: readonly number[];
  readonly logWeight: number;
}

/** Averages the models of one kind and window; logPriorOdds is per food. */
export function averageModels(
  evidence: WindowEvidence,
  candidates: readonly number[],
  logPriorOdds: number,
): ModelAverage {
  const empty = fitModel(evidence, []);
  const alone = new Map(candidates.map((food) => [food, logBayesFactor(evidence, empty, food)]));
  const leaders = [...candidates]
    .filter((food) => logPriorOdds + alone.get(food)! > NEGLIGIBLE_LOG_WEIGHT)
    .sort((a, b) => alone.get(b)! - alone.get(a)!)
    .slice(0, LEADERS);
  const after = new Map<number, Map<number, number>>();
  for (const leader of leaders) {
    const fit = fitModel(evidence, [leader]);
    const shared = mealsOf(evidence, leader);
    const scores = new Map<number, number>();
    for (const food of candidates) {
      if (food === leader) continue;
      // A food never eaten with the leader keeps its own evidence, and a
      // food negligible on its own stays negligible next to it.
      const relevant =
        logPriorOdds + alone.get(food)! > NEGLIGIBLE_LOG_WEIGHT &&
        anyShared(evidence, food, shared);
      scores.set(food, relevant ? logBayesFactor(evidence, fit, food) : alone.get(food)!);
    }
    after.set(leader, scores);
  }
  const models: WeightedModel[] = [{ foods: [], logWeight: 0 }];
  for (const food of candidates) {
    models.push({ foods: [food], logWeight: logPriorOdds + alone.get(food)! });
  }
  candidates.forEach((a, i) => {
    for (const b of candidates.slice(i + 1)) {
      const ab = after.get(a)?.get(b);
      const ba = after.get(b)?.get(a);
      if (ab === undefined && ba === undefined) continue;
      const orders: number[] = [];
      if (ab !== undefined) orders.push(alone.get(a)! + ab);
      if (ba !== undefined) orders.push(alone.get(b)! + ba);
      const logBayes = orders.reduce((sum, x) => sum + x, 0) / orders.length;
      models.push({ foods: [a, b], logWeight: 2 * logPriorOdds + logBayes });
    }
  });
  const top = Math.max(...models.map((m) => m.logWeight));
  const weights = models.map((m) => Math.exp(m.logWeight - top));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const probabilityOfAny = (foods: readonly number[]) => {
    let mass = 0;
    models.forEach((model, i) => {
      if (model.foods.some((food) => foods.includes(food))) mass += weights[i];
    });
    return mass / total;
  };
  const probability = new Map(candidates.map((food) => [food, probabilityOfAny([food])]));
  return { probability, probabilityOfAny };
}

function mealsOf(evidence: WindowEvidence, food: number): Uint8Array {
  const { meals } = evidence;
  const marks = new Uint8Array(evidence.mealCount);
  for (let k = meals.foodStart[food]; k < meals.foodStart[food + 1]; k++) {
    marks[meals.foodMeal[k]] = 1;
  }
  return marks;
}

function anyShared(evidence: WindowEvidence, food: number, marks: Uint8Array): boolean {
  const { meals } = evidence;
  for (let k = meals.foodStart[food]; k < meals.foodStart[food + 1]; k++) {
    if (marks[meals.foodMeal[k]] === 1) return true;
  }
  return false;
}
