import { describe, expect, it } from "vitest";
import { type ExplanationFacts, explainFinding } from "./explanation";

const milk: ExplanationFacts = {
  foodItem: "milk",
  grouped: false,
  kind: "ouchy",
  windowHours: { from: 1, to: 4 },
  exposures: 6,
  occurrences: 5,
  baselineMeals: 9,
  baselineReactions: 1,
};

describe("explainFinding", () => {
  it("tells one food in whole hours with the plain counts", () => {
    expect(explainFinding(milk)).toBe(
      "Pain (Ouchy) 5 of 6 times within 1 to 4 hours after milk, against 1 of 9 times after other meals",
    );
  });

  it("starts with the words of each kind", () => {
    expect(explainFinding({ ...milk, kind: "runny" })).toMatch(
      /^Loose stool \(Runny Tummy or Super Runny\) 5 of 6/,
    );
    expect(explainFinding({ ...milk, kind: "tough" })).toMatch(
      /^Hard stool \(Tough to Go\) 5 of 6/,
    );
    expect(explainFinding({ ...milk, kind: "uncomfortable" })).toMatch(
      /^Mild discomfort \(Okay\) 5 of 6/,
    );
  });

  it("writes fractional hours and groups plainly ('mostly' unless told otherwise)", () => {
    const group = {
      ...milk,
      foodItem: "pancakes or maple syrup",
      grouped: true,
      kind: "any" as const,
      windowHours: { from: 2.5, to: 6 },
    };
    expect(explainFinding(group)).toBe(
      "Tummy trouble (counts Okay and Ouchy taps, runny and hard stools) 5 of 6 times within 2.5 to 6 hours after pancakes or maple syrup (mostly eaten together), against 1 of 9 times after other meals",
    );
    expect(explainFinding({ ...group, together: "often" })).toContain(
      "after pancakes or maple syrup (often eaten together), against",
    );
  });
});
