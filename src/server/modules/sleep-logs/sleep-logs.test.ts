import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";
import { BEDTIME_ALREADY_LOGGED } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sleep logs", () => {
  it("logs bedtime then the morning mood, once each", async () => {
    const c = await signUp(t.app);
    expect(
      (await c.request("GET", pathOf(API.sleepLogs.current, { userId: c.user.id }))).json(),
    ).toBeNull();
    const bedtime = new Date().toISOString();
    const res = await c.request("POST", pathOf(API.sleepLogs.bedtime), {
      userId: c.user.id,
      bedtime,
      notes: "read a book",
    });
    expect(res.statusCode).toBe(201);
    const log = res.json();
    expect(log).toMatchObject({ bedtime, morningMood: null, notes: "read a book" });
    const again = await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BEDTIME_ALREADY_LOGGED);
    const today = (
      await c.request("GET", pathOf(API.sleepLogs.current, { userId: c.user.id }))
    ).json();
    expect(today.id).toBe(log.id);
    const mood = await c.request("PATCH", pathOf(API.sleepLogs.morning, { id: log.id }), {
      morningMood: "bunny",
    });
    expect(mood.statusCode).toBe(200);
    expect(mood.json().morningMood).toBe("bunny");
    await c.request("PATCH", pathOf(API.sleepLogs.morning, { id: log.id }), {
      morningMood: "bear",
    });
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints,
    ).toBe(10);
  });

  it("answers 400 without a bedtime or a mood", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", pathOf(API.sleepLogs.bedtime), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.bedtime).toBe("Please pick your bedtime");
    const log = (
      await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime: new Date().toISOString() })
    ).json();
    const mood = await c.request("PATCH", pathOf(API.sleepLogs.morning, { id: log.id }), {
      morningMood: "lion",
    });
    expect(mood.json().errors.morningMood).toBe("Please choose your morning mood");
  });

  it("answers 401, 403 and 404", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const log = (
      await a.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime: new Date().toISOString() })
    ).json();
    expect(
      (await send(t.app, "GET", pathOf(API.sleepLogs.current, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect(
      (await b.request("GET", pathOf(API.sleepLogs.current, { userId: a.user.id }))).statusCode,
    ).toBe(403);
    expect(
      (
        await b.request("POST", pathOf(API.sleepLogs.bedtime), {
          userId: a.user.id,
          bedtime: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await b.request("PATCH", pathOf(API.sleepLogs.morning, { id: log.id }), {
          morningMood: "bear",
        })
      ).statusCode,
    ).toBe(404);
  });
});
