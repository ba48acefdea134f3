import { describe, expect, it } from "vitest";
import { testTranslate } from "../i18n/testing";
import { badgeProgressWords } from "../i18n/words/badges";
import { badgeProgress, percentComplete } from "./badge-progress";
import { BADGE_CATALOGUE, type BadgeKey } from "./badges";

const keys = BADGE_CATALOGUE.map((b) => b.key as BadgeKey);
const none = {
  mealCount: 0,
  mainMealsToday: 0,
  confirmedPatterns: 0,
  streak: 0,
  tummyCheckCount: 0,
  finishedDays: 0,
  balancedDays: 0,
};

describe("badge progress", () => {
  it("reads each rule's count against its target, capped at the target", () => {
    const progress = badgeProgress(keys, {
      ...none,
      mealCount: 4,
      mainMealsToday: 2,
      confirmedPatterns: 2,
      streak: 9,
      tummyCheckCount: 7,
      finishedDays: 3,
    });
    expect(Object.fromEntries(progress.map((p) => [p.badgeId, [p.current, p.target]]))).toEqual({
      "food-detective": [1, 1],
      "meal-master": [2, 3],
      "pattern-spotter": [1, 1],
      "week-warrior": [7, 7],
      "tummy-tracker": [7, 10],
      "super-sleuth": [2, 3],
      "balanced-plate": [0, 1],
      "case-closed": [1, 1],
    });
  });

  it("says it in a child's words", () => {
    expect(badgeProgressWords(testTranslate("en"), "tummy-tracker", 7, 10)).toBe(
      "7 of 10 tummy checks",
    );
    expect(badgeProgressWords(testTranslate("en"), "week-warrior", 1, 7)).toBe(
      "1 of 7 days in a row",
    );
    expect(badgeProgressWords(testTranslate("en"), "food-detective", 0, 1)).toBe(
      "0 of 1 meal logged",
    );
    expect(badgeProgressWords(testTranslate("en"), "super-sleuth", 2, 3)).toBe(
      "2 of 3 food clues confirmed",
    );
    expect(badgeProgressWords(testTranslate("en"), "meal-master", 1, 3)).toBe(
      "1 of 3 meals today (breakfast, lunch and dinner)",
    );
  });

  it("gives the percent complete as a whole number", () => {
    expect(percentComplete(1, 8)).toBe(13);
    expect(percentComplete(0, 8)).toBe(0);
    expect(percentComplete(8, 8)).toBe(100);
    expect(percentComplete(0, 0)).toBe(0);
  });
});
