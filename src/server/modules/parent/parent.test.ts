import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { PARENT_MODE_MINUTES } from "../../../contracts/parent";
import { hashPassword } from "../../lib/passwords";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { seedPattern } from "../../test/factories";
import { WRONG_CURRENT_PASSWORD } from "../auth/service";
import {
  clearForgottenParentCode,
  MAX_WRONG_PARENT_CODES,
  MAX_WRONG_PARENT_CODES_PER_ACCOUNT,
  tooManyParentCodesHere,
} from "./service";

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
      expect(refused.json().message).toBe("Parent code needed");
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
    const res = await c.request("PUT", codePath(c), { password: "secret123", parentCode: "3141" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasParentCode: true, until: null });
    const row = await t.database.pool.query("select parent_code_hash from users where id = $1", [
      c.user.id,
    ]);
    expect(row.rows[0].parent_code_hash).toMatch(/^\$argon2id\$/);
  });

  it("400 for a wrong password, a code that is not 4 to 8 digits, or a missing field", async () => {
    const c = await signUp(t.app);
    const wrong = await c.request("PUT", codePath(c), { password: "nope999", parentCode: "3141" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(WRONG_CURRENT_PASSWORD);
    for (const parentCode of ["123", "123456789", "12a4", " 1234", 1234]) {
      const bad = await c.request("PUT", codePath(c), { password: "secret123", parentCode });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.parentCode).toBe("A parent code is 4 to 8 digits.");
    }
    expect((await c.request("PUT", codePath(c), { parentCode: "3141" })).statusCode).toBe(400);
    const badCurrent = await c.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "3141",
      currentParentCode: "12",
    });
    expect(badCurrent.json().errors.currentParentCode).toBe("A parent code is 4 to 8 digits.");
  });

  it("changing the code ends parent mode on the other sign-ins", async () => {
    const c = await withParentCode("1357");
    const login = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: c.user.username, password: "secret123" },
    });
    const other = login.cookies.find((x) => x.name === "td_session");
    const otherCookie = `td_session=${other?.value}`;
    const otherStart = await send(t.app, "POST", modePath(c), {
      cookie: otherCookie,
      payload: { parentCode: "1357" },
    });
    expect(otherStart.statusCode).toBe(200);
    const changed = await c.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "8642",
      currentParentCode: "1357",
    });
    expect(changed.statusCode).toBe(200);
    const after = await send(t.app, "GET", modePath(c), { cookie: otherCookie });
    expect(after.json().until).toBeNull();
    const oldCode = await c.request("POST", modePath(c), { parentCode: "1357" });
    expect(oldCode.statusCode).toBe(400);
  });

  it("401 without a session, 403 for another user", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const body = { password: "secret123", parentCode: "3141" };
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
    expect(late.json().message).toBe("Parent code needed");
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
      expect(res.json().errors.parentCode).toBe("That is not the parent code. Please try again.");
    }
    const locked = await c.request("POST", modePath(c), { parentCode: "2468" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: "too_many_requests",
      reason: "tooManyParentCodesHere",
      params: { count: 15, unit: "minutes" },
      message: tooManyParentCodesHere(15 * 60_000),
    });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
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

/** A browser that signs in to the detective: its own session and device cookies. */
type Device = {
  cookie: string;
  request: (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
};

function deviceOf(res: LightMyRequestResponse): Device {
  const cookie = res.cookies
    .filter((x) => x.name === "td_session" || x.name === "td_device")
    .map((x) => `${x.name}=${x.value}`)
    .join("; ");
  expect(cookie).toContain("td_device=");
  return {
    cookie,
    request: (method, url, payload) => send(t.app, method, url, { cookie, payload }),
  };
}

/** A detective signed up on their own phone, with a parent code set there. */
async function childPhone(code = "2468"): Promise<{ c: Client; phone: Device }> {
  const c = await signUp(t.app);
  const login = await send(t.app, "POST", pathOf(API.auth.login), {
    payload: { username: c.user.username, password: "secret123" },
  });
  const phone = deviceOf(login);
  const set = await phone.request("PUT", codePath(c), { password: "secret123", parentCode: code });
  expect(set.statusCode).toBe(200);
  return { c, phone };
}

/** Another browser (a parent's phone, a friend's) signing in to the same detective. */
async function newDevice(c: Client): Promise<Device> {
  const login = await send(t.app, "POST", pathOf(API.auth.login), {
    payload: { username: c.user.username, password: "secret123" },
  });
  expect(login.statusCode).toBe(200);
  return deviceOf(login);
}

async function wrongCodes(device: Device, c: Client, times: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    codes.push((await device.request("POST", modePath(c), { parentCode: "9070" })).statusCode);
  }
  return codes;
}

