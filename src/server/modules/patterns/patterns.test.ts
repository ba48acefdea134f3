import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../../contracts/endpoint";
import { mealEndpoints } from "../../../contracts/meals";
import { patternEndpoints } from "../../../contracts/patterns";
import { tummyCheckEndpoints } from "../../../contracts/tummy-checks";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import {
  type MealSeed,
  seedMeals,
  seedTummyChecks,
  type TummyCheckSeed,
} from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Three weeks ending yesterday: milk (half of the breakfasts, with cereal or toast) is followed
 * by an ouchy tummy 2 hours later; strawberries (every third dinner) by a runny tummy. The rows
 * go straight into the database; the last check is logged through the API, which starts the
 * pattern detection as any diary write does.
 */
async function plantDiary(c: Client, startDaysAgo = 22, days = 21) {
  const start = Date.now() - startDaysAgo * DAY;
  const breakfasts = [
    ["cereal", "milk"],
    ["toast", "milk"],
    ["toast", "orange juice"],
    ["cereal", "yogurt"],
  ];
  const meals: MealSeed[] = [];
  const checks: TummyCheckSeed[] = [];
  for (let d = 0; d < days; d++) {
    const morning = start + d * DAY + 8 * HOUR;
    const breakfast = breakfasts[d % 4] ?? [];
    const milkDay = breakfast.includes("milk");
    const berries = d % 3 === 0;
    const dinner = [
      d % 2 ? "pasta" : "fish",
      d % 2 ? "peas" : "potato",
      ...(berries ? ["strawberries"] : []),
    ];
    meals.push(
      { mealType: "breakfast", foods: breakfast, at: morning },
      {
        mealType: "lunch",
        foods: d % 2 ? ["sandwich", "apple"] : ["rice", "carrot"],
        at: morning + 4.5 * HOUR,
      },
      { mealType: "dinner", foods: dinner, at: morning + 10 * HOUR },
    );
    checks.push(
      { feeling: milkDay ? "ouchy" : "happy", at: morning + 2 * HOUR },
      {
        feeling: berries ? "uncomfortable" : "happy",
        bathroomEvent: berries ? "runny tummy" : "just right",
        at: morning + 12 * HOUR,
      },
    );
  }
  const last = checks.pop();
  await seedMeals(t.database.db, c.user.id, meals);
  await seedTummyChecks(t.database.db, c.user.id, checks);
  const res = await c.request("POST", pathOf(tummyCheckEndpoints.create), {
    feeling: last?.feeling,
    bathroomEvent: last?.bathroomEvent,
    timestamp: new Date(last?.at ?? 0).toISOString(),
  });
  expect(res.statusCode).toBe(201);
}

type P = {
  id: string;
  foodItem: string;
  feelingCorrelation: string;
  status: string;
  occurrences: number;
  confidence: number;
  explanation: string;
  explanationFacts: unknown;
  exposures: number;
};

describe("patterns", () => {
  it("finds a planted trigger, keeps a confirmed one confirmed, and respects a dismissal", async () => {
    const c = await signUp(t.app);
    await plantDiary(c);
    const found = (
      await c.request("GET", pathOf(patternEndpoints.list, { userId: c.user.id }))
    ).json() as P[];
    const milk = found.find((p) => p.foodItem === "milk");
    expect(milk).toMatchObject({
      status: "pending",
      feelingCorrelation: "ouchy tummy",
      exposures: 11,
      occurrences: 11,
    });
    expect(milk?.confidence).toBeGreaterThanOrEqual(80);
    expect(milk?.explanation).toMatch(/^Pain \(Ouchy\) 11 of 11 times within .* after milk/);
    // The same evidence as facts, for the screens to word in their language.
    expect(milk?.explanationFacts).toMatchObject({
      type: "finding",
      foods: ["milk"],
      kind: "ouchy",
      exposures: 11,
      occurrences: 11,
    });
    expect(
      found.some((p) => p.foodItem === "cereal" && p.confidence >= (milk?.confidence ?? 0)),
    ).toBe(false);
    const berries = found.find((p) => p.foodItem === "strawberries");
    expect(berries?.status).toBe("pending");

    const confirmed = await c.request(
      "POST",
      pathOf(patternEndpoints.setStatus, { id: String(milk?.id) }),
      {
        status: "confirmed",
      },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed" });
    expect(confirmed.json().newBadges.map((b: { name: string }) => b.name)).toEqual([
      "Pattern Spotter",
    ]);
    const dismissed = await c.request(
      "POST",
      pathOf(patternEndpoints.setStatus, { id: String(berries?.id) }),
      {
        status: "dismissed",
      },
    );
    expect(dismissed.json().status).toBe("dismissed");
    expect(
      (
        await c.request("POST", pathOf(patternEndpoints.setStatus, { id: String(milk?.id) }), {
          status: "dismissed",
        })
      ).statusCode,
    ).toBe(409);

    // A few more days without milk or strawberries: the confirmed pattern stays confirmed.
    await c.request("POST", pathOf(mealEndpoints.create), {
      mealType: "breakfast",
      manualFoods: ["toast"],
      timestamp: new Date(Date.now() - 3 * HOUR).toISOString(),
    });
    await c.request("POST", pathOf(tummyCheckEndpoints.create), {
      feeling: "happy",
      timestamp: new Date(Date.now() - HOUR).toISOString(),
    });
    const after = (
      await c.request("GET", pathOf(patternEndpoints.list, { userId: c.user.id }))
    ).json() as P[];
    expect(after.find((p) => p.id === milk?.id)?.status).toBe("confirmed");
    expect(after.find((p) => p.id === berries?.id)?.status).toBe("dismissed");
  });

  it("a diary without a trigger gives no pattern", async () => {
    const c = await signUp(t.app);
    const start = Date.now() - 15 * DAY;
    for (let d = 0; d < 14; d++) {
      const at = start + d * DAY + 8 * HOUR;
      await c.request("POST", pathOf(mealEndpoints.create), {
        mealType: "breakfast",
        manualFoods: d % 2 ? ["toast", "milk"] : ["cereal"],
        timestamp: new Date(at).toISOString(),
      });
      await c.request("POST", pathOf(tummyCheckEndpoints.create), {
        feeling: d % 5 === 0 ? "uncomfortable" : "happy",
        timestamp: new Date(at + 2 * HOUR).toISOString(),
      });
    }
    expect(
      (await c.request("GET", pathOf(patternEndpoints.list, { userId: c.user.id }))).json(),
    ).toEqual([]);
  });

  it("answers 400, 401, 403 and 404", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await plantDiary(a, 15, 14);
    const [first] = (
      await a.request("GET", pathOf(patternEndpoints.list, { userId: a.user.id }))
    ).json() as P[];
    expect(first).toBeDefined();
    expect(
      (
        await a.request("POST", pathOf(patternEndpoints.setStatus, { id: String(first?.id) }), {
          status: "maybe",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await a.request("POST", pathOf(patternEndpoints.setStatus, { id: String(first?.id) }), {
          status: "pending",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await send(t.app, "GET", pathOf(patternEndpoints.list, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect(
      (
        await send(t.app, "POST", pathOf(patternEndpoints.setStatus, { id: String(first?.id) }), {
          payload: { status: "confirmed" },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await b.request("GET", pathOf(patternEndpoints.list, { userId: a.user.id }))).statusCode,
    ).toBe(403);
    expect(
      (
        await b.request("POST", pathOf(patternEndpoints.setStatus, { id: String(first?.id) }), {
          status: "confirmed",
        })
      ).statusCode,
    ).toBe(404);
  });
});
