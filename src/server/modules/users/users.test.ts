import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, sessionCookie, signUp, type TestApp } from "../../test/app";
import { TOO_MANY_TRIES, WRONG_CURRENT_PASSWORD } from "../auth/service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/user/{userId}", () => {
  it("answers the signed-in user with avatarConfig, level, points and streak", async () => {
    const c = await signUp(t.app, { username: "Nancy_Drew", age: 12 });
    const res = await c.request("GET", pathOf(API.users.get, { userId: c.user.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: c.user.id,
      username: "Nancy_Drew",
      age: 12,
      avatarConfig: {},
      level: 1,
      totalPoints: 0,
      currentStreak: 0,
    });
    expect(res.json()).not.toHaveProperty("passwordHash");
  });

  it("answers 403 for another user's id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await a.request("GET", pathOf(API.users.get, { userId: b.user.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const a = await signUp(t.app);
    const res = await a.request("GET", pathOf(API.users.get, { userId: "not-a-uuid" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.userId).toBe("Invalid user id");
  });

  it("answers 401 without a session", async () => {
    const a = await signUp(t.app);
    expect(
      (await send(t.app, "GET", pathOf(API.users.get, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect(
      (await send(t.app, "GET", pathOf(API.users.get, { userId: "not-a-uuid" }))).statusCode,
    ).toBe(401);
  });
});

async function logIn(username: string, password: string) {
  const res = await send(t.app, "POST", pathOf(API.auth.login), {
    payload: { username, password },
  });
  return { res, cookie: sessionCookie(res) };
}

describe("PUT /api/user/{userId}/profile", () => {
  it("saves a trimmed email and an age, and leaves blank fields out", async () => {
    const c = await signUp(t.app, { age: 8 });
    const url = pathOf(API.users.profile, { userId: c.user.id });
    const res = await c.request("PUT", url, { email: "  sam@example.com ", age: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: "sam@example.com", age: 9 });
    const blank = await c.request("PUT", url, { email: "   ", age: "" });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ email: "sam@example.com", age: 9 });
    const ageOnly = await c.request("PUT", url, { age: "12" });
    expect(ageOnly.json()).toMatchObject({ email: "sam@example.com", age: 12 });
    const read = (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json();
    expect(read).toMatchObject({ email: "sam@example.com", age: 12 });
  });

  it("answers 400 with the spec's words for a bad email or age", async () => {
    const c = await signUp(t.app);
    const url = pathOf(API.users.profile, { userId: c.user.id });
    for (const email of ["sam", "sam@", "@example.com", "sam example@x.com"]) {
      const res = await c.request("PUT", url, { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message).toBe("Please enter a valid email address.");
      expect(res.json().errors.email).toBe("Please enter a valid email address.");
    }
    for (const age of [0, 19, 7.5, "ten", -3, "8.5"]) {
      const res = await c.request("PUT", url, { age });
      expect(res.statusCode, String(age)).toBe(400);
      expect(res.json().errors.age).toBe("Please enter an age between 1 and 18.");
    }
    const unchanged = (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json();
    expect(unchanged).toMatchObject({ email: null, age: 8 });
  });

  it("answers 401 without a session and 403 for another user's id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const body = { email: "x@example.com" };
    const anon = await send(t.app, "PUT", pathOf(API.users.profile, { userId: a.user.id }), {
      payload: body,
    });
    expect(anon.statusCode).toBe(401);
    const other = await a.request("PUT", pathOf(API.users.profile, { userId: b.user.id }), body);
    expect(other.statusCode).toBe(403);
    expect(
      (await b.request("GET", pathOf(API.users.get, { userId: b.user.id }))).json().email,
    ).toBeNull();
  });
});

describe("PUT /api/user/{userId}/password", () => {
  it("changes the secret code: the old one fails, the new one works, other sessions end", async () => {
    const username = `sherlock_${process.pid}`;
    const c = await signUp(t.app, { username, password: "oldcode1" });
    const phone = await logIn(username, "oldcode1");
    expect(phone.res.statusCode).toBe(200);
    const res = await c.request("PUT", pathOf(API.users.password, { userId: c.user.id }), {
      currentPassword: "oldcode1",
      newPassword: "newcode2",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const phoneAfter = await send(t.app, "GET", pathOf(API.users.get, { userId: c.user.id }), {
      cookie: phone.cookie,
    });
    expect(phoneAfter.statusCode).toBe(401);
    expect((await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).statusCode).toBe(
      200,
    );
    expect((await logIn(username, "oldcode1")).res.statusCode).toBe(401);
    expect((await logIn(username, "newcode2")).res.statusCode).toBe(200);
  });

  it("answers 400 for a wrong current code, and those count toward the login limit", async () => {
    const username = `watson_${process.pid}`;
    const c = await signUp(t.app, { username, password: "rightcode" });
    const url = pathOf(API.users.password, { userId: c.user.id });
    const wrong = await c.request("PUT", url, {
      currentPassword: "nope123",
      newPassword: "abcdef",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CURRENT_PASSWORD);
    let status = 400;
    for (let i = 0; i < 30 && status === 400; i++) {
      const again = await c.request("PUT", url, {
        currentPassword: `nope${i}xx`,
        newPassword: "abcdef",
      });
      status = again.statusCode;
    }
    expect(status).toBe(429);
    // The name is now blocked for logins too, even with the right code.
    const login = await logIn(username, "rightcode");
    expect(login.res.statusCode).toBe(429);
    expect(login.res.json().message).toBe(TOO_MANY_TRIES);
  });

  it("answers 400 for each rule, 401 without a session, 403 for another user", async () => {
    const a = await signUp(t.app, { password: "secret123" });
    const b = await signUp(t.app);
    const url = pathOf(API.users.password, { userId: a.user.id });
    const short = await a.request("PUT", url, { currentPassword: "secret123", newPassword: "abc" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toBe(
      "Your secret code must be at least 6 characters long.",
    );
    const noCurrent = await a.request("PUT", url, { currentPassword: "", newPassword: "abcdef" });
    expect(noCurrent.json().errors.currentPassword).toBe("Please type your current secret code.");
    const missing = await a.request("PUT", url, {});
    expect(missing.statusCode).toBe(400);
    const body = { currentPassword: "secret123", newPassword: "abcdef" };
    expect((await send(t.app, "PUT", url, { payload: body })).statusCode).toBe(401);
    const other = await b.request("PUT", url, body);
    expect(other.statusCode).toBe(403);
    // Nothing changed: the original code still signs in.
    expect((await logIn(a.user.username, "secret123")).res.statusCode).toBe(200);
  });
});

describe("two secret code changes at the same moment", () => {
  it("change it once: the other answers 409, the winner's session stays, its code works", async () => {
    for (let round = 0; round < 3; round++) {
      const username = `twin_${process.pid}_${round}`;
      const first = await signUp(t.app, { username, password: "oldcode1" });
      const second = await logIn(username, "oldcode1");
      expect(second.res.statusCode).toBe(200);
      const url = pathOf(API.users.password, { userId: first.user.id });
      const sessions = [first.cookie, second.cookie];
      const answers = await Promise.all(
        sessions.map((cookie, i) =>
          send(t.app, "PUT", url, {
            cookie,
            payload: { currentPassword: "oldcode1", newPassword: `newcode${i}` },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join(" | ")).toEqual([200, 409]);
      const winner = answers.findIndex((a) => a.statusCode === 200);
      const loser = 1 - winner;
      expect(answers[loser]?.json().message).toBe(
        "Your secret code was changed a moment ago, so this change was not made. Please use the new secret code.",
      );
      // The session told "Password updated!" is still signed in; the other one has ended.
      const me = (cookie: string | undefined) =>
        send(t.app, "GET", pathOf(API.auth.me), { ...(cookie ? { cookie } : {}) });
      expect((await me(sessions[winner])).statusCode).toBe(200);
      expect((await me(sessions[loser])).statusCode).toBe(401);
      // The winner's new code signs in; the loser's and the old one do not.
      expect((await logIn(username, `newcode${winner}`)).res.statusCode).toBe(200);
      expect((await logIn(username, `newcode${loser}`)).res.statusCode).toBe(401);
      expect((await logIn(username, "oldcode1")).res.statusCode).toBe(401);
    }
  });
});
