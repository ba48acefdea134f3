import type { PatternOptions } from "./options";

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

/** One model of "which foods raise the rate", with its unnormalised log posterior weight. */
export interface WeightedModel {
  readonly foods: readonly number[];
  readonly logWeight: number;
}

/** The evidence the averaging needs: log Bayes factors alone and next to a leading food. */
export interface Scorer {
  /** Log Bayes factor of the food alone. */
  readonly alone: (food: number) => number;
  /** Log Bayes factors of other foods once the leader is in the model. */
  readonly given: (leader: number) => (food: number) => number;
  /** Whether two foods were ever eaten in the same meal. */
  readonly shared: (a: number, b: number) => boolean;
  /**
   * Whether the food may be one of a model's two foods. A component ("dairy") is a model of
   * its own only: next to a food it shares meals with (milk, cereal) the pair's evidence
   * would count the same meals twice.
   */
  readonly pairs: (food: number) => boolean;
}

/** What averaging reads of the options (see options.ts). */
export type AveragingSettings = Pick<PatternOptions, "leaders" | "negligibleLogWeight">;

/** Averages the models of one kind; logPriorOdds is per food (a number, or one per food). */
export function averageModels(
  scorer: Scorer,
  candidates: readonly number[],
  logPriorOdds: number | ((food: number) => number),
  settings: AveragingSettings,
): ModelAverage {
  const priorOf = typeof logPriorOdds === "number" ? () => logPriorOdds : logPriorOdds;
  const alone = new Map(candidates.map((food) => [food, scorer.alone(food)]));
  const matters = (food: number) => priorOf(food) + alone.get(food)! > settings.negligibleLogWeight;
  const leaders = [...candidates]
    .filter(matters)
    .sort((a, b) => alone.get(b)! - alone.get(a)!)
    .slice(0, settings.leaders);
  const after = new Map<number, Map<number, number>>();
  for (const leader of leaders) {
    after.set(leader, scoresNextTo(leader, scorer, candidates, alone, matters));
  }
  const models = weightedModels(candidates, alone, after, priorOf, scorer.pairs);
  return posteriorOf(models, candidates);
}

/**
 * Each other food's log Bayes factor once the leader is in the model. A food never eaten with
 * the leader keeps its own evidence, and a food negligible on its own stays negligible next to it.
 */
function scoresNextTo(
  leader: number,
  scorer: Scorer,
  candidates: readonly number[],
  alone: ReadonlyMap<number, number>,
  matters: (food: number) => boolean,
): Map<number, number> {
  const given = scorer.given(leader);
  const scores = new Map<number, number>();
  for (const food of candidates) {
    if (food === leader) continue;
    const relevant = matters(food) && scorer.shared(food, leader);
    scores.set(food, relevant ? given(food) : alone.get(food)!);
  }
  return scores;
}

/**
 * The models and their log weights (log prior odds + log Bayes factor): no food (0), each food
 * alone, and each pair with a leader in it; a pair fitted both ways takes the mean of the two.
 */
export function weightedModels(
  candidates: readonly number[],
  alone: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, ReadonlyMap<number, number>>,
  logPriorOdds: number | ((food: number) => number),
  pairs: (food: number) => boolean = () => true,
): WeightedModel[] {
  const priorOf = typeof logPriorOdds === "number" ? () => logPriorOdds : logPriorOdds;
  const models: WeightedModel[] = [{ foods: [], logWeight: 0 }];
  for (const food of candidates) {
    models.push({ foods: [food], logWeight: priorOf(food) + alone.get(food)! });
  }
  candidates.forEach((a, i) => {
    if (!pairs(a)) return;
    for (const b of candidates.slice(i + 1)) {
      if (!pairs(b)) continue;
      const ab = after.get(a)?.get(b);
      const ba = after.get(b)?.get(a);
      if (ab === undefined && ba === undefined) continue;
      const orders: number[] = [];
      if (ab !== undefined) orders.push(alone.get(a)! + ab);
      if (ba !== undefined) orders.push(alone.get(b)! + ba);
      const logBayes = orders.reduce((sum, x) => sum + x, 0) / orders.length;
      models.push({ foods: [a, b], logWeight: priorOf(a) + priorOf(b) + logBayes });
    }
  });
  return models;
}

/** The posterior of the models, summed per food and per set of foods. */
export function posteriorOf(
  models: readonly WeightedModel[],
  candidates: readonly number[],
): ModelAverage {
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
