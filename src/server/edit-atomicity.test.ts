import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "./test/app";
import { seedTummyChecks } from "./test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1 });
});
afterAll(() => t.close());

const INT_MAX = 2_147_483_647;

/**
 * A detective whose next diary write fails after the entry is written, for real: ten tummy
 * checks written straight into the database make the Tummy Tracker badge due on the next
 * settle, and points at the integer limit make giving its points overflow the column.
 */
async function detectiveWhoseProgressOverflows() {
  const c = await signUp(t.app);
  const drink = await c.request("POST", "/api/drinks", { drinkType: "water", amountMl: 240 });
  const check = await c.request("POST", "/api/tummy-checks", { feeling: "happy" });
  expect([drink.statusCode, check.statusCode]).toEqual([201, 201]);
  const at = Date.now() - 3_600_000;
  await seedTummyChecks(
    t.database.db,
    c.user.id,
    Array.from({ length: 10 }, (_, i) => ({ feeling: "happy" as const, at: at - i * 60_000 })),
  );
  await t.database.pool.query("update users set total_points = $1 where id = $2", [
    INT_MAX,
    c.user.id,
  ]);
  return { c, drinkId: drink.json().id as string, checkId: check.json().id as string };
}

describe("an edit that fails after writing", () => {
  it("leaves the drink as it was", async () => {
    const { c, drinkId } = await detectiveWhoseProgressOverflows();
    const res = await c.request("PUT", `/api/drinks/${drinkId}`, { amountMl: 500 });
    expect(res.statusCode).toBe(500);
    const row = await t.database.pool.query("select amount_ml from drinks where id = $1", [
      drinkId,
    ]);
    expect(row.rows[0].amount_ml).toBe(240);
  });

  it("leaves the tummy check as it was", async () => {
    const { c, checkId } = await detectiveWhoseProgressOverflows();
    const res = await c.request("PUT", `/api/tummy-checks/${checkId}`, { feeling: "ouchy" });
    expect(res.statusCode).toBe(500);
    const row = await t.database.pool.query("select feeling from tummy_checks where id = $1", [
      checkId,
    ]);
    expect(row.rows[0].feeling).toBe("happy");
  });

  it("leaves the meal as it was (as it always did)", async () => {
    const { c } = await detectiveWhoseProgressOverflows();
    const meal = await t.database.pool.query(
      "insert into meals (user_id, meal_type, manual_foods) values ($1, 'lunch', '[\"rice\"]') returning id",
      [c.user.id],
    );
    const id = meal.rows[0].id as string;
    const res = await c.request("PUT", `/api/meals/${id}`, { manualFoods: ["pasta"] });
    expect(res.statusCode).toBe(500);
    const row = await t.database.pool.query("select manual_foods from meals where id = $1", [id]);
    expect(row.rows[0].manual_foods).toEqual(["rice"]);
  });
});
