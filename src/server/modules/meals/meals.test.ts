import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";
import { aucklandDate, aucklandMidnight } from "../../test/auckland";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe("POST /api/meals", () => {
  it("saves a meal, gives 10 points and the Food Detective badge", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", pathOf(API.meals.create), {
      userId: c.user.id,
      mealType: "breakfast",
      detectedFoods: ["banana"],
      manualFoods: [" toast ", "Toast", "", "milk"],
      aiConfidence: 87,
      timestamp: minutesAgo(30),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      userId: c.user.id,
      mealType: "breakfast",
      detectedFoods: ["banana"],
      manualFoods: ["toast", "milk"],
      aiConfidence: 87,
    });
    expect(body.newBadges.map((b: { name: string }) => b.name)).toEqual(["Food Detective"]);
    const me = (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json();
    expect(me.totalPoints).toBe(20); // meal 10 + Food Detective 10
    expect(me.currentStreak).toBe(1);
  });

  it("answers 400 with the spec's message when the meal type is missing", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", pathOf(API.meals.create), { manualFoods: ["apple"] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.mealType).toBe(
      "Missing meal type: Please select what type of meal this is!",
    );
    const empty = await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: [" "],
    });
    expect(empty.json().errors.manualFoods).toBe("Add at least one food, Detective!");
  });

  it("refuses a time in the future but accepts a late log", async () => {
    const c = await signUp(t.app);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const res = await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["rice"],
      timestamp: future,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.timestamp).toMatch(/future/);
    const late = await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["rice"],
      timestamp: minutesAgo(600),
    });
    expect(late.statusCode).toBe(201);
  });

  it("answers 401 without a session and 403 for another user's id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const anon = await send(t.app, "POST", pathOf(API.meals.create), {
      payload: { mealType: "lunch", manualFoods: ["x"] },
    });
    expect(anon.statusCode).toBe(401);
    const other = await a.request("POST", pathOf(API.meals.create), {
      userId: b.user.id,
      mealType: "lunch",
      manualFoods: ["x"],
    });
    expect(other.statusCode).toBe(403);
  });
});

describe("GET /api/meals/today/{userId}", () => {
  it("splits days at the user's local midnight (Pacific/Auckland)", async () => {
    const c = await signUp(t.app, { timeZone: "Pacific/Auckland" });
    // The clock is pinned at 00:40 local (the latest one that has passed), whatever the hour
    // the test runs at: 23:30 is yesterday, 00:30 is today.
    const todayMidnight = aucklandMidnight(aucklandDate(new Date()));
    let pinned = new Date(todayMidnight.getTime() + 40 * 60_000);
    if (pinned.getTime() > Date.now()) pinned = new Date(pinned.getTime() - 24 * 3_600_000);
    const midnight = new Date(pinned.getTime() - 40 * 60_000);
    vi.useFakeTimers({ toFake: ["Date"], now: pinned });
    try {
      for (const [minutes, food] of [
        [-30, "yogurt"],
        [30, "toast"],
      ] as const) {
        const res = await c.request("POST", pathOf(API.meals.create), {
          mealType: "late snack",
          manualFoods: [food],
          timestamp: new Date(midnight.getTime() + minutes * 60_000).toISOString(),
        });
        expect(res.statusCode).toBe(201);
      }
      const today = (await c.request("GET", pathOf(API.meals.today, { userId: c.user.id }))).json();
      expect(today.map((m: { manualFoods: string[] }) => m.manualFoods[0])).toEqual(["toast"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 401, 403 and 400", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect(
      (await send(t.app, "GET", pathOf(API.meals.today, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect(
      (await a.request("GET", pathOf(API.meals.today, { userId: b.user.id }))).statusCode,
    ).toBe(403);
    expect((await a.request("GET", pathOf(API.meals.today, { userId: "123" }))).statusCode).toBe(
      400,
    );
  });
});

describe("PUT and DELETE /api/meals/{id}", () => {
  it("edits foods and time, and deleting takes the points back", async () => {
    const c = await signUp(t.app);
    const first = (
      await c.request("POST", pathOf(API.meals.create), {
        mealType: "lunch",
        manualFoods: ["pizza"],
      })
    ).json();
    const second = (
      await c.request("POST", pathOf(API.meals.create), {
        mealType: "dinner",
        manualFoods: ["pasta"],
      })
    ).json();
    const time = minutesAgo(5);
    const edit = await c.request("PUT", pathOf(API.meals.update, { id: second.id }), {
      manualFoods: ["pasta", "peas"],
      timestamp: time,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ manualFoods: ["pasta", "peas"], timestamp: time });
    const before = (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json()
      .totalPoints;
    expect(before).toBe(30);
    const del = await c.request("DELETE", pathOf(API.meals.remove, { id: second.id }));
    expect(del.statusCode).toBe(200);
    const after = (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json()
      .totalPoints;
    expect(after).toBe(20);
    expect(first.id).toBeDefined();
  });

  it("answers 400 for bad edits, 404 for another user's meal, 401 signed out", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const meal = (
      await a.request("POST", pathOf(API.meals.create), {
        mealType: "lunch",
        manualFoods: ["soup"],
      })
    ).json();
    const bad = await a.request("PUT", pathOf(API.meals.update, { id: meal.id }), {
      manualFoods: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Add at least one food, Detective!");
    expect(
      (
        await a.request("PUT", pathOf(API.meals.update, { id: meal.id }), {
          timestamp: "yesterday",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await b.request("PUT", pathOf(API.meals.update, { id: meal.id }), { manualFoods: ["x"] }))
        .statusCode,
    ).toBe(404);
    expect((await b.request("DELETE", pathOf(API.meals.remove, { id: meal.id }))).statusCode).toBe(
      404,
    );
    expect(
      (await send(t.app, "DELETE", pathOf(API.meals.remove, { id: meal.id }))).statusCode,
    ).toBe(401);
    expect(
      (await a.request("GET", pathOf(API.meals.today, { userId: a.user.id }))).json(),
    ).toHaveLength(1);
  });
});

describe("GET /api/diary-summary/{userId}", () => {
  it("offers the child's frequent foods first, then defaults", async () => {
    const c = await signUp(t.app);
    for (const foods of [["Porridge", "banana"], ["porridge"], ["rice"]]) {
      await c.request("POST", pathOf(API.meals.create), {
        mealType: "breakfast",
        manualFoods: foods,
      });
    }
    const res = await c.request("GET", pathOf(API.meals.summary, { userId: c.user.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().quickAddFoods).toHaveLength(8);
    expect(res.json().quickAddFoods[0]).toMatch(/porridge/i);
    expect(res.json()).toMatchObject({ mealsTotal: 3, tummyChecksTotal: 0 });
    const other = await signUp(t.app);
    expect(
      (await other.request("GET", pathOf(API.meals.summary, { userId: c.user.id }))).statusCode,
    ).toBe(403);
    expect(
      (await send(t.app, "GET", pathOf(API.meals.summary, { userId: c.user.id }))).statusCode,
    ).toBe(401);
  });
});
