import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { BADGE_CATALOGUE } from "../../../domain/badges";
import { dayCompletions } from "../../db/schema/index";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Earned = { badgeId: string; earnedAt: string; timesEarned: number; lastEarnedAt: string };
type Progress = { badgeId: string; current: number; target: number };

describe("GET /api/badges/{userId}", () => {
  it("lists the whole catalogue as available and nothing earned for a new detective", async () => {
    const c = await signUp(t.app);
    const res = await c.request("GET", pathOf(API.badges.list, { userId: c.user.id }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.earned).toEqual([]);
    expect(body.available.map((b: { id: string }) => b.id)).toEqual(
      BADGE_CATALOGUE.map((b) => b.key),
    );
    expect(body.available[0]).toEqual({
      id: "food-detective",
      name: "Food Detective",
      description: expect.any(String),
      icon: "🔍",
      points: 10,
      requirement: "Log your first meal",
    });
    const points = Object.fromEntries(
      body.available.map((b: { name: string; points: number }) => [b.name, b.points]),
    );
    expect(points).toMatchObject({
      "Food Detective": 10,
      "Meal Master": 25,
      "Pattern Spotter": 50,
      "Week Warrior": 100,
      "Tummy Tracker": 30,
      "Super Sleuth": 150,
    });
  });

  it("shows Food Detective after the first meal, and progress towards the others", async () => {
    const c = await signUp(t.app);
    const before = Date.now();
    await c.request("POST", pathOf(API.meals.create), {
      mealType: "breakfast",
      manualFoods: ["toast"],
    });
    await c.request("POST", pathOf(API.meals.create), { mealType: "lunch", manualFoods: ["rice"] });
    for (let i = 0; i < 7; i++)
      await c.request("POST", pathOf(API.tummyChecks.create), { feeling: "happy" });
    const body = (await c.request("GET", pathOf(API.badges.list, { userId: c.user.id }))).json();
    expect(body.earned).toHaveLength(1);
    const [first] = body.earned as Earned[];
    expect(first).toMatchObject({ badgeId: "food-detective", timesEarned: 1 });
    expect(Date.parse(first?.earnedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    const progress = Object.fromEntries(
      (body.progress as Progress[]).map((p) => [p.badgeId, `${p.current}/${p.target}`]),
    );
    expect(progress).toEqual({
      "food-detective": "1/1",
      "meal-master": "2/3",
      "pattern-spotter": "0/1",
      "week-warrior": "1/7",
      "tummy-tracker": "7/10",
      "super-sleuth": "0/3",
      "balanced-plate": "0/1",
      "case-closed": "0/1",
    });
  });

  it("lists a day award once, with how many finished days earned it (decision 008)", async () => {
    const c = await signUp(t.app);
    await t.database.db.insert(dayCompletions).values([
      {
        userId: c.user.id,
        date: "2026-03-01",
        badgeId: "case-closed",
        createdAt: new Date("2026-03-01T19:00:00Z"),
      },
      {
        userId: c.user.id,
        date: "2026-03-02",
        badgeId: "balanced-plate",
        createdAt: new Date("2026-03-02T19:00:00Z"),
      },
      {
        userId: c.user.id,
        date: "2026-03-04",
        badgeId: "case-closed",
        createdAt: new Date("2026-03-04T19:30:00Z"),
      },
    ]);
    const body = (await c.request("GET", pathOf(API.badges.list, { userId: c.user.id }))).json();
    expect(body.earned).toEqual([
      {
        badgeId: "balanced-plate",
        earnedAt: "2026-03-02T19:00:00.000Z",
        timesEarned: 1,
        lastEarnedAt: "2026-03-02T19:00:00.000Z",
      },
      {
        badgeId: "case-closed",
        earnedAt: "2026-03-01T19:00:00.000Z",
        timesEarned: 2,
        lastEarnedAt: "2026-03-04T19:30:00.000Z",
      },
    ]);
    const closed = (body.progress as Progress[]).find((p) => p.badgeId === "case-closed");
    expect(closed).toEqual({ badgeId: "case-closed", current: 1, target: 1 });
  });

  it("answers 400 for a bad id, 401 without a session, 403 for another user's id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const bad = await a.request("GET", pathOf(API.badges.list, { userId: "not-a-uuid" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.userId).toBe("Invalid user id");
    expect(
      (await send(t.app, "GET", pathOf(API.badges.list, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect(
      (await a.request("GET", pathOf(API.badges.list, { userId: b.user.id }))).statusCode,
    ).toBe(403);
  });
});
