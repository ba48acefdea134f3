import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import {
  PARENT_CODE_FORMAT,
  PARENT_CODE_NEEDED,
  PARENT_MODE_MINUTES,
  WRONG_PARENT_CODE,
} from "../../../contracts/parent";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { seedPattern } from "../../test/factories";
import { WRONG_CURRENT_PASSWORD } from "../auth/service";
import { MAX_WRONG_PARENT_CODES, TOO_MANY_PARENT_CODES } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const codePath = (c: Client) => pathOf(API.parent.code, { userId: c.user.id });
const modePath = (c: Client) => pathOf(API.parent.start, { userId: c.user.id });

async function withParentCode(code = "2468"): Promise<Client> {
  const c = await signUp(t.app);
  const res = await c.request("PUT", codePath(c), { password: "secret123", parentCode: code });
  expect(res.statusCode).toBe(200);
  return c;
}

/** Each parent-only call, made so that it succeeds when the gate lets it through. */
const parentCalls: Record<string, (c: Client) => Promise<LightMyRequestResponse>> = {
  "GET /api/export/:userId": (c) =>
    c.request("GET", pathOf(API.export.diary, { userId: c.user.id })),
  "GET /api/alarm-signs/:userId": (c) =>
    c.request("GET", pathOf(API.tummyChecks.alarmSigns, { userId: c.user.id })),
  "POST /api/patterns/:id/status": async (c) => {
    foods += 1;
    const foodItem = `food ${foods}`;
    const id = await seedPattern(t.database.db, c.user.id, { foodItem, confidence: 90 });
    return c.request("POST", pathOf(API.patterns.setStatus, { id }), { status: "confirmed" });
  },
  "POST /api/cases": (c) =>
    c.request("POST", pathOf(API.cases.open), {
      suspect: "milk",
      days: 8,
      allergySigns: false,
      agreedWithClinician: true,
    }),
  "POST /api/cases/:id/abandon": async (c) => {
    // Opened once per detective (one open case at a time), closed by the call.
    const id = openCases.get(c.user.id) ?? (await openCaseAsParent(c));
    openCases.set(c.user.id, id);
    return c.request("POST", pathOf(API.cases.abandon, { id }));
  },
};
let foods = 0;
const openCases = new Map<string, string>();

async function openCaseAsParent(c: Client): Promise<string> {
  const hasCode = (await c.request("GET", modePath(c))).json().hasParentCode;
  if (hasCode) await c.request("POST", modePath(c), { parentCode: "2468" });
  const opened = await c.request("POST", pathOf(API.cases.open), {
    suspect: "cheese",
    days: 8,
    allergySigns: false,
    agreedWithClinician: true,
  });
  expect(opened.statusCode).toBe(201);
  await c.request("DELETE", modePath(c));
  return opened.json<{ id: string }>().id;
}

describe("parent-only endpoints", () => {
  it("lists every endpoint of the map marked parent-only", () => {
    const marked = Object.values(API)
      .flatMap((group) => Object.values(group))
      .filter((e) => "parentOnly" in e && e.parentOnly)
      .map((e) => `${e.method} ${e.path}`);
    for (const call of Object.keys(parentCalls)) expect(marked).toContain(call);
  });

  for (const [name, call] of Object.entries(parentCalls)) {
    it(`${name}: works as before while no parent code is set`, async () => {
      const c = await signUp(t.app);
      const res = await call(c);
      expect(res.statusCode).toBeLessThan(300);
    });

    it(`${name}: 403 "Parent code needed" once a code is set, works in parent mode`, async () => {
      const c = await withParentCode();
      const refused = await call(c);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PARENT_CODE_NEEDED);
      const started = await c.request("POST", modePath(c), { parentCode: "2468" });
      expect(started.statusCode).toBe(200);
      expect((await call(c)).statusCode).toBeLessThan(300);
    });
  }
});

describe("PUT /api/user/{userId}/parent-code", () => {
  it("sets the code with the account password, stored hashed", async () => {
    const c = await signUp(t.app);
    const state = await c.request("GET", modePath(c));
    expect(state.json()).toEqual({ hasParentCode: false, until: null });
    const res = await c.request("PUT", codePath(c), { password: "secret123", parentCode: "1234" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasParentCode: true, until: null });
    const row = await t.database.pool.query("select parent_code_hash from users where id = $1", [
      c.user.id,
    ]);
    expect(row.rows[0].parent_code_hash).toMatch(/^\$argon2id\$/);
  });

  it("400 for a wrong password, a code that is not 4 to 8 digits, or a missing field", async () => {
    const c = await signUp(t.app);
    const wrong = await c.request("PUT", codePath(c), { password: "nope999", parentCode: "1234" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(WRONG_CURRENT_PASSWORD);
    for (const parentCode of ["123", "123456789", "12a4", " 1234", 1234]) {
      const bad = await c.request("PUT", codePath(c), { password: "secret123", parentCode });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.parentCode).toBe(PARENT_CODE_FORMAT);
    }
    expect((await c.request("PUT", codePath(c), { parentCode: "1234" })).statusCode).toBe(400);
  });

  it("changing the code ends parent mode on the other sign-ins", async () => {
    const c = await withParentCode("1111");
    const login = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: c.user.username, password: "secret123" },
    });
    const other = login.cookies.find((x) => x.name === "td_session");
    const otherCookie = `td_session=${other?.value}`;
    const otherStart = await send(t.app, "POST", modePath(c), {
      cookie: otherCookie,
      payload: { parentCode: "1111" },
    });
    expect(otherStart.statusCode).toBe(200);
    await c.request("PUT", codePath(c), { password: "secret123", parentCode: "2222" });
    const after = await send(t.app, "GET", modePath(c), { cookie: otherCookie });
    expect(after.json().until).toBeNull();
    const oldCode = await c.request("POST", modePath(c), { parentCode: "1111" });
    expect(oldCode.statusCode).toBe(400);
  });

  it("401 without a session, 403 for another user", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const body = { password: "secret123", parentCode: "1234" };
    expect((await send(t.app, "PUT", codePath(a), { payload: body })).statusCode).toBe(401);
    expect((await a.request("PUT", codePath(b), body)).statusCode).toBe(403);
    expect((await b.request("GET", modePath(b))).json().hasParentCode).toBe(false);
  });
});

