import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEndpoints } from "../contracts/auth";
import type { CaseList, CaseView } from "../contracts/cases";
import { pathOf } from "../contracts/endpoint";
import { addDays } from "../domain/local-day";
import { detectPatterns } from "../domain/patterns/detect-patterns";
import { buildApp } from "./app";
import { type Db, openDatabase } from "./db/client";
import { houseKeep } from "./maintenance";
import { refreshPatterns } from "./modules/patterns/service";
import { insertPhoto } from "./modules/photos/repo";
import { FolderPhotoStorage } from "./modules/photos/storage";
import { createTestApp, send, signUp, type TestApp, testConfig } from "./test/app";
import {
  backdateCase,
  type MealSeed,
  seedMeals,
  seedPattern,
  seedTummyChecks,
  type TummyCheckSeed,
} from "./test/factories";

// Two app instances in one process, on one PostgreSQL database, each with its own pool (as two
// machines have): what one counts or runs, the other sees.
let a: TestApp;
let second: { db: Db; end: () => Promise<void> };
let b: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  a = await createTestApp({ loginRateLimit: 3, signupRateLimit: 5 });
  const { db, pool } = openDatabase(a.database.url, 5);
  second = { db, end: () => pool.end() };
  b = await buildApp({
    config: testConfig({ dataDir: a.dataDir, loginRateLimit: 3, signupRateLimit: 5 }),
    db,
  });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await second.end();
  await a.close();
});

const signupBody = (username: string) => ({
  username,
  age: 8,
  password: "secret123",
  confirmPassword: "secret123",
});

