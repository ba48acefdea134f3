import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, type TestApp } from "../../test/app";
import { USERNAME_TAKEN } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (username: string) =>
  send(t.app, "POST", "/api/auth/signup", {
    payload: { username, age: 9, password: "secret123", confirmPassword: "secret123" },
  });
const login = (username: string) =>
  send(t.app, "POST", "/api/auth/login", { payload: { username, password: "secret123" } });

async function userCount(): Promise<number> {
  const { rows } = await t.database.pool.query("select count(*)::int as n from users");
  return rows[0].n;
}

describe("detective names in their normal form", () => {
  it.each([
    ["Émile", ["émile", "ÉMILE", "E\u0301mile"]],
    ["Jos\u00e9", ["Jose\u0301", "JOSÉ"]],
    ["ｍａｘ_ｐｏｗｅｒ", ["max_power", "MAX_POWER", "Max_Power"]],
  ])("%j is one account with its look-alikes %j", async (name, alikes) => {
    const created = await signup(name);
    expect(created.statusCode).toBe(201);
    expect(created.json().username).toBe(name.normalize("NFC"));
    for (const alike of alikes) {
      const again = await signup(alike);
      expect(again.statusCode, alike).toBe(409);
      expect(again.json()).toEqual({ code: "username_taken", message: USERNAME_TAKEN });
      const res = await login(alike);
      expect(res.statusCode, alike).toBe(200);
      expect(res.json().id).toBe(created.json().id);
    }
  });

  it.each([
    [
      "a Cyrillic letter among Latin ones",
      "\u0430nna_cat",
      "Please write the name in one alphabet. Mixing alphabets makes names that look like others.",
    ],
    [
      "a zero-width space",
      "ann\u200ba_cat",
      "Detective names can't have hidden characters or line breaks. Please type the name again.",
    ],
    [
      "a right-to-left override",
      "\u202eanna_cat",
      "Detective names can't have hidden characters or line breaks. Please type the name again.",
    ],
    [
      "a line break",
      "anna\ncat",
      "Detective names can't have hidden characters or line breaks. Please type the name again.",
    ],
    [
      "a control character",
      "anna\u0007cat",
      "Detective names can't have hidden characters or line breaks. Please type the name again.",
    ],
    ["two visible letters", "a\u0301b\u0301", "Username must be at least 3 characters"],
  ])("refuses a name with %s (400, nothing stored)", async (_label, name, message) => {
    const before = await userCount();
    const res = await signup(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "invalid_input",
      message,
      errors: { username: message },
    });
    expect(await userCount()).toBe(before);
  });

  it("lets the Latin name and refuses its mixed-script twin", async () => {
    expect((await signup("anna_cat")).statusCode).toBe(201);
    expect((await signup("\u0430nna_cat")).statusCode).toBe(400);
    // All-Cyrillic is another name in another alphabet: allowed (ADR 030).
    expect((await signup("\u0430\u043d\u043d\u0430")).statusCode).toBe(201);
  });

  it("answers an unknown or unreadable name like a wrong password", async () => {
    for (const name of ["nobody_at_all", "\u202eanna"]) {
      expect((await login(name)).statusCode, name).toBe(401);
    }
    // A NUL cannot even be compared: refused like in every text field (ADR 021).
    expect((await login("anna\u0000cat")).statusCode).toBe(400);
  });
});
