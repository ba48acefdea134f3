import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, sessionCookie, signUp, type TestApp } from "../../test/app";
import { USERNAME_TAKEN } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grownUp = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: "grandma-secret",
  confirmPassword: "grandma-secret",
  ...extra,
});

describe("a grown-up's own login", () => {
  it("signs up, is a grown-up with no children yet, and signs in again", async () => {
    const res = await send(t.app, "POST", pathOf(API.auth.grownUpSignup), {
      payload: grownUp("Grandma Rose"),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: "grown-up", username: "Grandma Rose", children: [] });
    expect(JSON.stringify(res.json())).not.toMatch(/hash|argon/i);
    const me = await send(t.app, "GET", pathOf(API.auth.me), { cookie: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ kind: "grown-up", id: res.json().id });
    const login = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: "grandma rose", password: "grandma-secret" },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ kind: "grown-up", id: res.json().id });
  });

  it("shares one set of names with the children's logins", async () => {
    await signUp(t.app, { username: "Bertie" });
    const taken = await send(t.app, "POST", pathOf(API.auth.grownUpSignup), {
      payload: grownUp("BERTIE"),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: "username_taken", message: USERNAME_TAKEN });
    await send(t.app, "POST", pathOf(API.auth.grownUpSignup), { payload: grownUp("Uncle Joe") });
    const child = await send(t.app, "POST", pathOf(API.auth.signup), {
      payload: { ...grownUp("uncle joe"), age: 9 },
    });
    expect(child.statusCode).toBe(409);
  });

  it("answers 400 for a bad name or mismatched codes", async () => {
    const short = await send(t.app, "POST", pathOf(API.auth.grownUpSignup), {
      payload: grownUp("ab"),
    });
    expect(short.statusCode).toBe(400);
    const mismatch = await send(t.app, "POST", pathOf(API.auth.grownUpSignup), {
      payload: grownUp("Aunt May", { confirmPassword: "other-secret" }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Passwords don't match");
  });

  it("tells a child's own login apart: me says kind child, with the spec's fields", async () => {
    const child = await signUp(t.app, { username: "Sherlock_Jr", age: 9 });
    const me = await send(t.app, "GET", pathOf(API.auth.me), { cookie: child.cookie });
    expect(me.json()).toMatchObject({ kind: "child", username: "Sherlock_Jr", age: 9, level: 1 });
  });
});
