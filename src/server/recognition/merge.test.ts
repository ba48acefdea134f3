import { describe, expect, it } from "vitest";
import { mergeContainers, mergeFoods, overallConfidence } from "./merge";

describe("mergeFoods", () => {
  it("keeps each food once at its highest confidence, most confident first", () => {
    expect(
      mergeFoods(
        [
          { name: "banana", key: "banana", confidence: 45 },
          { name: "Toast", key: null, confidence: 80 },
        ],
        [
          { name: "banana", key: null, confidence: 70 },
          { name: "toast ", key: "toast", confidence: 60 },
        ],
      ),
    ).toEqual([
      { name: "toast", key: "toast", confidence: 80 },
      { name: "banana", key: "banana", confidence: 70 },
    ]);
  });
});

describe("overallConfidence", () => {
  it("is the rounded mean of the shown foods, 0 for none", () => {
    expect(overallConfidence([])).toBe(0);
    expect(
      overallConfidence([
        { name: "a", key: null, confidence: 90 },
        { name: "b", key: null, confidence: 45 },
        { name: "c", key: null, confidence: 46 },
      ]),
    ).toBe(60);
  });
});

describe("mergeContainers", () => {
  it("keeps each container once, in first-seen order", () => {
    expect(mergeContainers(["cup"], ["bowl", "cup"])).toEqual(["cup", "bowl"]);
  });
});
