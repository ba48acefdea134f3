import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const statePath = (c: Client, userId = c.user.id) => pathOf(API.school.state, { userId });
const dayPath = (c: Client, date: string, userId = c.user.id) =>
  pathOf(API.school.answer, { userId, date });
const weekdaysPath = (c: Client, userId = c.user.id) => pathOf(API.school.weekdays, { userId });

describe("school days", () => {
  it("Monday to Friday by default; today's answer is kept and can be changed", async () => {
    // Wednesday 2026-11-25, 18:00 in Auckland.
    vi.useFakeTimers({ now: new Date("2026-11-25T05:00:00.000Z"), toFake: ["Date"] });
    const c = await signUp(t.app, { timeZone: "Pacific/Auckland" });
    const state = await c.request("GET", statePath(c));
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({
      weekdays: [1, 2, 3, 4, 5],
      today: { date: "2026-11-25", schoolDay: true, answer: null },
    });
    const answered = await c.request("PUT", dayPath(c, "2026-11-25"), { answer: "left early" });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ date: "2026-11-25", answer: "left early" });
    await c.request("PUT", dayPath(c, "2026-11-25"), { answer: "missed" });
    expect((await c.request("GET", statePath(c))).json().today.answer).toBe("missed");
    // Yesterday can be answered too; a day to come cannot.
    expect((await c.request("PUT", dayPath(c, "2026-11-24"), { answer: "no" })).statusCode).toBe(
      200,
    );
    const ahead = await c.request("PUT", dayPath(c, "2026-11-26"), { answer: "no" });
    expect(ahead.statusCode).toBe(409);

    const exported = (
      await c.request("GET", pathOf(API.export.diary, { userId: c.user.id }))
    ).json().schoolDays;
    expect(exported).toEqual([
      { date: "2026-11-24", answer: "no" },
      { date: "2026-11-25", answer: "missed" },
    ]);
  });

  it("the family sets its school weekdays (a grown-up's setting, behind the parent code)", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00.000Z"), toFake: ["Date"] }); // Saturday
    const c = await signUp(t.app);
    expect((await c.request("GET", statePath(c))).json().today.schoolDay).toBe(false);
    const set = await c.request("PUT", weekdaysPath(c), { weekdays: [6, 1, 3] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ weekdays: [1, 3, 6], today: { schoolDay: true } });

    await c.request("PUT", pathOf(API.parent.code, { userId: c.user.id }), {
      password: "secret123",
      parentCode: "2468",
    });
    const refused = await c.request("PUT", weekdaysPath(c), { weekdays: [1] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Parent code needed");
    await c.request("POST", pathOf(API.parent.start, { userId: c.user.id }), {
      parentCode: "2468",
    });
    expect((await c.request("PUT", weekdaysPath(c), { weekdays: [] })).json().weekdays).toEqual([]);
    // The child's question still reads the setting outside parent mode.
    expect((await c.request("GET", statePath(c))).statusCode).toBe(200);
  });

  it("400 on bad input", async () => {
    const c = await signUp(t.app);
    for (const answer of [undefined, "maybe", 3, "x".repeat(5000)]) {
      const bad = await c.request("PUT", dayPath(c, "2026-11-02"), { answer });
      expect(bad.statusCode, String(answer)).toBe(400);
    }
    expect(
      (await c.request("PUT", dayPath(c, "2026-11-02"), { answer: "maybe" })).json().errors.answer,
    ).toBe("Please choose No, Left early or Missed the day");
    for (const date of ["2026-13-01", "yesterday", "1999-12-31"]) {
      const bad = await c.request("PUT", dayPath(c, date), { answer: "no" });
      expect(bad.statusCode, date).toBe(400);
    }
    for (const weekdays of [[0], [8], [1, 1], [1.5], "1,2", Array(8).fill(1), null]) {
      const bad = await c.request("PUT", weekdaysPath(c), { weekdays });
      expect(bad.statusCode, JSON.stringify(weekdays)).toBe(400);
    }
    expect((await c.request("PUT", weekdaysPath(c), { weekdays: [9] })).json().message).toBe(
      "Choose weekdays from Monday to Sunday, each once",
    );
    expect((await c.request("GET", statePath(c, "not-a-uuid"))).statusCode).toBe(400);
  });

  it("401 without a session, 403 for another detective's days", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await send(t.app, "GET", statePath(a))).statusCode).toBe(401);
    expect(
      (await send(t.app, "PUT", dayPath(a, "2026-11-02"), { payload: { answer: "no" } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await send(t.app, "PUT", weekdaysPath(a), { payload: { weekdays: [1] } })).statusCode,
    ).toBe(401);
    expect((await b.request("GET", statePath(a))).statusCode).toBe(403);
    expect((await b.request("PUT", dayPath(a, "2026-11-02"), { answer: "no" })).statusCode).toBe(
      403,
    );
    expect((await b.request("PUT", weekdaysPath(a), { weekdays: [1] })).statusCode).toBe(403);
  });
});
