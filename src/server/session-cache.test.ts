import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { type Db, openDatabase } from "./db/client";
import { existingSessionCache, type SessionCache } from "./lib/session-cache";
import { createTestApp, send, sessionCookie, signUp, type TestApp, testConfig } from "./test/app";

// Two instances on one database, each keeping sessions between requests (decision 070): what
// ends a session, changes a login or a family on one is refused by the other at once, and an
// instance that cannot hear the announcements keeps nothing.
let a: TestApp;
let second: { db: Db; pool: pg.Pool };
let b: Awaited<ReturnType<typeof buildApp>>;
let cacheB: SessionCache;
beforeAll(async () => {
  a = await createTestApp();
  second = openDatabase(a.database.url, 5);
  b = await buildApp({ config: testConfig({ dataDir: a.dataDir }), db: second.db });
  await b.ready();
  const cache = existingSessionCache(second.db);
  if (!cache) throw new Error("no session cache");
  cacheB = cache;
  await cacheB.when(true);
});
afterAll(async () => {
  await b.close();
  await second.pool.end();
  await a.close();
});

const me = (on: typeof b, cookie: string | undefined) =>
  send(on, "GET", "/api/auth/me", { cookie });

async function logIn(username: string, password: string): Promise<string> {
  const res = await send(b, "POST", "/api/auth/login", { payload: { username, password } });
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

async function grownUp(name: string): Promise<{ cookie: string; id: string }> {
  const username = `${name} ${process.pid % 1000} ${Date.now() % 100000}`;
  const res = await send(a.app, "POST", "/api/auth/grown-up/signup", {
    payload: { username, password: "grown-up-secret", confirmPassword: "grown-up-secret" },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res) ?? "", id: res.json().id };
}

/**
 * The moment b's listening connection takes to read what PostgreSQL handed it at the change's
 * commit (microseconds when idle, longer on a loaded machine): b's own barrier comes back after.
 */
const heardByB = () => cacheB.barrier();

const ok = (res: LightMyRequestResponse) => expect(res.statusCode).toBe(200);

describe("a kept session", () => {
  it("is refused by the other instance at once after a sign-out", async () => {
    const c = await signUp(a.app);
    ok(await me(b, c.cookie));
    ok(await me(b, c.cookie)); // now kept by b
    const out = await send(a.app, "POST", "/api/auth/logout", { cookie: c.cookie });
    expect(out.statusCode).toBe(200);
    await heardByB();
    expect((await me(b, c.cookie)).statusCode).toBe(401);
  });

  it("ends on the other instance at once when the secret code changes elsewhere", async () => {
    const c = await signUp(a.app);
    const other = await logIn(c.user.username, "secret123");
    ok(await me(b, other));
    ok(await me(b, other));
    const changed = await c.request("PUT", `/api/user/${c.user.id}/password`, {
      currentPassword: "secret123",
      newPassword: "new-secret-456",
    });
    expect(changed.statusCode).toBe(200);
    await heardByB();
    expect((await me(b, other)).statusCode).toBe(401);
    ok(await me(b, c.cookie));
  });

  it("loses a child at once when its grown-up is removed from the family", async () => {
    const child = await signUp(a.app);
    const owner = await grownUp("Mum");
    const carer = await grownUp("Grandma");
    await a.database.pool.query(
      "INSERT INTO family_members (child_id, account_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'carer')",
      [child.user.id, owner.id, carer.id],
    );
    const today = () =>
      send(b, "GET", `/api/meals/today/${child.user.id}`, { cookie: carer.cookie });
    ok(await today());
    ok(await today());
    const removed = await send(
      a.app,
      "DELETE",
      `/api/family/children/${child.user.id}/members/${carer.id}`,
      { cookie: owner.cookie },
    );
    expect(removed.statusCode).toBe(200);
    expect((await today()).statusCode).toBe(403);
  });

  it("is refused by the other instance at once after the account is deleted", async () => {
    const c = await signUp(a.app);
    const other = await logIn(c.user.username, "secret123");
    ok(await me(b, other));
    ok(await me(b, other));
    const deleted = await c.request("DELETE", `/api/user/${c.user.id}`, {
      password: "secret123",
    });
    expect(deleted.statusCode).toBe(200);
    await heardByB();
    const after = await me(b, other);
    expect(after.statusCode).toBe(401);
  });

  it("shows the points a write on the other instance gave", async () => {
    const c = await signUp(a.app);
    const before = (await me(b, c.cookie)).json().totalPoints;
    await me(b, c.cookie);
    const meal = await c.request("POST", "/api/meals", {
      mealType: "lunch",
      manualFoods: ["rice"],
    });
    expect(meal.statusCode).toBe(201);
    // The write's instance drops it at once; the other as the announcement comes.
    expect((await me(a.app, c.cookie)).json().totalPoints).toBeGreaterThan(before);
    await new Promise<void>((resolve) => {
      const look = async () => {
        if ((await me(b, c.cookie)).json().totalPoints > before) resolve();
        else setImmediate(look);
      };
      void look();
    });
  });
});

describe("an instance that cannot hear the announcements", () => {
  it("keeps nothing, and keeps again once it hears them", async () => {
    const c = await signUp(a.app);
    ok(await me(b, c.cookie));
    ok(await me(b, c.cookie));
    // The listening connection of b is cut by the server.
    const admin = new pg.Client({ connectionString: a.database.url });
    await admin.connect();
    const down = cacheB.when(false);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'listen td_auth'
         and pid <> pg_backend_pid()`,
    );
    await down;
    expect(cacheB.isLive).toBe(false);
    // Signed out by another instance while nothing is heard: no announcement reaches b.
    await admin.query("delete from sessions");
    expect((await me(b, c.cookie)).statusCode).toBe(401);
    // Heard again: a new session is kept, and its end heard.
    await cacheB.when(true);
    const again = await logIn(c.user.username, "secret123");
    ok(await me(b, again));
    ok(await me(b, again));
    const out = await send(a.app, "POST", "/api/auth/logout", { cookie: again });
    expect(out.statusCode).toBe(200);
    await heardByB();
    expect((await me(b, again)).statusCode).toBe(401);
    await admin.end();
  });
});
