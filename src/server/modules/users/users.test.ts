import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/user/{userId}", () => {
  it("answers the signed-in user with avatarConfig, level, points and streak", async () => {
    const c = await signUp(t.app, { username: "Nancy_Drew", age: 12 });
    const res = await c.request("GET", `/api/user/${c.user.id}`);
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
    const res = await a.request("GET", `/api/user/${b.user.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const a = await signUp(t.app);
    const res = await a.request("GET", "/api/user/not-a-uuid");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.userId).toBe("Invalid user id");
  });

  it("answers 401 without a session", async () => {
    const a = await signUp(t.app);
    expect((await send(t.app, "GET", `/api/user/${a.user.id}`)).statusCode).toBe(401);
    expect((await send(t.app, "GET", "/api/user/not-a-uuid")).statusCode).toBe(401);
  });
});
