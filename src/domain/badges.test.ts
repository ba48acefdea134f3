import { describe, expect, it } from "vitest";
import { testTranslate } from "../i18n/testing";
import { badgeDescription, badgeName, badgeRequirement } from "../i18n/words/badges";
import { BADGE_CATALOGUE, DAY_AWARDS, isBadgeKey, MILESTONE_BADGES } from "./badges";

const t = testTranslate("en");
const words = (key: (typeof BADGE_CATALOGUE)[number]["key"]) => ({
  name: badgeName(t, key),
  description: badgeDescription(t, key),
  requirement: badgeRequirement(t, key),
});

describe("badge catalogue", () => {
  it("holds the six badges of SPEC 9 with their points", () => {
    expect(MILESTONE_BADGES.map((b) => [b.key, words(b.key).name, b.points])).toEqual([
      ["food-detective", "Food Detective", 10],
      ["meal-master", "Meal Master", 25],
      ["pattern-spotter", "Pattern Spotter", 50],
      ["week-warrior", "Week Warrior", 100],
      ["tummy-tracker", "Tummy Tracker", 30],
      ["super-sleuth", "Super Sleuth", 150],
    ]);
  });

  it("adds the two day awards", () => {
    expect(DAY_AWARDS.map((b) => b.key)).toEqual(["balanced-plate", "case-closed"]);
    expect(BADGE_CATALOGUE).toHaveLength(8);
  });

  it("has unique keys and names and every required field filled", () => {
    expect(new Set(BADGE_CATALOGUE.map((b) => b.key)).size).toBe(8);
    expect(new Set(BADGE_CATALOGUE.map((b) => words(b.key).name)).size).toBe(8);
    for (const badge of BADGE_CATALOGUE) {
      expect(words(badge.key).name.length).toBeGreaterThan(0);
      expect(words(badge.key).description.length).toBeGreaterThan(0);
      expect(badge.icon.length).toBeGreaterThan(0);
      expect(words(badge.key).requirement.length).toBeGreaterThan(0);
    }
  });

  it("states the spec's thresholds in the requirements", () => {
    expect(words("week-warrior").requirement).toContain("7");
    expect(words("tummy-tracker").requirement).toContain("10");
    expect(words("super-sleuth").requirement).toContain("3");
  });

  it("recognises keys", () => {
    expect(isBadgeKey("super-sleuth")).toBe(true);
    expect(isBadgeKey("balanced-plate")).toBe(true);
    expect(isBadgeKey("Super Sleuth")).toBe(false);
  });
});
