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

async function roundTrips(run: () => Promise<{ statusCode: number }>, status: number) {
  sent = [];
  counting = true;
  const res = await run();
  counting = false;
  if (process.env.SHOW_SQL) console.log(sent.map((q) => q.slice(0, 140)));
  expect(res.statusCode).toBe(status);
  const from = sent.findIndex((q) => q.startsWith("begin;"));
  const to = sent.findLastIndex((q) => /(^|\n)commit$/.test(q));
  return { all: sent.length, write: from < 0 ? 0 : to - from + 1, first: sent[from] ?? "" };
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
    expect(plain.write).toBeGreaterThan(0);
    expect(plain.write).toBeLessThanOrEqual(path === "/api/meals" ? 2 : 3);
    // The session is kept (the write before updated the kept progress): nothing more.
    expect(plain.all).toBe(plain.write);
    const again = path === "/api/sleep-logs" ? { bedtime: minutesAgo(60 * 24 * 5) } : body();
    const keyed = await roundTrips(
      () => c.request("POST", path, again, { "idempotency-key": randomUUID() }),
      201,
    );
    expect(keyed.write).toBeLessThanOrEqual(3);
    expect(keyed.all).toBe(keyed.write);
  });

  it("locks the child's row before it reads anything, in its first round trip", async () => {
    const meal = await roundTrips(
      () => c.request("POST", "/api/meals", { mealType: "dinner", manualFoods: ["soup"] }),
      201,
    );
    expect(meal.first).toMatch(
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
