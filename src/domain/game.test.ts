import { describe, expect, it } from "vitest";
import {
  ACCESSORIES,
  BACKGROUNDS,
  BEDTIME_POINTS,
  badgeKeysEarned,
  DRINK_POINTS,
  FINISHED_DAY_POINTS,
  hasBreakfastLunchDinnerDay,
  isLabToolUnlocked,
  LAB_TOOLS,
  levelForPoints,
  MEAL_POINTS,
  MISSION_POINTS,
  MORNING_MOOD_POINTS,
  POINTS_PER_ACTION,
  PRESET_AVATARS,
  streakFromDays,
  TUMMY_CHECK_POINTS,
} from "./game";

describe("points and levels", () => {
  it("awards the points of DESIGN 'Game rules'", () => {
    expect([
      MEAL_POINTS,
      TUMMY_CHECK_POINTS,
      DRINK_POINTS,
      BEDTIME_POINTS,
      MORNING_MOOD_POINTS,
      MISSION_POINTS,
      FINISHED_DAY_POINTS,
    ]).toEqual([10, 5, 2, 5, 5, 20, 15]);
    expect(POINTS_PER_ACTION["tummy-check"]).toBe(5);
  });

  it("levels up every 100 points", () => {
    expect(levelForPoints(0)).toBe(1);
    expect(levelForPoints(99)).toBe(1);
    expect(levelForPoints(100)).toBe(2);
    expect(levelForPoints(250)).toBe(3);
    expect(levelForPoints(-20)).toBe(1);
  });
});

describe("streak", () => {
  it("counts consecutive days ending today", () => {
    expect(streakFromDays(["2025-03-01", "2025-03-02", "2025-03-03"], "2025-03-03")).toBe(3);
  });

  it("keeps a streak ending yesterday alive", () => {
    expect(streakFromDays(["2025-03-01", "2025-03-02"], "2025-03-03")).toBe(2);
  });

  it("breaks on a gap and on an older last day", () => {
    expect(streakFromDays(["2025-02-27", "2025-03-01", "2025-03-02"], "2025-03-02")).toBe(2);
    expect(streakFromDays(["2025-02-28", "2025-03-01"], "2025-03-03")).toBe(0);
    expect(streakFromDays([], "2025-03-03")).toBe(0);
  });

  it("crosses month ends and ignores duplicates and order", () => {
    expect(
      streakFromDays(["2025-03-01", "2025-02-28", "2025-03-01", "2025-02-27"], "2025-03-01"),
    ).toBe(3);
  });
});

describe("lab tools", () => {
  it("unlock at the levels of SPEC 9", () => {
    expect(LAB_TOOLS.map((t) => [t.name, t.level])).toEqual([
      ["Microscope", 1],
      ["Detective Hat", 2],
      ["Evidence Board", 3],
      ["Magnifying Glass", 4],
      ["Lab Coat", 5],
      ["Badge", 6],
    ]);
    expect(LAB_TOOLS.filter((t) => isLabToolUnlocked(t, 3)).map((t) => t.key)).toEqual([
      "microscope",
      "detective-hat",
      "evidence-board",
    ]);
  });
});

describe("milestone badges", () => {
  const none = {
    mealCount: 0,
    hasBreakfastLunchDinnerDay: false,
    confirmedPatterns: 0,
    streak: 0,
    tummyCheckCount: 0,
  };

  it("earns nothing without detective work", () => {
    expect(badgeKeysEarned(none)).toEqual([]);
  });

  it("applies each threshold", () => {
    expect(badgeKeysEarned({ ...none, mealCount: 1 })).toEqual(["food-detective"]);
    expect(badgeKeysEarned({ ...none, hasBreakfastLunchDinnerDay: true })).toEqual(["meal-master"]);
    expect(badgeKeysEarned({ ...none, confirmedPatterns: 1 })).toEqual(["pattern-spotter"]);
    expect(badgeKeysEarned({ ...none, confirmedPatterns: 2 })).toEqual(["pattern-spotter"]);
    expect(badgeKeysEarned({ ...none, confirmedPatterns: 3 })).toEqual([
      "pattern-spotter",
      "super-sleuth",
    ]);
    expect(badgeKeysEarned({ ...none, streak: 6 })).toEqual([]);
    expect(badgeKeysEarned({ ...none, streak: 7 })).toEqual(["week-warrior"]);
    expect(badgeKeysEarned({ ...none, tummyCheckCount: 9 })).toEqual([]);
    expect(badgeKeysEarned({ ...none, tummyCheckCount: 10 })).toEqual(["tummy-tracker"]);
  });

  it("finds a day with breakfast, lunch and dinner", () => {
    const meals = [
      { mealType: "breakfast", date: "2025-03-01" },
      { mealType: "lunch", date: "2025-03-01" },
      { mealType: "dinner", date: "2025-03-02" },
    ];
    expect(hasBreakfastLunchDinnerDay(meals)).toBe(false);
    expect(hasBreakfastLunchDinnerDay([...meals, { mealType: "dinner", date: "2025-03-01" }])).toBe(
      true,
    );
  });
});

describe("avatar options", () => {
  it("has the accessories of SPEC 9", () => {
    expect(ACCESSORIES.map((a) => a.key)).toEqual([
      "none",
      "hat",
      "glasses",
      "sunglasses",
      "crown",
      "cap",
      "party",
      "wizard",
      "pirate",
      "chef",
    ]);
  });

  it("has 26 distinct preset avatars and 15 distinct backgrounds", () => {
    expect(PRESET_AVATARS).toHaveLength(26);
    expect(new Set(PRESET_AVATARS.map((a) => a.emoji)).size).toBe(26);
    expect(new Set(PRESET_AVATARS.map((a) => a.name)).size).toBe(26);
    expect(BACKGROUNDS).toHaveLength(15);
    expect(new Set(BACKGROUNDS.map((b) => b.key)).size).toBe(15);
    for (const background of BACKGROUNDS) expect(background.gradient).toMatch(/^linear-gradient\(/);
  });
});
