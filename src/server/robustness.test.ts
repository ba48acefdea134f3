import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../contracts/api";
import { pathOf } from "../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "./test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1 });
});
afterAll(() => t.close());

const GARBAGE: unknown[] = [
  null,
  [],
  "text",
  42,
  { mealType: ["breakfast"] },
  { feeling: { $ne: null } },
  { timestamp: "2026-13-45T99:99:99Z", foods: "x".repeat(5000) },
  { drinkType: "water", amountMl: Number.MAX_SAFE_INTEGER },
  { status: "confirmed", __proto__: { admin: true } },
  { bedtime: "not a time", morningMood: 7 },
  { detectedFoods: [null, 3, {}], manualFoods: "toast" },
];

describe("bad input never breaks the server", () => {
  it("answers every route's garbage with a clear 4xx and a message", async () => {
    const c = await signUp(t.app);
    const id = "00000000-0000-4000-8000-000000000000";
    const routes: ["POST" | "PUT" | "PATCH", string][] = [
      ["POST", pathOf(API.auth.signup)],
      ["POST", pathOf(API.auth.login)],
      ["POST", pathOf(API.meals.create)],
      ["PUT", pathOf(API.meals.update, { id })],
      ["POST", pathOf(API.tummyChecks.create)],
      ["PUT", pathOf(API.tummyChecks.update, { id })],
      ["POST", pathOf(API.drinks.create)],
      ["PUT", pathOf(API.drinks.update, { id })],
      ["POST", pathOf(API.sleepLogs.bedtime)],
      ["PATCH", pathOf(API.sleepLogs.morning, { id })],
      ["POST", pathOf(API.patterns.setStatus, { id })],
      ["POST", pathOf(API.missions.complete, { id })],
      ["POST", pathOf(API.photos.upload)],
    ];
    for (const [method, url] of routes) {
      for (const payload of GARBAGE) {
        const res = await c.request(method, url, payload);
        expect(
          res.statusCode,
          `${method} ${url} ${JSON.stringify(payload)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(typeof res.json().message).toBe("string");
      }
      const raw = await send(t.app, method, url, {
        cookie: c.cookie,
        payload: "{oops",
        headers: { "content-type": "application/json" },
      });
      expect(raw.statusCode).toBe(400);
    }
    // Nothing half-written: the user's diary is still empty.
    const meals = await t.database.pool.query("select count(*)::int as n from meals");
    expect(meals.rows[0].n).toBe(0);
  });

  it("answers unknown API paths and oversized bodies with JSON errors", async () => {
    const c = await signUp(t.app);
    const unknown = await c.request("GET", "/api/nothing-here");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTruthy();
    const huge = await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["x".repeat(2_000_000)],
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
  });
});
