import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { factWords, jokeWords } from "../../../i18n/words/missions";
import { translatorFor } from "../../lib/i18n";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";
import { MISSION_NOT_DONE } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("daily missions", () => {
  it("is created on first read, unlocks the fact and joke after a meal, keeps flags true", async () => {
    const c = await signUp(t.app);
    const first = (
      await c.request("GET", pathOf(API.missions.today, { userId: c.user.id }))
    ).json();
    expect(first).toMatchObject({
      mission: "Log 3 meals",
      completed: false,
      unlockedFact: null,
      unlockedJoke: null,
      unlockedFactId: null,
      unlockedJokeId: null,
      hasLoggedBreakfast: false,
      mealsLogged: 0,
      mealsGoal: 3,
    });
    const again = (
      await c.request("GET", pathOf(API.missions.today, { userId: c.user.id }))
    ).json();
    expect(again.id).toBe(first.id);
    const meal = (
      await c.request("POST", pathOf(API.meals.create), {
        mealType: "breakfast",
        manualFoods: ["toast"],
      })
    ).json();
    const unlocked = (
      await c.request("GET", pathOf(API.missions.today, { userId: c.user.id }))
    ).json();
    expect(unlocked.unlockedFact).toBeTruthy();
    expect(unlocked.unlockedJoke).toBeTruthy();
    // The ids the screens word the fact and joke by, the English stored beside them (SPEC 3).
    expect(unlocked.unlockedFactId).toMatch(/^fact\d\d$/);
    expect(unlocked.unlockedJokeId).toMatch(/^joke\d\d$/);
    const english = translatorFor("en").t;
    expect(unlocked.unlockedFact).toBe(factWords(english, unlocked.unlockedFactId));
    expect(unlocked.unlockedJoke).toBe(jokeWords(english, unlocked.unlockedJokeId));
    expect(unlocked).toMatchObject({
      hasLoggedBreakfast: true,
      hasLoggedLunch: false,
      mealsLogged: 1,
    });
    await c.request("DELETE", pathOf(API.meals.remove, { id: meal.id }));
    const relocked = (
      await c.request("GET", pathOf(API.missions.today, { userId: c.user.id }))
    ).json();
    expect(relocked).toMatchObject({
      hasLoggedBreakfast: false,
      unlockedFact: null,
      mealsLogged: 0,
    });
  });

  it("completes only after 3 meals, with 20 points once", async () => {
    const c = await signUp(t.app);
    const m = (await c.request("GET", pathOf(API.missions.today, { userId: c.user.id }))).json();
    const early = await c.request("POST", pathOf(API.missions.complete, { id: m.id }));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(MISSION_NOT_DONE);
    for (const mealType of ["breakfast", "lunch", "dinner"]) {
      await c.request("POST", pathOf(API.meals.create), { mealType, manualFoods: ["rice"] });
    }
    const done = await c.request("POST", pathOf(API.missions.complete, { id: m.id }));
    expect(done.json()).toMatchObject({ completed: true, mealsLogged: 3, hasLoggedLunch: true });
    await c.request("POST", pathOf(API.missions.complete, { id: m.id }));
    // 3 meals 30 + Food Detective 10 + Meal Master 25 + mission 20
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints,
    ).toBe(85);
  });

  it("answers 401, 403, 404 and 400", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const m = (await a.request("GET", pathOf(API.missions.today, { userId: a.user.id }))).json();
    expect(
      (await send(t.app, "GET", pathOf(API.missions.today, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect(
      (await b.request("GET", pathOf(API.missions.today, { userId: a.user.id }))).statusCode,
    ).toBe(403);
    expect((await b.request("POST", pathOf(API.missions.complete, { id: m.id }))).statusCode).toBe(
      404,
    );
    expect(
      (await a.request("POST", pathOf(API.missions.complete, { id: "nope" }))).statusCode,
    ).toBe(400);
  });

  it("brings a fact stored in other words back to the day's, with its id", async () => {
    const c = await signUp(t.app);
    await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["rice"],
    });
    const today = (
      await c.request("GET", pathOf(API.missions.today, { userId: c.user.id }))
    ).json();
    await t.database.pool.query(
      "update daily_missions set unlocked_fact = 'An older fact.' where id = $1",
      [today.id],
    );
    // The next read finds the stored words are not the day's fact and writes them again.
    const { rows } = await t.database.pool.query(
      "select unlocked_fact from daily_missions where id = $1",
      [today.id],
    );
    expect(rows[0].unlocked_fact).toBe("An older fact.");
    const again = (
      await c.request("GET", pathOf(API.missions.today, { userId: c.user.id }))
    ).json();
    expect(again.unlockedFactId).toBe(today.unlockedFactId);
    expect(again.unlockedFact).toBe(today.unlockedFact);
  });
});