describe("parent mode", () => {
  it("starts for 15 minutes with the right code and ends on DELETE", async () => {
    const c = await withParentCode();
    const before = Date.now();
    const res = await c.request("POST", modePath(c), { parentCode: "2468" });
    expect(res.statusCode).toBe(200);
    const until = Date.parse(res.json().until);
    expect(until - before).toBeGreaterThanOrEqual(PARENT_MODE_MINUTES * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(PARENT_MODE_MINUTES * 60_000);
    expect((await c.request("GET", modePath(c))).json().until).toBe(res.json().until);
    const ended = await c.request("DELETE", modePath(c));
    expect(ended.json()).toEqual({ hasParentCode: true, until: null });
    const exportPath = pathOf(API.export.diary, { userId: c.user.id });
    expect((await c.request("GET", exportPath)).statusCode).toBe(403);
  });

  it("expires after 15 minutes", async () => {
    const c = await withParentCode();
    const exportPath = pathOf(API.export.diary, { userId: c.user.id });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    await c.request("POST", modePath(c), { parentCode: "2468" });
    vi.advanceTimersByTime((PARENT_MODE_MINUTES - 1) * 60_000);
    expect((await c.request("GET", exportPath)).statusCode).toBe(200);
    vi.advanceTimersByTime(60_001);
    const late = await c.request("GET", exportPath);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(PARENT_CODE_NEEDED);
    expect((await c.request("GET", modePath(c))).json().until).toBeNull();
  });

  it("is one sign-in's: another device of the same account is not elevated", async () => {
    const c = await withParentCode();
    await c.request("POST", modePath(c), { parentCode: "2468" });
    const login = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: c.user.username, password: "secret123" },
    });
    const cookie = `td_session=${login.cookies.find((x) => x.name === "td_session")?.value}`;
    const res = await send(t.app, "GET", pathOf(API.export.diary, { userId: c.user.id }), {
      cookie,
    });
    expect(res.statusCode).toBe(403);
  });

  it("limits wrong codes: 400 each, then 429 even for the right one", async () => {
    const c = await withParentCode();
    for (let i = 0; i < MAX_WRONG_PARENT_CODES; i++) {
      const res = await c.request("POST", modePath(c), { parentCode: "0000" });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.parentCode).toBe(WRONG_PARENT_CODE);
    }
    const locked = await c.request("POST", modePath(c), { parentCode: "2468" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(TOO_MANY_PARENT_CODES);
  });

  it("a right code clears the count of wrong ones", async () => {
    const c = await withParentCode();
    for (let i = 0; i < MAX_WRONG_PARENT_CODES - 1; i++) {
      await c.request("POST", modePath(c), { parentCode: "0000" });
    }
    expect((await c.request("POST", modePath(c), { parentCode: "2468" })).statusCode).toBe(200);
    for (let i = 0; i < MAX_WRONG_PARENT_CODES - 1; i++) {
      await c.request("POST", modePath(c), { parentCode: "0000" });
    }
    expect((await c.request("POST", modePath(c), { parentCode: "2468" })).statusCode).toBe(200);
  });

  it("400 without a code set, or for a badly formed code; 401 and 403 as every call", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await a.request("POST", modePath(a), { parentCode: "1234" })).statusCode).toBe(400);
    expect((await a.request("POST", modePath(a), { parentCode: "12" })).statusCode).toBe(400);
    expect((await a.request("POST", modePath(a), {})).statusCode).toBe(400);
    expect(
      (await send(t.app, "POST", modePath(a), { payload: { parentCode: "1234" } })).statusCode,
    ).toBe(401);
    expect((await send(t.app, "DELETE", modePath(a))).statusCode).toBe(401);
    expect((await send(t.app, "GET", modePath(a))).statusCode).toBe(401);
    expect((await a.request("POST", modePath(b), { parentCode: "1234" })).statusCode).toBe(403);
    expect((await a.request("DELETE", modePath(b))).statusCode).toBe(403);
    expect((await a.request("GET", modePath(b))).statusCode).toBe(403);
  });
});
