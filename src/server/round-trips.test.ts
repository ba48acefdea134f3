import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existingSessionCache } from "./lib/session-cache";
import { type Client, createTestApp, signUp, type TestApp } from "./test/app";

// How many round trips to PostgreSQL a request costs (decision 070), counted on the app's own
// pool: a diary write in at most three (BEGIN and COMMIT included) and none for its kept session,
// a read with its session kept in none beyond its own query.
let t: TestApp;
let sent: string[] = [];
let counting = false;
beforeAll(async () => {
  t = await createTestApp();
  await existingSessionCache(t.database.db)?.when(true);
  const wrapped = new WeakSet<pg.PoolClient>();
  t.database.pool.on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const first = args[0];
      const text = typeof first === "string" ? first : String((first as { text?: string }).text);
      // The listening of the connection itself, the announcements made after a commit and the
      // work that follows a diary change (reminders, patterns) are not the request's.
      if (counting && !/^listen |pg_notify|reminder_settings|"patterns"/.test(text)) {
        sent.push(text);
      }
      return query(...args);
    };
  });
});
afterAll(() => t.close());

async function roundTrips(
  run: () => Promise<{ statusCode: number; json?: () => unknown }>,
  status: number,
) {
  sent = [];
  counting = true;
  const res = await run();
  counting = false;
  if (process.env.SHOW_SQL) console.log(sent.join("\n----\n"));
  expect(res.statusCode).toBe(status);
  const from = sent.findIndex((q) => q.startsWith("begin;"));
  const to = sent.findLastIndex((q) => /(^|\n)commit$/.test(q));
  return {
    all: sent.length,
    write: from < 0 ? 0 : to - from + 1,
    first: sent[from] ?? "",
    json: res.json?.() as { id: string; manualFoods: string[] },
  };
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe("a diary write", () => {
  let c: Client;
  beforeAll(async () => {
    c = await signUp(t.app);
    // The first entries earn their badges; what is counted below is an everyday write.
    await c.request("POST", "/api/meals", { mealType: "lunch", manualFoods: ["rice"] });
    await c.request("POST", "/api/tummy-checks", { feeling: "happy" });
    await c.request("POST", "/api/drinks", { drinkType: "water", amountMl: 240 });
  });

  const creates = [
    ["a meal", "/api/meals", () => ({ mealType: "late snack", manualFoods: ["apple"] })],
    ["a tummy check", "/api/tummy-checks", () => ({ feeling: "uncomfortable" })],
    ["a drink", "/api/drinks", () => ({ drinkType: "milk", amountMl: 120 })],
    ["a bedtime", "/api/sleep-logs", () => ({ bedtime: minutesAgo(60 * 24 * 3) })],
  ] as const;

  it.each(creates)("of %s takes at most 3 round trips, keyed or not", async (_, path, body) => {
    const plain = await roundTrips(() => c.request("POST", path, body()), 201);
    if (path !== "/api/sleep-logs") {
      // The child's progress is kept: the entry goes as one statement (decision 076).
      expect(plain.all).toBe(1);
      expect(plain.write).toBe(0);
    } else {
      expect(plain.write).toBeGreaterThan(0);
      expect(plain.write).toBeLessThanOrEqual(3);
      // The session is kept (the write before updated the kept progress): nothing more.
      expect(plain.all).toBe(plain.write);
    }
    const again = path === "/api/sleep-logs" ? { bedtime: minutesAgo(60 * 24 * 5) } : body();
    const keyed = await roundTrips(
      () => c.request("POST", path, again, { "idempotency-key": randomUUID() }),
      201,
    );
    expect(keyed.write).toBeLessThanOrEqual(3);
    expect(keyed.all).toBe(keyed.write);
  });

  it("locks the child's row before it reads anything, in its first round trip", async () => {
    const check = await roundTrips(
      () => c.request("POST", "/api/sleep-logs", { bedtime: minutesAgo(60 * 24 * 7) }),
      201,
    );
    expect(check.first).toMatch(
      /^begin;\s*select 1 from users where id = '[0-9a-f-]+' for no key update;/,
    );
  });

  it("sends its closing statement with the COMMIT, its values written in as literals", async () => {
    // A keyed write's answer is stored by its closing statement: a food with quotes, a
    // backslash and a dollar sign comes back from the stored answer as sent.
    const food = `mum's "best" soup \\ $1 100%`;
    const key = randomUUID();
    const body = { mealType: "late snack", manualFoods: [food] };
    const meal = await roundTrips(
      () => c.request("POST", "/api/meals", body, { "idempotency-key": key }),
      201,
    );
    const closing = sent.find((q) => /\ncommit$/.test(q)) ?? "";
    expect(closing).toMatch(/^with w0 as \(/);
    expect(closing).toContain("idempotency_keys");
    expect(meal.write).toBe(2);
    const again = await c.request("POST", "/api/meals", body, { "idempotency-key": key });
    expect(again.statusCode).toBe(201);
    expect(again.json().manualFoods).toEqual([food]);
    const { rows } = await t.database.pool.query<{ response: { manualFoods: string[] } }>(
      "select response from idempotency_keys where key = $1",
      [key],
    );
    expect(rows[0]?.response.manualFoods).toEqual([food]);
  });
});

describe("a meal of a child whose progress this instance kept (decision 076)", () => {
  const progressOf = async (userId: string) => {
    const { rows } = await t.database.pool.query<{
      total_points: number;
      meal_count: number;
      ledger: number;
      meals: number;
    }>(
      `select u.total_points, u.meal_count,
         (select coalesce(sum(points), 0)::int from points_ledger l where l.user_id = u.id) as ledger,
         (select count(*)::int from meals m where m.user_id = u.id) as meals
       from users u where u.id = $1`,
      [userId],
    );
    return rows[0];
  };

  it("goes as one statement, and writes what a write under the lock writes", async () => {
    const c = await signUp(t.app);
    await c.request("POST", "/api/meals", { mealType: "late snack", manualFoods: ["pear"] });
    const before = await progressOf(c.user.id);
    // Its values go as parameters of a statement each connection prepares once.
    const food = `plum's "best" jam \\ $1 100%`;
    const meal = await roundTrips(
      () => c.request("POST", "/api/meals", { mealType: "late snack", manualFoods: [food] }),
      201,
    );
    expect(meal.all).toBe(1);
    expect(meal.json.manualFoods).toEqual([food]);
    const stored = await t.database.pool.query<{ manual_foods: string[] }>(
      "select manual_foods from meals where id = $1",
      [meal.json.id],
    );
    expect(stored.rows[0]?.manual_foods).toEqual([food]);
    expect(sent[0]).toMatch(/^with w0 as \(insert into "meals"/);
    expect(sent[0]).not.toContain("plum");
    expect(sent[0]).toMatch(/select td_refuse_stale\(\(select count\(\*\) from w\d+\)\)$/);
    const after = await progressOf(c.user.id);
    expect(after?.meals).toBe((before?.meals ?? 0) + 1);
    expect(after?.meal_count).toBe(after?.meals);
    expect(after?.total_points).toBe((before?.total_points ?? 0) + 10);
    expect(after?.total_points).toBe(after?.ledger);
    // The session kept the new progress: the child sees it at once.
    const me = await c.request("GET", "/api/auth/me");
    expect(me.json().totalPoints).toBe(after?.total_points);
  });

  it("refuses itself whole when the child's row changed since, and runs under the lock", async () => {
    const c = await signUp(t.app);
    await c.request("POST", "/api/meals", { mealType: "late snack", manualFoods: ["pear"] });
    // Changed around this instance (another instance, a zone change): the kept row is old.
    await t.database.pool.query("update users set total_points = total_points + 7 where id = $1", [
      c.user.id,
    ]);
    const before = await progressOf(c.user.id);
    const meal = await roundTrips(
      () => c.request("POST", "/api/meals", { mealType: "late snack", manualFoods: ["plum"] }),
      201,
    );
    // The refused statement, then the write under the lock in two round trips (and the
    // session read again: the change was announced to the kept sessions).
    const refused = sent.findIndex((q) => /td_refuse_stale/.test(q));
    expect(refused).toBeGreaterThanOrEqual(0);
    expect(sent.findIndex((q) => q.startsWith("begin;"))).toBe(refused + 1);
    expect(meal.write).toBe(2);
    const after = await progressOf(c.user.id);
    expect(after?.meals).toBe((before?.meals ?? 0) + 1);
    expect(after?.total_points).toBe((before?.total_points ?? 0) + 10);
    // Kept again: the next meal is one statement (its session may be read again once: the
    // change's announcement reaches the session cache when PostgreSQL delivers it).
    const next = await roundTrips(
      () => c.request("POST", "/api/meals", { mealType: "late snack", manualFoods: ["fig"] }),
      201,
    );
    expect(next.write).toBe(0);
    const writes = sent.filter((q) => !q.startsWith('select "accounts"."id"'));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/td_refuse_stale/);
  });

  it("earns Meal Master in one statement from the day's meal types it kept", async () => {
    const c = await signUp(t.app);
    // One instant for the three meals, an hour ago: one local day whatever the time now.
    const at = minutesAgo(60);
    const log = (mealType: string) =>
      roundTrips(
        () => c.request("POST", "/api/meals", { mealType, manualFoods: ["bread"], timestamp: at }),
        201,
      );
    // The first write reads the day under the lock; the next two know it.
    await log("breakfast");
    const lunch = await log("lunch");
    expect(lunch.all).toBe(1);
    sent = [];
    counting = true;
    const dinner = await c.request("POST", "/api/meals", {
      mealType: "dinner",
      manualFoods: ["soup"],
      timestamp: at,
    });
    counting = false;
    expect(dinner.statusCode).toBe(201);
    expect(sent).toHaveLength(1);
    expect(dinner.json().newBadges.map((b: { id: string }) => b.id)).toContain("meal-master");
    const { rows } = await t.database.pool.query(
      "select badge_id from user_badges where user_id = $1 and badge_id = 'meal-master'",
      [c.user.id],
    );
    expect(rows).toHaveLength(1);
    const progress = await progressOf(c.user.id);
    expect(progress?.total_points).toBe(progress?.ledger);
  });
});

describe("a read", () => {
  it("costs no round trip for its session once the session is kept", async () => {
    const c = await signUp(t.app);
    await c.request("GET", "/api/auth/me");
    const me = await roundTrips(() => c.request("GET", "/api/auth/me"), 200);
    expect(me.all).toBe(0);
    await c.request("POST", "/api/meals", { mealType: "lunch", manualFoods: ["rice"] });
    await c.request("GET", `/api/meals/today/${c.user.id}`);
    const today = await roundTrips(() => c.request("GET", `/api/meals/today/${c.user.id}`), 200);
    expect(today.all).toBe(1);
  });
});
