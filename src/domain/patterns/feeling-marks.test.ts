import { describe, expect, it } from "vitest";
import { episodeMark, FEELING_MARKS, feelingMarks, likelyFeelings, mixFits } from "./feeling-marks";
import { DEFAULT_PATTERN_OPTIONS } from "./options";
import { buildEpisodes, prepareMeals } from "./prepare";
import type { FoodFit } from "./timing";

const HOUR = 3_600_000;
const check = (hour: number, feeling: string, bathroomEvent: string | null = null) => ({
  id: `c${hour}-${feeling}`,
  at: hour * HOUR,
  feeling,
  bathroomEvent,
});
const { ouchy, uncomfortable, none } = FEELING_MARKS;

describe("episodeMark", () => {
  it("is the first named feeling logged at the episode's very start", () => {
    expect(episodeMark([check(1, "happy", "runny tummy"), check(1, "Ouchy ")])).toBe(ouchy);
    expect(episodeMark([check(1, "uncomfortable"), check(1, "ouchy")])).toBe(uncomfortable);
  });

  it("is none when only a bathroom event or a later entry names a feeling", () => {
    expect(episodeMark([check(1, "happy", "runny tummy"), check(2, "ouchy")])).toBe(none);
    expect(episodeMark([check(1, "sleepy", "tough to go")])).toBe(none);
  });
});

describe("feelingMarks", () => {
  it("weighs each episode by its feeling's share under a trigger over its share in the diary", () => {
    // Two ouchy episodes and one with only a bathroom event: with one pseudo-episode of each
    // feeling the diary's mix is 3 : 1 : 2 of 6.
    const episodes = buildEpisodes(
      [check(0, "ouchy"), check(10, "ouchy"), check(20, "happy", "runny tummy")],
      2,
    ).any;
    const { mark, weights } = feelingMarks(episodes, DEFAULT_PATTERN_OPTIONS);
    expect([...mark]).toEqual([ouchy, ouchy, none]);
    expect(weights).toHaveLength(3);
    // Main feeling ouchy: 0.75 / (3/6) for an ouchy episode, 0.05 / (2/6) for none.
    expect(weights[ouchy][0]).toBeCloseTo(1.5, 12);
    expect(weights[ouchy][2]).toBeCloseTo(0.15, 12);
    // Main feeling none: 0.125 / (3/6) and 0.75 / (2/6).
    expect(weights[none][0]).toBeCloseTo(0.25, 12);
    expect(weights[none][2]).toBeCloseTo(2.25, 12);
  });
});

describe("likelyFeelings", () => {
  const meals = prepareMeals([
    { id: "m1", at: 8 * HOUR, foods: ["milk"] },
    { id: "m2", at: 32 * HOUR, foods: ["milk"] },
  ]);
  const windows = [{ from: 1, to: 4 }];

  it("is the feeling most often logged within the windows after the food's meals", () => {
    const onsets = Float64Array.from([10, 34, 40]);
    const mark = Int8Array.from([uncomfortable, uncomfortable, ouchy]);
    expect(likelyFeelings(meals, windows, onsets, mark, 0)).toEqual([uncomfortable]);
  });

  it("keeps every tied feeling, and all three when nothing followed", () => {
    const mark = Int8Array.from([ouchy, none]);
    expect(likelyFeelings(meals, windows, Float64Array.from([10, 34]), mark, 0)).toEqual([
      ouchy,
      none,
    ]);
    expect(likelyFeelings(meals, windows, Float64Array.from([]), new Int8Array(), 0)).toEqual([
      ouchy,
      uncomfortable,
      none,
    ]);
  });
});

describe("mixFits", () => {
  const fitOf = (logBayes: number, lag: number): FoodFit => ({
    logBayes,
    lag,
    chance: 0.5,
    lagPosterior: new Float64Array(),
    lags: new Float64Array(),
    spread: 0.5,
  });

  it("averages the Bayes factors under the priors and keeps the best fit's lag", () => {
    const mixed = mixFits([fitOf(Math.log(4), 2), fitOf(0, 3)], [0.45, 0.45]);
    expect(mixed.logBayes).toBeCloseTo(Math.log(0.45 * 4 + 0.45), 12);
    expect(mixed.lag).toBe(2);
  });
});
