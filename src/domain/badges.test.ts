import { describe, expect, it } from "vitest";
import { BADGE_CATALOGUE, badgeByKey, DAY_AWARDS, isBadgeKey, MILESTONE_BADGES } from "./badges";

describe("badge catalogue", () => {
  it("holds the six badges of SPEC 9 with their points", () => {
    expect(MILESTONE_BADGES.map((b) => [b.key, b.name, b.points])).toEqual([
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
    expect(new Set(BADGE_CATALOGUE.map((b) => b.name)).size).toBe(8);
    for (const badge of BADGE_CATALOGUE) {
      expect(badge.name.length).toBeGreaterThan(0);
      expect(badge.description.length).toBeGreaterThan(0);
      expect(badge.icon.length).toBeGreaterThan(0);
      expect(badge.requirement.length).toBeGreaterThan(0);
    }
  });

  it("states the spec's thresholds in the requirements", () => {
    expect(badgeByKey("week-warrior").requirement).toContain("7");
    expect(badgeByKey("tummy-tracker").requirement).toContain("10");
    expect(badgeByKey("super-sleuth").requirement).toContain("3");
  });

  it("recognises keys", () => {
    expect(isBadgeKey("super-sleuth")).toBe(true);
    expect(isBadgeKey("balanced-plate")).toBe(true);
    expect(isBadgeKey("Super Sleuth")).toBe(false);
  });
});
