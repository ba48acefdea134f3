import { describe, expect, it } from "vitest";
import type { BadgesResponse } from "../../../../contracts/badges";
import { testTranslate } from "../../../../i18n/testing";
import { badgeBoard, builtInBadges, encouragement } from "./badge-board";

const t = testTranslate("en");
const BUILT_IN_BADGES = builtInBadges(t);

const response: BadgesResponse = {
  available: BUILT_IN_BADGES.slice(0, 6),
  earned: [
    {
      badgeId: "food-detective",
      earnedAt: "2026-11-23T08:00:00.000Z",
      timesEarned: 1,
      lastEarnedAt: "2026-11-23T08:00:00.000Z",
    },
    {
      badgeId: "meal-master",
      earnedAt: "2026-11-23T18:00:00.000Z",
      timesEarned: 1,
      lastEarnedAt: "2026-11-23T18:00:00.000Z",
    },
  ],
  progress: [{ badgeId: "tummy-tracker", current: 7, target: 10 }],
};

describe("badge board", () => {
  it("counts earned badges, their points and the percent complete", () => {
    const board = badgeBoard(t, response);
    expect(board.earned.map((b) => b.name)).toEqual(["Food Detective", "Meal Master"]);
    expect(board.totalPoints).toBe(35);
    expect(board.availableCount).toBe(6);
    expect(board.percent).toBe(33);
    const tracker = board.toEarn.find((b) => b.id === "tummy-tracker");
    expect(tracker?.progressText).toBe("7 of 10 tummy checks");
    expect(tracker?.progressPercent).toBe(70);
  });

  it("uses the built-in list when the server gives no available badges", () => {
    const board = badgeBoard(t, { available: [], earned: [], progress: [] });
    expect(board.availableCount).toBe(BUILT_IN_BADGES.length);
    expect(board.toEarn[0]?.name).toBe("Food Detective");
    expect(board.percent).toBe(0);
    expect(encouragement(t, board).title).toBe("Your trophy case is waiting!");
  });

  it("encourages with how many are left", () => {
    expect(
      encouragement(t, { earned: badgeBoard(t, response).earned, availableCount: 6 }).text,
    ).toMatch(/Only 4 more badges to go/);
  });

  it("words the board in Spanish from the badges' ids, whatever words the server stored", () => {
    const es = testTranslate("es");
    const board = badgeBoard(es, response);
    expect(board.earned.map((b) => b.name)).toEqual(["Detective de comida", "Maestro de comidas"]);
    const tracker = board.toEarn.find((b) => b.id === "tummy-tracker");
    expect(tracker?.name).toBe("Rastreador de barriga");
    expect(tracker?.requirement).toBe("Haz 10 revisiones de barriga");
    expect(tracker?.progressText).toBe("7 de 10 revisiones de barriga");
    expect(encouragement(es, board).text).toMatch(/^Solo te faltan 4 insignias\./);
  });
});
