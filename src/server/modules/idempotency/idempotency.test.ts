import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1 });
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const CREATES = [
  {
    path: "/api/meals",
    table: "meals",
    body: () => ({ mealType: "lunch", manualFoods: ["rice"] }),
  },
  { path: "/api/tummy-checks", table: "tummy_checks", body: () => ({ feeling: "happy" }) },
  { path: "/api/drinks", table: "drinks", body: () => ({ drinkType: "water", amountMl: 240 }) },
  { path: "/api/sleep-logs", table: "sleep_logs", body: () => ({ bedtime: minutesAgo(30) }) },
] as const;

async function rows(table: string, userId: string): Promise<number> {
  const res = await t.database.pool.query(
    `select count(*)::int as n from ${table} where user_id = $1`,
    [userId],
  );
  return res.rows[0].n;
}

const withKey = (c: Client, path: string, body: unknown, key: string) =>
  c.request("POST", path, body, { "idempotency-key": key });

describe.each(CREATES)("POST $path with an Idempotency-Key", ({ path, table, body }) => {
  it("stores a repeat once and answers it with the first answer", async () => {
    const c = await signUp(t.app);
    const key = randomUUID();
    const payload = body();
    const first = await withKey(c, path, payload, key);
    const again = await withKey(c, path, payload, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rows(table, c.user.id)).toBe(1);
  });

  it("stores ten concurrent repeats once", async () => {
    const c = await signUp(t.app);
    const key = randomUUID();
    const payload = body();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => withKey(c, path, payload, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await rows(table, c.user.id)).toBe(1);
    const me = await c.request("GET", "/api/auth/me");
    const ledger = await t.database.pool.query(
      "select coalesce(sum(points), 0)::int as n from points_ledger where user_id = $1",
      [c.user.id],
    );
    expect(me.json().totalPoints).toBe(ledger.rows[0].n);
    expect(me.json().totalPoints).toBeLessThan(100);
  });

  it("stores ten concurrent creates with ten keys ten times", async () => {
    const c = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        withKey(c, path, { ...body(), bedtime: minutesAgo(60 * 24 * (i + 1)) }, randomUUID()),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(await rows(table, c.user.id)).toBe(10);
  });

  it("answers 422 when the key comes back with another body, and stores nothing more", async () => {
    const c = await signUp(t.app);
    const key = randomUUID();
    expect((await withKey(c, path, body(), key)).statusCode).toBe(201);
    const other = { ...body(), timestamp: minutesAgo(90), bedtime: minutesAgo(90) };
    const res = await withKey(c, path, other, key);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "That save was already sent with other details. Please try saving again.",
    );
    expect(await rows(table, c.user.id)).toBe(1);
  });
});

describe("Idempotency-Key", () => {
  const [meals] = CREATES;

  it("must be a uuid", async () => {
    const c = await signUp(t.app);
    for (const key of ["not-a-uuid", "x".repeat(300), `${randomUUID()}\u0000`]) {
      const res = await withKey(c, meals.path, meals.body(), key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("The Idempotency-Key header must be a uuid.");
    }
    expect(await rows("meals", c.user.id)).toBe(0);
  });

  it("is not used up by a create that failed", async () => {
    const c = await signUp(t.app);
    const key = randomUUID();
    const refused = await withKey(c, meals.path, { mealType: "lunch", manualFoods: [] }, key);
    expect(refused.statusCode).toBe(400);
    expect((await withKey(c, meals.path, meals.body(), key)).statusCode).toBe(201);
    expect(await rows("meals", c.user.id)).toBe(1);
  });

  it("belongs to one detective: another one's same key creates their own", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const key = randomUUID();
    const first = await withKey(a, meals.path, meals.body(), key);
    const second = await withKey(b, meals.path, meals.body(), key);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
    expect(second.json().userId).toBe(b.user.id);
  });

  it("is forgotten after 24 hours: the same key then creates again", async () => {
    const c = await signUp(t.app);
    const key = randomUUID();
    await withKey(c, meals.path, meals.body(), key);
    await t.database.pool.query(
      "update idempotency_keys set created_at = now() - interval '25 hours' where key = $1",
      [key],
    );
    const again = await withKey(c, meals.path, meals.body(), key);
    expect(again.statusCode).toBe(201);
    expect(await rows("meals", c.user.id)).toBe(2);
  });

  it("is optional: without it each create stores", async () => {
    const c = await signUp(t.app);
    await c.request("POST", meals.path, meals.body());
    await c.request("POST", meals.path, meals.body());
    expect(await rows("meals", c.user.id)).toBe(2);
  });
});