describe("changing the parent code takes a grown-up, not the child's password", () => {
  it("refuses a change outside parent mode with only the account password", async () => {
    const { c, phone } = await childPhone("2468");
    const res = await phone.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "5091",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "parent_code_needed", message: "Parent code needed" });
    // The parent's code still opens parent mode; the child's would-be code does not.
    expect((await phone.request("POST", modePath(c), { parentCode: "5091" })).statusCode).toBe(400);
    expect((await phone.request("POST", modePath(c), { parentCode: "2468" })).statusCode).toBe(200);
  });

  it("changes it with the current code, or in parent mode with the password alone", async () => {
    const { c, phone } = await childPhone("2468");
    const wrong = await phone.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "5091",
      currentParentCode: "1357",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      currentParentCode: "That is not the parent code. Please try again.",
    });
    const right = await phone.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "5091",
      currentParentCode: "2468",
    });
    expect(right.statusCode).toBe(200);
    expect((await phone.request("POST", modePath(c), { parentCode: "5091" })).statusCode).toBe(200);
    const inMode = await phone.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "6203",
    });
    expect(inMode.statusCode).toBe(200);
    // The current code does not stand in for the account password.
    const noPassword = await phone.request("PUT", codePath(c), {
      password: "guess",
      parentCode: "7314",
      currentParentCode: "6203",
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.password).toBe(WRONG_CURRENT_PASSWORD);
  });

  it("wrong current codes count toward this device's limit (429 with Retry-After)", async () => {
    const { c, phone } = await childPhone("2468");
    for (let i = 0; i < MAX_WRONG_PARENT_CODES; i++) {
      const res = await phone.request("PUT", codePath(c), {
        password: "secret123",
        parentCode: "5091",
        currentParentCode: `${9000 + i * 7}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await phone.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "5091",
      currentParentCode: "2468",
    });
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it("refuses weak new codes: one digit repeated, or a run up or down", async () => {
    const c = await signUp(t.app);
    for (const weak of ["0000", "1111", "1234", "2345", "4321", "98765", "777777", "12345678"]) {
      const res = await c.request("PUT", codePath(c), { password: "secret123", parentCode: weak });
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().errors).toEqual({
        parentCode:
          "That code is too easy to guess. Avoid one digit repeated (0000) and runs (1234, 4321).",
      });
    }
    expect((await c.request("GET", modePath(c))).json().hasParentCode).toBe(false);
    // Close to a run or a repeat is fine.
    for (const fine of ["1243", "9870", "0101"]) {
      const res = await c.request("PUT", codePath(c), { password: "secret123", parentCode: fine });
      expect(res.statusCode, fine).toBe(200);
      expect((await c.request("POST", modePath(c), { parentCode: fine })).statusCode).toBe(200);
    }
  });

  it("a weak code set before the rule still opens parent mode", async () => {
    const c = await signUp(t.app);
    await t.database.pool.query("update users set parent_code_hash = $1 where id = $2", [
      await hashPassword("1234"),
      c.user.id,
    ]);
    expect((await c.request("POST", modePath(c), { parentCode: "1234" })).statusCode).toBe(200);
  });
});

describe("wrong parent codes are counted per device, with a ceiling for the account", () => {
  it("five wrong codes on the child's phone lock that phone only, with Retry-After", async () => {
    const { c, phone } = await childPhone("2468");
    const parent = await newDevice(c);
    expect(await wrongCodes(phone, c, MAX_WRONG_PARENT_CODES + 1)).toEqual([
      ...Array(MAX_WRONG_PARENT_CODES).fill(400),
      429,
    ]);
    const locked = await phone.request("POST", modePath(c), { parentCode: "2468" });
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // The parent's own phone opens parent mode at once.
    expect((await parent.request("POST", modePath(c), { parentCode: "2468" })).statusCode).toBe(
      200,
    );
  });

  it("a device cookie never signed in, or none, shares one count: forging tokens does not help", async () => {
    const { c } = await childPhone("2468");
    const session = c.cookie ?? "";
    for (let i = 0; i <= MAX_WRONG_PARENT_CODES; i++) {
      const forged = `td_device=${randomBytes(32).toString("base64url")}`;
      const res = await send(t.app, "POST", modePath(c), {
        cookie: i % 2 ? `${session}; ${forged}` : session,
        payload: { parentCode: "9070" },
      });
      expect(res.statusCode).toBe(i < MAX_WRONG_PARENT_CODES ? 400 : 429);
    }
  });

  it(`${MAX_WRONG_PARENT_CODES_PER_ACCOUNT} wrong codes from every device together close the area for a day; a new code ends it`, async () => {
    const { c, phone } = await childPhone("2468");
    // A grown-up opened parent mode on their own phone before the guessing began.
    const parent = await newDevice(c);
    expect((await parent.request("POST", modePath(c), { parentCode: "2468" })).statusCode).toBe(
      200,
    );
    const guessers = MAX_WRONG_PARENT_CODES_PER_ACCOUNT / MAX_WRONG_PARENT_CODES;
    for (let i = 0; i < guessers; i++) {
      const fresh = await newDevice(c);
      expect(await wrongCodes(fresh, c, MAX_WRONG_PARENT_CODES)).toEqual(
        Array(MAX_WRONG_PARENT_CODES).fill(400),
      );
    }
    // Past the account's ceiling even a device that never tried is refused, the right code too.
    const another = await newDevice(c);
    const locked = await another.request("POST", modePath(c), { parentCode: "2468" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/from every device together/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(23 * 60 * 60);
    expect((await phone.request("POST", modePath(c), { parentCode: "2468" })).statusCode).toBe(429);

    // The grown-up sets a new code from the sign-in in parent mode: every lockout ends.
    const changed = await parent.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "5091",
    });
    expect(changed.statusCode).toBe(200);
    expect((await another.request("POST", modePath(c), { parentCode: "5091" })).statusCode).toBe(
      200,
    );
    expect((await phone.request("POST", modePath(c), { parentCode: "5091" })).statusCode).toBe(200);
  });

  it("a right code is not counted against the account", async () => {
    const { c, phone } = await childPhone("2468");
    for (let i = 0; i < MAX_WRONG_PARENT_CODES_PER_ACCOUNT + 2; i++) {
      const res = await phone.request("POST", modePath(c), { parentCode: "2468" });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.database.pool.query("select count from attempt_counters where key = $1", [
      `parent-code:${c.user.id}`,
    ]);
    expect(rows.rows[0]?.count ?? 0).toBe(0);
  });
});

describe("the operator's reset of a forgotten parent code", () => {
  it("clears the code, parent mode and the lockouts; the secret code then sets a new one", async () => {
    const { c, phone } = await childPhone("2468");
    const parent = await newDevice(c);
    expect((await parent.request("POST", modePath(c), { parentCode: "2468" })).statusCode).toBe(
      200,
    );
    await wrongCodes(phone, c, MAX_WRONG_PARENT_CODES + 1);
    expect(await clearForgottenParentCode(t.database.db, c.user.username.toUpperCase())).toBe(
      c.user.username,
    );
    expect((await parent.request("GET", modePath(c))).json()).toEqual({
      hasParentCode: false,
      until: null,
    });
    const set = await phone.request("PUT", codePath(c), {
      password: "secret123",
      parentCode: "5091",
    });
    expect(set.statusCode).toBe(200);
    expect((await phone.request("POST", modePath(c), { parentCode: "5091" })).statusCode).toBe(200);
    expect(await clearForgottenParentCode(t.database.db, "nobody_by_this_name")).toBeUndefined();
  });
});

describe("deleting the account", () => {
  it("forgets every count of wrong parent codes, the devices' too", async () => {
    const { c, phone } = await childPhone("2468");
    await wrongCodes(phone, c, 2);
    expect((await phone.request("POST", modePath(c), { parentCode: "2468" })).statusCode).toBe(200);
    await wrongCodes(await newDevice(c), c, 1);
    const counts = () =>
      t.database.pool.query("select key from attempt_counters where key like $1", [
        `parent-code:${c.user.id}%`,
      ]);
    expect((await counts()).rows.length).toBeGreaterThan(0);
    const removed = await send(t.app, "DELETE", pathOf(API.account.remove, { userId: c.user.id }), {
      cookie: phone.cookie,
      payload: { password: "secret123" },
    });
    expect(removed.statusCode).toBe(200);
    expect((await counts()).rows).toEqual([]);
  });
});
