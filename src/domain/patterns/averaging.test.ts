import { describe, expect, it } from "vitest";
import { averageModels, posteriorOf, type Scorer, weightedModels } from "./averaging";
import { DEFAULT_PATTERN_OPTIONS } from "./options";

/** A scorer with fixed log Bayes factors; next to a leader a shared food keeps `given`. */
function scorerOf(
  alone: Record<number, number>,
  given: Record<number, number> = {},
  shared = false,
): Scorer {
  return {
    alone: (food) => alone[food],
    given: () => (food) => given[food] ?? alone[food],
    shared: () => shared,
    pairs: () => true,
  };
}

describe("averageModels", () => {
  it("gives one food its posterior odds: prior odds times the Bayes factor", () => {
    const average = averageModels(scorerOf({ 0: Math.log(9) }), [0], 0, DEFAULT_PATTERN_OPTIONS);
    expect(average.probability.get(0)).toBeCloseTo(0.9, 12);
    const halfOdds = averageModels(
      scorerOf({ 0: Math.log(9) }),
      [0],
      Math.log(0.5),
      DEFAULT_PATTERN_OPTIONS,
    );
    expect(halfOdds.probability.get(0)).toBeCloseTo(4.5 / 5.5, 12);
  });

  it("leaves foods never eaten together independent", () => {
    const scorer = scorerOf({ 0: Math.log(9), 1: Math.log(3) });
    const average = averageModels(scorer, [0, 1], 0, DEFAULT_PATTERN_OPTIONS);
    expect(average.probability.get(0)).toBeCloseTo(0.9, 12);
    expect(average.probability.get(1)).toBeCloseTo(0.75, 12);
    expect(average.probabilityOfAny([0, 1])).toBeCloseTo(1 - 0.1 * 0.25, 12);
  });

  it("takes from a food eaten with a stronger one the evidence the leader explains", () => {
    // Next to food 0, food 1 has no evidence of its own left (and 0 none next to 1): the pair
    // weighs sqrt(99 x 20), the mean of its two orders, and food 1 keeps far less than the
    // 20/21 it would have alone.
    const scorer = scorerOf({ 0: Math.log(99), 1: Math.log(20) }, { 0: 0, 1: 0 }, true);
    const average = averageModels(scorer, [0, 1], 0, DEFAULT_PATTERN_OPTIONS);
    const pair = Math.sqrt(99 * 20);
    expect(average.probability.get(1)).toBeCloseTo((20 + pair) / (1 + 99 + 20 + pair), 12);
    expect(average.probability.get(0)).toBeCloseTo((99 + pair) / (1 + 99 + 20 + pair), 12);
  });

  it("fits pairs only with the strongest `leaders` foods", () => {
    let asked = 0;
    const scorer: Scorer = {
      alone: (food) => food,
      given: () => {
        asked += 1;
        return () => 0;
      },
      shared: () => true,
      pairs: () => true,
    };
    averageModels(scorer, [0, 1, 2, 3, 4, 5], 0, { ...DEFAULT_PATTERN_OPTIONS, leaders: 2 });
    expect(asked).toBe(2);
  });
});

describe("weightedModels and posteriorOf", () => {
  it("weighs no food, each food and each fitted pair; a pair fitted both ways takes the mean", () => {
    const alone = new Map([
      [0, 2],
      [1, 1],
    ]);
    const after = new Map([
      [0, new Map([[1, 0.5]])],
      [1, new Map([[0, 1.5]])],
    ]);
    const models = weightedModels([0, 1], alone, after, -1);
    expect(models).toEqual([
      { foods: [], logWeight: 0 },
      { foods: [0], logWeight: 1 },
      { foods: [1], logWeight: 0 },
      // ((2 + 0.5) + (1 + 1.5)) / 2 - 2
      { foods: [0, 1], logWeight: 0.5 },
    ]);
    const { probability, probabilityOfAny } = posteriorOf(models, [0, 1]);
    const total = 1 + Math.E + 1 + Math.exp(0.5);
    expect(probability.get(0)).toBeCloseTo((Math.E + Math.exp(0.5)) / total, 12);
    expect(probabilityOfAny([0, 1])).toBeCloseTo((total - 1) / total, 12);
  });
});
