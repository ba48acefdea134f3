import { describe, expect, it } from "vitest";
import { explainFinding } from "./explanation";
import { dismissPattern, reconcile, type StoredPattern } from "./reconcile";
import type { PatternFinding } from "./types";

function finding(foodItem: string, occurrences: number, confidence: number): PatternFinding {
  return {
    foodItem,
    foods: foodItem.split(" or "),
    feelingCorrelation: "ouchy tummy",
    kind: "ouchy",
    exposures: occurrences + 2,
    occurrences,
    baselineMeals: 40,
    baselineReactions: 1,
    confidence,
    windowHours: { from: 1, to: 4 },
    explanation: explainFinding({
      foods: foodItem.split(" or "),
      kind: "ouchy",
      windowHours: { from: 1, to: 4 },
      exposures: occurrences + 2,
      occurrences,
      baselineMeals: 40,
      baselineReactions: 1,
    }),
  };
}

function stored(
  foodItem: string,
  status: StoredPattern["status"],
  occurrences: number,
  confidence: number,
): StoredPattern {
  return {
    id: `id-${foodItem}`,
    foodItem,
    feelingCorrelation: "ouchy tummy",
    confidence,
    occurrences,
    status,
    dismissedOccurrences: null,
    dismissedConfidence: null,
  };
}

describe("reconcile", () => {
  it("creates a new finding as pending", () => {
    expect(reconcile([], [finding("milk", 5, 90)])).toEqual([
      {
        id: null,
        foodItem: "milk",
        feelingCorrelation: "ouchy tummy",
        confidence: 90,
        occurrences: 5,
        status: "pending",
        dismissedOccurrences: null,
        dismissedConfidence: null,
        action: "create",
      },
    ]);
  });

  it("updates the numbers of a pending pattern and removes one the evidence left", () => {
    const result = reconcile(
      [stored("milk", "pending", 5, 80), stored("bread", "pending", 3, 60)],
      [finding("Milk", 6, 85)],
    );
    expect(result).toEqual([
      expect.objectContaining({
        id: "id-milk",
        status: "pending",
        occurrences: 6,
        action: "update",
      }),
      expect.objectContaining({ id: "id-bread", action: "remove" }),
    ]);
  });

  it("never changes the status of a confirmed pattern", () => {
    const confirmed = stored("milk", "confirmed", 5, 90);
    expect(reconcile([confirmed], [finding("milk", 4, 55)])).toEqual([
      expect.objectContaining({
        status: "confirmed",
        occurrences: 4,
        confidence: 55,
        action: "update",
      }),
    ]);
    expect(reconcile([confirmed], [])).toEqual([{ ...confirmed, action: "keep" }]);
  });

  it("keeps a dismissed pattern dismissed until its evidence has grown clearly", () => {
    const dismissed = dismissPattern(stored("milk", "pending", 5, 80));
    expect(dismissed).toMatchObject({
      status: "dismissed",
      dismissedOccurrences: 5,
      dismissedConfidence: 80,
    });
    // Two more occurrences: not enough.
    expect(reconcile([dismissed], [finding("milk", 7, 95)])).toEqual([
      expect.objectContaining({
        status: "dismissed",
        occurrences: 7,
        dismissedOccurrences: 5,
        dismissedConfidence: 80,
        action: "update",
      }),
    ]);
    // Three more but a lower confidence: not enough either.
    expect(reconcile([dismissed], [finding("milk", 8, 70)])[0].status).toBe("dismissed");
    // Three more at no lower confidence: back to pending, the snapshot cleared.
    expect(reconcile([dismissed], [finding("milk", 8, 80)])).toEqual([
      expect.objectContaining({
        id: "id-milk",
        status: "pending",
        occurrences: 8,
        dismissedOccurrences: null,
        dismissedConfidence: null,
        action: "reopen",
      }),
    ]);
    expect(reconcile([dismissed], [])).toEqual([{ ...dismissed, action: "keep" }]);
  });

  it("holds back a new finding about a dismissed food unless its evidence has grown", () => {
    const dismissed = dismissPattern(stored("milk", "pending", 5, 80));
    const runny = { ...finding("milk or cereal", 6, 90), feelingCorrelation: "runny tummy" };
    expect(reconcile([dismissed], [runny]).map((p) => p.action)).toEqual(["keep"]);
    const grown = { ...runny, occurrences: 8 };
    expect(reconcile([dismissed], [grown]).map((p) => [p.foodItem, p.status, p.action])).toEqual([
      ["milk or cereal", "pending", "create"],
      ["milk", "dismissed", "keep"],
    ]);
  });

  it("fills in a missing dismissal snapshot from the stored numbers", () => {
    const legacy = stored("milk", "dismissed", 5, 80);
    expect(reconcile([legacy], [finding("milk", 6, 82)])).toEqual([
      expect.objectContaining({
        status: "dismissed",
        dismissedOccurrences: 5,
        dismissedConfidence: 80,
        action: "update",
      }),
    ]);
  });
});
