import { describe, expect, it } from "vitest";
import { exposureOf, hourClusters, unloggedMeals } from "./exposure";
import { countTogether } from "./groups";
import { DEFAULT_PATTERN_OPTIONS } from "./options";
import { prepareMeals } from "./prepare";

const HOUR = 3_600_000;
const DAY0 = 20_094; // 2025-01-06, in days since the epoch
const at = (day: number, hour: number) => ((DAY0 + day) * 24 + hour) * HOUR;

/**
 * Breakfast at 8:00 on days 0 to 4: cereal with milk on days 0 to 3, cereal alone on day 4.
 * Day 5 has only a check (it is a diary day without breakfast). Food 0 is cereal, 1 milk.
 */
const meals = prepareMeals([
  ...[0, 1, 2, 3].map((d) => ({ id: `b${d}`, at: at(d, 8), foods: ["cereal", "milk"] })),
  { id: "b4", at: at(4, 8), foods: ["cereal"] },
]);
const days = [0, 1, 2, 3, 4, 5].map((d) => DAY0 + d);
const together = countTogether(meals, DEFAULT_PATTERN_OPTIONS);

describe("exposureOf", () => {
  const exposure = exposureOf(meals, together, days, DEFAULT_PATTERN_OPTIONS);

  it("counts a meal listing a habit companion but not the food softly", () => {
    const milk = exposure(1);
    // Milk is listed in 4 of cereal's 5 meals: the cereal-only meal counts 0.3 x 0.8.
    expect([...milk.times.slice(0, 5)]).toEqual([0, 1, 2, 3, 4].map((d) => (DAY0 + d) * 24 + 8));
    expect([...milk.weights.slice(0, 4)]).toEqual([1, 1, 1, 1]);
    expect(milk.weights[4]).toBeCloseTo(0.24, 12);
  });

  it("adds the habitual meal a diary day lacks, with half the food's share of that habit", () => {
    const milk = exposure(1);
    expect(milk.times[5]).toBe((DAY0 + 5) * 24 + 8);
    expect(milk.weights[5]).toBeCloseTo(0.5 * 0.8, 12);
    expect(milk.times).toHaveLength(6);
    const cereal = exposure(0);
    expect([...cereal.weights]).toEqual([1, 1, 1, 1, 1, 0.5]);
  });

  it("remembers each food's exposure", () => {
    expect(exposure(1)).toBe(exposure(1));
  });
});

describe("habits", () => {
  it("groups the hours a food is logged at when at most 1.5 h apart", () => {
    const spread = prepareMeals([
      { id: "a", at: at(0, 7), foods: ["toast"] },
      { id: "b", at: at(1, 8.5), foods: ["toast"] },
      { id: "c", at: at(2, 12), foods: ["toast"] },
    ]);
    expect(hourClusters(spread, 0, 1.5)).toEqual([[7, 8.5], [12]]);
    expect(hourClusters(spread, 0, 1)).toEqual([[7], [8.5], [12]]);
  });

  it("adds no meal for a habit of fewer than 3 days or a meal logged on too few days", () => {
    const sparse = prepareMeals([
      { id: "a", at: at(0, 8), foods: ["toast"] },
      { id: "b", at: at(1, 8), foods: ["toast"] },
    ]);
    expect(unloggedMeals(sparse, 0, days, DEFAULT_PATTERN_OPTIONS)).toEqual([]);
    const longDiary = Array.from({ length: 20 }, (_, d) => DAY0 + d);
    // Breakfast logged on 5 of 20 days is not regular (less than half the days).
    expect(unloggedMeals(meals, 1, longDiary, DEFAULT_PATTERN_OPTIONS)).toEqual([]);
  });
});
