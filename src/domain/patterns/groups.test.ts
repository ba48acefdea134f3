import { describe, expect, it } from "vitest";
import type { ModelAverage } from "./averaging";
import { countTogether, groupsOf, hasInseparable } from "./groups";
import { DEFAULT_PATTERN_OPTIONS } from "./options";
import { prepareMeals } from "./prepare";

const HOUR = 3_600_000;
/** Meals one a day; foods are numbered in order of first appearance. */
function mealsOf(...menus: string[][]) {
  return prepareMeals(menus.map((foods, day) => ({ id: `m${day}`, at: day * 24 * HOUR, foods })));
}
const repeat = (n: number, foods: string[]) => Array.from({ length: n }, () => foods);

/** A model average with fixed probabilities; "any of" adds them up (exclusive models). */
function averageOf(probabilities: Record<number, number>): ModelAverage {
  const probability = new Map(Object.entries(probabilities).map(([f, p]) => [Number(f), p]));
  return {
    probability,
    probabilityOfAny: (foods) => foods.reduce((sum, f) => sum + (probability.get(f) ?? 0), 0),
  };
}

describe("countTogether", () => {
  // 0 pancakes, 1 syrup, 2 rice, 3 jam (too rare to be tested).
  const meals = mealsOf(
    ...repeat(5, ["pancakes", "syrup"]),
    ["pancakes"],
    ...repeat(4, ["rice"]),
    ...repeat(2, ["pancakes", "jam"]),
  );
  const together = countTogether(meals, DEFAULT_PATTERN_OPTIONS);

  it("counts the meals two tested foods share", () => {
    expect(together.sharedBy(0, 1)).toBe(5);
    expect(together.sharedBy(1, 0)).toBe(5);
    expect(together.sharedBy(0, 2)).toBe(0);
    // Jam is eaten fewer than minExposures (4) times: never counted.
    expect(together.sharedBy(0, 3)).toBe(0);
  });

  it("calls foods eaten together when they share 40% of the rarer one's meals", () => {
    expect(together.eatenTogether(0, 1)).toBe(true);
    expect(together.eatenTogether(0, 2)).toBe(false);
  });

  it("calls them inseparable when fewer than 5 meals hold only one of them", () => {
    // Pancakes 8 meals, syrup 5, shared 5: 3 meals apart.
    expect(together.inseparable(0, 1)).toBe(true);
    const apart = countTogether(
      mealsOf(...repeat(5, ["pancakes", "syrup"]), ...repeat(5, ["pancakes"])),
      DEFAULT_PATTERN_OPTIONS,
    );
    expect(apart.eatenTogether(0, 1)).toBe(true);
    expect(apart.inseparable(0, 1)).toBe(false);
  });
});

describe("groupsOf", () => {
  const meals = mealsOf(...repeat(5, ["pancakes", "syrup"]), ...repeat(5, ["pancakes"]));
  const together = countTogether(meals, DEFAULT_PATTERN_OPTIONS);

  it("proposes foods eaten together, likeliest first, when the group adds 5 points", () => {
    const groups = groupsOf(
      together,
      [0, 1],
      averageOf({ 0: 0.3, 1: 0.4 }),
      DEFAULT_PATTERN_OPTIONS,
    );
    expect(groups).toEqual([[1, 0]]);
  });

  it("proposes no group that adds less, unless the foods cannot be told apart", () => {
    const weak = averageOf({ 0: 0.6, 1: 0.02 });
    expect(groupsOf(together, [0, 1], weak, DEFAULT_PATTERN_OPTIONS)).toEqual([]);
    const close = () => true;
    expect(groupsOf(together, [0, 1], weak, DEFAULT_PATTERN_OPTIONS, close)).toEqual([[0, 1]]);
  });

  it("tells whether a food has a companion it cannot be told apart from", () => {
    expect(hasInseparable(together, [0, 1], 0)).toBe(false);
    expect(hasInseparable(together, [0, 1], 0, () => true)).toBe(true);
    expect(hasInseparable(together, [0], 0, () => true)).toBe(false);
  });
});
