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

/** The evidence the averaging needs: log Bayes factors alone and next to a leading food. */
export interface Scorer {
  /** Log Bayes factor of the food alone. */
  readonly alone: (food: number) => number;
  /** Log Bayes factors of other foods once the leader is in the model. */
  readonly given: (leader: number) => (food: number) => number;
  /** Whether two foods were ever eaten in the same meal. */
  readonly shared: (a: number, b: number) => boolean;
}

/** Averages the models of one kind; logPriorOdds is per food. */
export function averageModels(
  scorer: Scorer,
  candidates: readonly number[],
  logPriorOdds: number,
): ModelAverage {
  const alone = new Map(candidates.map((food) => [food, scorer.alone(food)]));
  const leaders = [...candidates]
    .filter((food) => logPriorOdds + alone.get(food)! > NEGLIGIBLE_LOG_WEIGHT)
    .sort((a, b) => alone.get(b)! - alone.get(a)!)
    .slice(0, LEADERS);
  const after = new Map<number, Map<number, number>>();
  for (const leader of leaders) {
    const given = scorer.given(leader);
    const scores = new Map<number, number>();
    for (const food of candidates) {
      if (food === leader) continue;
      // A food never eaten with the leader keeps its own evidence, and a
      // food negligible on its own stays negligible next to it.
      const relevant =
        logPriorOdds + alone.get(food)! > NEGLIGIBLE_LOG_WEIGHT && scorer.shared(food, leader);
      scores.set(food, relevant ? given(food) : alone.get(food)!);
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
