import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, sessionCookie, signUp, type TestApp } from "../../test/app";
import { TOO_MANY_TRIES, USERNAME_TAKEN, WRONG_CREDENTIALS } from "./service";
import { ZONE_BELIEF_HOURS } from "./time-zone";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signupPayload = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  age: 9,
  password: "secret123",
  confirmPassword: "secret123",
  ...extra,
});

describe("POST /api/auth/signup", () => {
  it("creates the detective, signs them in and never returns the hash", async () => {
    const res = await send(t.app, "POST", pathOf(API.auth.signup), {
      payload: signupPayload("Sherlock"),
      timeZone: "Pacific/Auckland",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: "Sherlock",
      age: 9,
      level: 1,
      totalPoints: 0,
      currentStreak: 0,
      avatarConfig: {},
      timeZone: "Pacific/Auckland",
    });
    expect(JSON.stringify(body)).not.toMatch(/hash|argon/i);
    const cookie = res.cookies.find((c) => c.name === "td_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = await send(t.app, "GET", pathOf(API.auth.me), { cookie: sessionCookie(res) });
    expect(me.json().username).toBe("Sherlock");
  });

  it("answers 409 with a clear message when the name is taken, whatever its case", async () => {
    await send(t.app, "POST", pathOf(API.auth.signup), { payload: signupPayload("Watson") });
    const res = await send(t.app, "POST", pathOf(API.auth.signup), {
      payload: signupPayload("wATSON"),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: "username_taken", message: USERNAME_TAKEN });
  });

  it.each([
    [{ username: "ab" }, "username", "Username must be at least 3 characters"],
    [
      { password: "12345", confirmPassword: "12345" },
      "password",
      "Password must be at least 6 characters",
    ],
    [{ confirmPassword: "different1" }, "confirmPassword", "Passwords don't match"],
    [{ age: 19 }, "age", "Age must be 18 or under"],
    [{ age: undefined }, "age", "Age is required"],
  ])("answers 400 with the spec's message for %j", async (change, field, message) => {
    const res = await send(t.app, "POST", pathOf(API.auth.signup), {
      payload: signupPayload("Valid_name", change),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await send(t.app, "POST", pathOf(API.auth.signup), {
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The request body is not valid JSON.");
  });

  it("refuses a state-changing request without the marker header (403)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: pathOf(API.auth.signup),
      payload: signupPayload("NoMarker"),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/X-Requested-With/);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with a new session id each time", async () => {
    const first = await signUp(t.app, { username: "Poirot", password: "little-grey" });
    const res = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: "poirot", password: "little-grey" },
      cookie: first.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe("Poirot");
    const second = sessionCookie(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    // The session the login replaced no longer works.
    const old = await send(t.app, "GET", pathOf(API.auth.me), { cookie: first.cookie });
    expect(old.statusCode).toBe(401);
  });

  it("answers 401 for a wrong password and for an unknown name alike", async () => {
    await signUp(t.app, { username: "Marple" });
    const wrong = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: "Marple", password: "wrong-one" },
    });
    const unknown = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: "Nobody_here", password: "wrong-one" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: "wrong_credentials", message: WRONG_CREDENTIALS });
    expect(unknown.json()).toEqual({ code: "wrong_credentials", message: WRONG_CREDENTIALS });
  });

  it("answers 400 with the spec's messages", async () => {
    const res = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: "", password: "123" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      username: "Username is required",
      password: "Password must be at least 6 characters",
    });
  });

  it("blocks a name after 10 wrong passwords (429)", async () => {
    await signUp(t.app, { username: "Lestrade" });
    for (let i = 0; i < 10; i++) {
      await send(t.app, "POST", pathOf(API.auth.login), {
        payload: { username: "Lestrade", password: `guess-${i}` },
      });
    }
    const res = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: "Lestrade", password: "secret123" },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: "too_many_requests",
      reason: "tooManyTries",
      message: TOO_MANY_TRIES,
    });
  });
});

describe("POST /api/auth/logout and GET /api/auth/me", () => {
  it("logout deletes the session", async () => {
    const c = await signUp(t.app);
    expect((await c.request("GET", pathOf(API.auth.me))).statusCode).toBe(200);
    const out = await c.request("POST", pathOf(API.auth.logout));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const rows = await t.database.pool.query("select count(*)::int as n from sessions");
    const me = await c.request("GET", pathOf(API.auth.me));
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: "not_authenticated", message: "Not authenticated" });
    expect(rows.rows[0].n).toBeGreaterThanOrEqual(0);
  });

  it("me answers 401 without a session or with a forged cookie", async () => {
    expect((await send(t.app, "GET", pathOf(API.auth.me))).statusCode).toBe(401);
    const forged = await send(t.app, "GET", pathOf(API.auth.me), { cookie: "td_session=forged" });
    expect(forged.statusCode).toBe(401);
  });

  it("me sends no-store and stores the client's time zone once it is believed", async () => {
    const c = await signUp(t.app, { timeZone: "Europe/London" });
    const start = Date.now();
    const res = await send(t.app, "GET", pathOf(API.auth.me), {
      cookie: c.cookie,
      timeZone: "America/New_York",
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().timeZone).toBe("Europe/London");
    // Every request carried it for the hours a move takes to be believed (ADR 003).
    vi.useFakeTimers({ toFake: ["Date"], now: start + ZONE_BELIEF_HOURS * 3_600_000 + 60_000 });
    const later = await send(t.app, "GET", pathOf(API.auth.me), {
      cookie: c.cookie,
      timeZone: "America/New_York",
    });
    vi.useRealTimers();
    expect(later.json().timeZone).toBe("America/New_York");
    const bad = await send(t.app, "GET", pathOf(API.auth.me), {
      cookie: c.cookie,
      timeZone: "Mars/Olympus",
    });
    expect(bad.json().timeZone).toBe("America/New_York");
  });
});

describe("rate limits", () => {
  it("limits sign-ups per address", async () => {
    const limited = await createTestApp({ signupRateLimit: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await send(limited.app, "POST", pathOf(API.auth.signup), {
          payload: signupPayload(`rate_${i}`),
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("security headers", () => {
  it("sets a content security policy and no-sniff", async () => {
    const res = await send(t.app, "GET", pathOf(API.auth.me));
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends helmet's headers on every answer, an error or not found too", async () => {
    for (const [method, url] of [
      ["GET", pathOf(API.auth.me)],
      ["GET", "/api/no-such-thing"],
      ["POST", pathOf(API.auth.login)],
    ] as const) {
      const res = await send(t.app, method, url, { payload: method === "POST" ? {} : undefined });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers["content-security-policy"]).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline'",
      );
      expect(res.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
        "referrer-policy": "no-referrer",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "x-dns-prefetch-control": "off",
      });
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });
});
