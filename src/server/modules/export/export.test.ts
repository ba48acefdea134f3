import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { addDays, localDate } from "../../../domain/local-day";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Auckland is UTC+13 in March (daylight time), so its local days are far from UTC's.
const ZONE = "Pacific/Auckland";

describe("GET /api/export/{userId}", () => {
  it("keeps entries whose local day is within the dates, in the child's zone", async () => {
    const c = await signUp(t.app, { timeZone: ZONE });
    const meal = (timestamp: string, food: string) =>
      c.request("POST", pathOf(API.meals.create), {
        mealType: "dinner",
        manualFoods: [food],
        timestamp,
      });
    await meal("2025-03-03T10:50:00.000Z", "before start"); // 2025-03-03 23:50 local: out
    await meal("2025-03-03T11:05:00.000Z", "start"); // 2025-03-04 00:05 local: in
    await meal("2025-03-10T10:30:00.000Z", "late on end"); // 2025-03-10 23:30 local: in
    await meal("2025-03-10T11:10:00.000Z", "after end"); // 2025-03-11 00:10 local: out
    await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "ouchy",
      bathroomEvent: "runny tummy",
      timestamp: "2025-03-10T10:45:00.000Z",
    });
    await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "happy",
      timestamp: "2025-03-10T11:15:00.000Z",
    });
    await c.request("POST", pathOf(API.drinks.create), {
      drinkType: "water",
      amountMl: 240,
      timestamp: "2025-03-04T01:00:00.000Z",
    });
    // Bedtime 20:00 local on the end date (night of 2025-03-10) and the next night.
    await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime: "2025-03-10T07:00:00.000Z" });
    await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime: "2025-03-11T07:00:00.000Z" });

    const res = await c.request(
      "GET",
      `${pathOf(API.export.diary, { userId: c.user.id })}?startDate=2025-03-04&endDate=2025-03-10`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meals.map((m: { manualFoods: string[] }) => m.manualFoods[0])).toEqual([
      "start",
      "late on end",
    ]);
    expect(body.tummyChecks).toHaveLength(1);
    expect(body.tummyChecks[0]).toMatchObject({ feeling: "ouchy", bathroomEvent: "runny tummy" });
    expect(body.drinks).toHaveLength(1);
    expect(body.sleepLogs.map((s: { date: string }) => s.date)).toEqual(["2025-03-10"]);
    expect(body.patterns).toEqual([]);
    expect(body.meals[0]).toMatchObject({ mealType: "dinner", aiDetectedFoods: null });

    const all = (await c.request("GET", pathOf(API.export.diary, { userId: c.user.id }))).json();
    expect(all.meals).toHaveLength(4);
    expect(all.sleepLogs).toHaveLength(2);
    const from = (
      await c.request(
        "GET",
        `${pathOf(API.export.diary, { userId: c.user.id })}?startDate=2025-03-10`,
      )
    ).json();
    expect(from.meals).toHaveLength(2);
    const upTo = (
      await c.request(
        "GET",
        `${pathOf(API.export.diary, { userId: c.user.id })}?endDate=2025-03-03`,
      )
    ).json();
    expect(upTo.meals).toHaveLength(1);
  });

  it("answers empty lists for an empty diary, and accepts today", async () => {
    const c = await signUp(t.app, { timeZone: ZONE });
    const today = localDate(new Date(), ZONE);
    const res = await c.request(
      "GET",
      `${pathOf(API.export.diary, { userId: c.user.id })}?startDate=${today}&endDate=${today}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meals: [],
      tummyChecks: [],
      sleepLogs: [],
      drinks: [],
      profileSigns: [],
      schoolDays: [],
      patterns: [],
      cases: [],
      // Without a choice, the CSV's words follow the browser's language (English here).
      report: { language: "en", columns: "report" },
    });
  });

  it("answers 400 for a malformed date, a future date and an end before the start", async () => {
    const c = await signUp(t.app, { timeZone: ZONE });
    const get = (query: string) =>
      c.request("GET", `${pathOf(API.export.diary, { userId: c.user.id })}?${query}`);
    const tomorrow = addDays(localDate(new Date(), ZONE), 1);
    const cases: [string, string, string][] = [
      ["startDate=2025-13-01", "startDate", "Dates must be real days written as YYYY-MM-DD"],
      ["endDate=10/03/2025", "endDate", "Dates must be real days written as YYYY-MM-DD"],
      ["startDate=2025-02-30", "startDate", "Dates must be real days written as YYYY-MM-DD"],
      [`endDate=${tomorrow}`, "endDate", "Export dates can't be in the future"],
      [`startDate=${tomorrow}`, "startDate", "Export dates can't be in the future"],
      [
        "startDate=2025-03-10&endDate=2025-03-09",
        "endDate",
        "The end date can't be before the start date",
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message, errors: { [field]: message } });
    }
    expect(
      (await c.request("GET", pathOf(API.export.diary, { userId: "not-a-uuid" }))).statusCode,
    ).toBe(400);
  });

  it("answers 401 without a session and 403 for another detective's id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const anonymous = await send(t.app, "GET", pathOf(API.export.diary, { userId: a.user.id }));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Not authenticated");
    const other = await b.request("GET", pathOf(API.export.diary, { userId: a.user.id }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBeTruthy();
  });
});
