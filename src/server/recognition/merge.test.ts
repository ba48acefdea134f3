import { describe, expect, it } from "vitest";
import { mergeFoods, mergeQuestions, overallConfidence } from "./merge";

describe("mergeFoods", () => {
  it("keeps each food once at its highest confidence, most confident first", () => {
    expect(
      mergeFoods(
        [
          { name: "banana", confidence: 45 },
          { name: "Toast", confidence: 80 },
        ],
        [
          { name: "banana", confidence: 70 },
          { name: "toast ", confidence: 60 },
        ],
      ),
    ).toEqual([
      { name: "toast", confidence: 80 },
      { name: "banana", confidence: 70 },
    ]);
  });
});

describe("overallConfidence", () => {
  it("is the rounded mean of the shown foods, 0 for none", () => {
    expect(overallConfidence([])).toBe(0);
    expect(
      overallConfidence([
        { name: "a", confidence: 90 },
        { name: "b", confidence: 45 },
        { name: "c", confidence: 46 },
      ]),
    ).toBe(60);
  });
});

describe("mergeQuestions", () => {
  it("keeps each question once", () => {
    expect(mergeQuestions(["What's in the cup?"], ["What's in the cup?", " "])).toEqual([
      "What's in the cup?",
    ]);
  });
});
