import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, sessionCookie, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const languagePath = pathOf(API.auth.language);
const mePath = pathOf(API.auth.me);

describe("a login's language (ADR 071)", () => {
  it("starts unset: me says null, so the browser's language is used", async () => {
    const c = await signUp(t.app);
    const me = await c.request("GET", mePath);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ kind: "child", id: c.user.id, language: null });
    // Every field of the spec's user is still there.
    for (const field of ["username", "email", "age", "avatarConfig", "level", "totalPoints"]) {
      expect(me.json()).toHaveProperty(field);
    }
  });

  it("a child's own login sets its own language; me and a fresh login return it", async () => {
    const c = await signUp(t.app, { password: "secret123" });
    const set = await c.request("PUT", languagePath, { language: "es" });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: "es" });
    expect((await c.request("GET", mePath)).json()).toMatchObject({ language: "es" });
    const login = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: c.user.username, password: "secret123" },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ kind: "child", language: "es" });
    // null follows the browser again.
    const cleared = await c.request("PUT", languagePath, { language: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ language: null });
    expect((await c.request("GET", mePath)).json()).toMatchObject({ language: null });
  });

  it("is the login's own: a parent code does not stand in the way", async () => {
    const c = await signUp(t.app);
    const code = await c.request("PUT", `/api/user/${c.user.id}/parent-code`, {
      password: "secret123",
      parentCode: "2468",
    });
    expect(code.statusCode).toBe(200);
    const set = await c.request("PUT", languagePath, { language: "es" });
    expect(set.statusCode).toBe(200);
  });

  it("a grown-up's login sets its own, not its children's", async () => {
    const res = await send(t.app, "POST", pathOf(API.auth.grownUpSignup), {
      payload: {
        username: "Abuela Rosa",
        password: "abuela-secret",
        confirmPassword: "abuela-secret",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: "grown-up", language: null });
    const cookie = sessionCookie(res);
    const child = await signUp(t.app);
    const set = await send(t.app, "PUT", languagePath, { cookie, payload: { language: "es" } });
    expect(set.statusCode).toBe(200);
    const me = await send(t.app, "GET", mePath, { cookie });
    expect(me.json()).toMatchObject({ kind: "grown-up", language: "es" });
    // Another login's setting is untouched.
    expect((await child.request("GET", mePath)).json()).toMatchObject({ language: null });
  });

  it("answers 400 for a language the app does not speak or a malformed body", async () => {
    const c = await signUp(t.app);
    for (const payload of [
      { language: "fr" },
      { language: "ES" },
      { language: 1 },
      {},
      { language: "x".repeat(10_000) },
      ["es"],
    ]) {
      const res = await c.request("PUT", languagePath, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    // Nothing was changed by the refused calls.
    expect((await c.request("GET", mePath)).json()).toMatchObject({ language: null });
  });

  it("answers 401 without a session", async () => {
    const res = await send(t.app, "PUT", languagePath, { payload: { language: "es" } });
    expect(res.statusCode).toBe(401);
  });
});