describe("the per-address limits, counted in PostgreSQL", () => {
  it("give one address the same sign-ups and logins however many instances answer", async () => {
    const signup = (app: typeof b, name: string) =>
      app.inject({
        method: "POST",
        url: pathOf(authEndpoints.signup),
        headers: { "x-requested-with": "XMLHttpRequest", "x-time-zone": "UTC" },
        payload: signupBody(name),
        remoteAddress: "198.51.100.20",
      });
    const created = [];
    for (const [i, app] of [a.app, b, a.app, b, a.app].entries()) {
      created.push((await signup(app, `shared_${i}_${process.pid}`)).statusCode);
    }
    expect(created).toEqual([201, 201, 201, 201, 201]);
    const sixth = await signup(b, `shared_5_${process.pid}`);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe("Too many tries from here. Please wait a minute.");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signup(a.app, `shared_6_${process.pid}`)).statusCode).toBe(429);

    const login = (app: typeof b) =>
      app.inject({
        method: "POST",
        url: pathOf(authEndpoints.login),
        headers: { "x-requested-with": "XMLHttpRequest", "x-time-zone": "UTC" },
        payload: { username: `shared_0_${process.pid}`, password: "secret123" },
        remoteAddress: "198.51.100.21",
      });
    const codes = [];
    for (const app of [a.app, b, a.app, b, a.app]) codes.push((await login(app)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    // Another address has a count of its own.
    const elsewhere = await b.inject({
      method: "POST",
      url: pathOf(authEndpoints.login),
      headers: { "x-requested-with": "XMLHttpRequest", "x-time-zone": "UTC" },
      payload: { username: `shared_0_${process.pid}`, password: "secret123" },
      remoteAddress: "198.51.100.22",
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("background work, once", () => {
  it("refreshes one detective's patterns from two instances at once into one clue per finding", async () => {
    const c = await signUp(a.app);
    const HOUR = 3_600_000;
    const start = Date.now() - 22 * 24 * HOUR;
    const meals: MealSeed[] = [];
    const checks: TummyCheckSeed[] = [];
    const breakfasts = [
      ["cereal", "milk"],
      ["toast", "milk"],
      ["toast", "orange juice"],
      ["cereal", "yogurt"],
    ];
    for (let d = 0; d < 21; d++) {
      const morning = start + d * 24 * HOUR + 8 * HOUR;
      const breakfast = breakfasts[d % 4] ?? [];
      meals.push(
        { mealType: "breakfast", foods: breakfast, at: morning },
        { mealType: "lunch", foods: d % 2 ? ["sandwich"] : ["rice"], at: morning + 4.5 * HOUR },
      );
      const feeling = breakfast.includes("milk") ? "ouchy" : "happy";
      checks.push(
        { feeling, at: morning + 2 * HOUR },
        { feeling: "happy", at: morning + 12 * HOUR },
      );
    }
    await seedMeals(a.database.db, c.user.id, meals);
    await seedTummyChecks(a.database.db, c.user.id, checks);
    const detect = async (...args: Parameters<typeof detectPatterns>) => detectPatterns(...args);
    const runs = [];
    for (let i = 0; i < 4; i++) {
      runs.push(refreshPatterns(a.database.db, c.user.id, detect));
      runs.push(refreshPatterns(second.db, c.user.id, detect));
    }
    await Promise.all(runs);
    const { rows } = await a.database.pool.query(
      "select food_item, feeling_correlation, count(*)::int as n from patterns where user_id = $1 group by 1, 2",
      [c.user.id],
    );
    const milk = rows.filter((r) => r.food_item === "milk");
    expect(milk).toEqual([{ food_item: "milk", feeling_correlation: "ouchy tummy", n: 1 }]);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it("keeps house on one instance at a time, and removes each old unsaved photo once", async () => {
    const c = await signUp(a.app);
    const storage = new FolderPhotoStorage(`${a.dataDir}/photos`);
    for (let i = 0; i < 6; i++) {
      const key = await storage.put(c.user.id, Buffer.from(`photo ${i}`));
      await insertPhoto(a.database.db, { userId: c.user.id, key, embedding: [] });
    }
    await a.database.pool.query(
      "update photos set created_at = now() - interval '2 days' where user_id = $1",
      [c.user.id],
    );

    // While one instance holds the housekeeping lock, the other skips its round.
    const holder = await a.database.pool.connect();
    try {
      await holder.query("begin");
      await holder.query("select pg_advisory_xact_lock(7311025)");
      expect(await houseKeep(second.db, storage)).toBe(false);
      await holder.query("rollback");
    } finally {
      holder.release();
    }
    expect(await storage.listOf(c.user.id)).toHaveLength(6);

    // Rounds at once on both: each ends without an error, and no photo or row is left.
    const rounds = await Promise.all([
      houseKeep(a.database.db, storage),
      houseKeep(second.db, storage),
      houseKeep(a.database.db, storage),
    ]);
    expect(rounds).toContain(true);
    expect(await storage.listOf(c.user.id)).toEqual([]);
    const { rows } = await a.database.pool.query(
      "select count(*)::int as n from photos where user_id = $1",
      [c.user.id],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe("a case whose days have ended, seen by both instances at once", () => {
  it("is closed once, with one verdict both instances show", async () => {
    const c = await signUp(a.app);
    const patternId = await seedPattern(a.database.db, c.user.id, {
      foodItem: "milk",
      confidence: 64,
    });
    const opened = (
      await c.request("POST", "/api/cases", {
        suspect: "milk",
        days: 10,
        allergySigns: false,
        agreedWithClinician: true,
        patternId,
      })
    ).json<CaseView>();
    await backdateCase(a.database.db, opened.id, 10);
    const meals: MealSeed[] = [];
    const checks: TummyCheckSeed[] = [];
    for (const day of opened.days) {
      const at = (h: number) => Date.parse(`${addDays(day.date, -10)}T00:00:00Z`) + h * 3_600_000;
      const milk = day.kind === "suspect";
      meals.push({
        mealType: "breakfast",
        foods: milk ? ["cereal", "milk"] : ["toast"],
        at: at(8),
      });
      checks.push({ feeling: "happy", at: at(19) });
    }
    await seedMeals(a.database.db, c.user.id, meals);
    await seedTummyChecks(a.database.db, c.user.id, checks);

    // Reads and diary writes on both instances at once: whichever closes the case, it is once.
    const onB = (method: "GET" | "POST", url: string, payload?: unknown) =>
      send(b, method, url, { cookie: c.cookie, payload });
    const meal = { mealType: "dinner", manualFoods: ["soup"] };
    const answers = await Promise.all([
      c.request("GET", `/api/cases/${c.user.id}`),
      onB("GET", `/api/cases/${c.user.id}`),
      c.request("POST", "/api/meals", meal),
      onB("POST", "/api/meals", meal),
      c.request("GET", `/api/cases/${c.user.id}`),
      onB("GET", `/api/cases/${c.user.id}`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 201, 201, 200, 200]);
    const onA = (await c.request("GET", `/api/cases/${c.user.id}`)).json<CaseList>();
    const fromB = (await onB("GET", `/api/cases/${c.user.id}`)).json<CaseList>();
    expect(onA.cases).toHaveLength(1);
    expect(onA.cases[0]?.status).toBe("closed");
    expect(onA.cases[0]?.verdict?.outcome).toBe("not-trigger");
    expect(fromB.cases).toEqual(onA.cases);
  });
});

describe("a session started on one instance", () => {
  it("is good on the other", async () => {
    const c = await signUp(a.app);
    const me = await send(b, "GET", pathOf(authEndpoints.me), { cookie: c.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(c.user.id);
  });
});

describe("one child writing through both instances at once", () => {
  it("keeps every meal and its points, whichever instance kept the child's progress", async () => {
    const c = await signUp(a.app);
    const meal = (i: number) => ({ mealType: "late snack", manualFoods: [`grape ${i}`] });
    // Each instance writes one meal at a time (so each tries it as one statement from what it
    // kept: decision 076) while the other moves the child's row.
    const onA = async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push((await c.request("POST", "/api/meals", meal(i))).statusCode);
      return statuses;
    };
    const onB = async () => {
      const statuses: number[] = [];
      for (let i = 20; i < 40; i++) {
        const res = await send(b, "POST", "/api/meals", { payload: meal(i), cookie: c.cookie });
        statuses.push(res.statusCode);
      }
      return statuses;
    };
    const statuses = (await Promise.all([onA(), onB()])).flat();
    expect(statuses).toEqual(Array(40).fill(201));
    const { rows } = await a.database.pool.query<{
      meals: number;
      meal_count: number;
      total_points: number;
      ledger: number;
      meal_entries: number;
    }>(
      `select (select count(*)::int from meals m where m.user_id = u.id) as meals, u.meal_count,
         u.total_points,
         (select coalesce(sum(points), 0)::int from points_ledger l where l.user_id = u.id) as ledger,
         (select count(*)::int from points_ledger l where l.user_id = u.id and l.reason = 'meal') as meal_entries
       from users u where u.id = $1`,
      [c.user.id],
    );
    expect(rows[0]).toMatchObject({ meals: 40, meal_count: 40, meal_entries: 40 });
    expect(rows[0]?.total_points).toBe(rows[0]?.ledger);
  });
});
