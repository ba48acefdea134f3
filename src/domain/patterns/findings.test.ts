import { describe, expect, it } from "vitest";
import { testTranslate } from "../../i18n/testing";
import { explanationWords } from "../../i18n/words/patterns";
import { collectEvidence, followedMeals, lowerBound } from "./evidence";
import {
  buildFindings,
  byPreference,
  findingCounts,
  neededConfidence,
  onePerFood,
  type Proposal,
  togetherShare,
  withinFalseDiscoveryRate,
} from "./findings";
import { DEFAULT_PATTERN_OPTIONS as OPTIONS } from "./options";
import { prepareMeals } from "./prepare";

const HOUR = 3_600_000;
/**
 * Ten days, a meal at 8:00 each: pancakes with syrup on days 0-3, pancakes alone on day 4,
 * toast on days 5-9. Episodes two hours after the meals of days 0, 1, 2, 4 and 6.
 * Foods: 0 pancakes, 1 syrup, 2 toast.
 */
const meals = prepareMeals(
  Array.from({ length: 10 }, (_, d) => ({
    id: `m${d}`,
    at: (d * 24 + 8) * HOUR,
    foods: d < 4 ? ["pancakes", "syrup"] : d === 4 ? ["pancakes"] : ["toast"],
  })),
);
const onsets = Float64Array.from([0, 1, 2, 4, 6].map((d) => d * 24 + 10));
const main = collectEvidence(meals, onsets, { from: 1, to: 4 });
const late = collectEvidence(meals, onsets, { from: 5, to: 9 });
const proposal = (foods: number[], probability: number, kind: Proposal["kind"] = "any") => ({
  foods,
  kind,
  evidence: main,
  probability,
});

describe("evidence of a window", () => {
  it("finds the first onset at or after a time", () => {
    const sorted = Float64Array.from([1, 3, 3, 5]);
    expect([0, 1, 3, 4, 6].map((v) => lowerBound(sorted, v))).toEqual([0, 0, 1, 3, 4]);
  });

  it("marks the meals followed by an episode in the window and counts them per food", () => {
    expect([...main.followed]).toEqual([1, 1, 1, 0, 1, 0, 1, 0, 0, 0]);
    expect([...main.occurrences]).toEqual([4, 3, 1]);
    expect(main.mealsFollowed).toBe(5);
    expect(late.mealsFollowed).toBe(0);
    expect(followedMeals(main, [1, 2])).toBe(4);
  });
});

describe("finding counts", () => {
  it("counts the meals with any of the foods against all the other meals", () => {
    expect(findingCounts(main, [0])).toEqual({
      exposures: 5,
      occurrences: 4,
      baselineMeals: 5,
      baselineReactions: 1,
    });
  });

  it("measures how much of the time grouped foods come together", () => {
    // Syrup always comes with pancakes; pancakes with syrup 4 times of 5.
    expect(togetherShare(meals, [0, 1])).toBe(0.8);
  });
});

describe("choosing findings", () => {
  it("needs more confidence of a finding resting on only three reactions", () => {
    expect(neededConfidence(proposal([0], 0.6), OPTIONS)).toBe(0.5);
    expect(neededConfidence(proposal([1], 0.6), OPTIONS)).toBe(0.75);
  });

  it("prefers a specific kind, then a single food, unless clearly less probable", () => {
    const order = byPreference(OPTIONS);
    expect(order(proposal([0], 0.7, "ouchy"), proposal([0], 0.75))).toBeLessThan(0);
    expect(order(proposal([0], 0.6, "ouchy"), proposal([0], 0.75))).toBeGreaterThan(0);
    // 0.95 of a pair's probability is worth as much as a single food's.
    expect(order(proposal([0], 0.9), proposal([0, 1], 0.94))).toBeLessThan(0);
  });

  it("keeps the first proposal of each food", () => {
    const a = proposal([0, 1], 0.9);
    const b = proposal([1], 0.8);
    const c = proposal([2], 0.7);
    expect(onePerFood([a, b, c])).toEqual([a, c]);
  });

  it("keeps the alerts expected at least half right together", () => {
    const p = (probability: number) => ({ probability });
    expect(withinFalseDiscoveryRate([p(0.9), p(0.6), p(0.3)], 0.5)).toHaveLength(3);
    // 0.1 + 0.8 + 0.9 expected false of 3 is more than half.
    expect(withinFalseDiscoveryRate([p(0.9), p(0.2), p(0.1)], 0.5)).toHaveLength(2);
  });

  it("tells a finding in the words and counts a parent can check", () => {
    const [facts, ...rest] = buildFindings(
      meals,
      [proposal([0, 1], 0.7), proposal([0], 0.8, "ouchy"), proposal([2], 0.9)],
      OPTIONS,
    );
    // Pancakes as "ouchy" is preferred to the pair as tummy trouble, which then names a food
    // already told; findings come most probable first.
    expect(rest.map((f) => [f.foodItem, f.kind])).toEqual([["pancakes", "ouchy"]]);
    const finding = {
      ...facts,
      explanation: explanationWords(testTranslate("en"), facts.explanation),
    };
    expect(finding).toEqual({
      foodItem: "toast",
      foods: ["toast"],
      feelingCorrelation: "tummy trouble",
      kind: "any",
      exposures: 5,
      occurrences: 1,
      baselineMeals: 5,
      baselineReactions: 4,
      confidence: 90,
      windowHours: { from: 1, to: 4 },
      explanation:
        "Tummy trouble (counts Okay and Ouchy taps, runny and hard stools) 1 of 5 times within 1 to 4 hours after toast, against 4 of 5 times after other meals",
    });
  });
});
