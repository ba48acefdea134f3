import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, sessionCookie, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = {
  request: (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
};

/** A grown-up's own login (POST /api/auth/grown-up/signup). */
async function grownUp(username: string): Promise<Caller> {
  const password = "grown-up-secret";
  const res = await send(t.app, "POST", pathOf(API.auth.grownUpSignup), {
    payload: { username, password, confirmPassword: password },
  });
  expect(res.statusCode).toBe(201);
  const cookie = sessionCookie(res);
  return { request: (method, url, payload) => send(t.app, method, url, { cookie, payload }) };
}

async function join(who: Caller, maker: Caller, childId: string, role: string) {
  const made = await maker.request("POST", pathOf(API.family.createJoinCode), { childId, role });
  expect(made.statusCode).toBe(201);
  const joined = await who.request("POST", pathOf(API.family.join), { code: made.json().code });
  expect(joined.statusCode).toBe(200);
}

/** Logs a meal, a tummy check and a drink for the child; each answer as the server gave it. */
async function logDay(who: Caller, userId: string) {
  const meal = await who.request("POST", pathOf(API.meals.create), {
    userId,
    mealType: "lunch",
    manualFoods: ["pasta"],
  });
  const check = await who.request("POST", pathOf(API.tummyChecks.create), {
    userId,
    feeling: "happy",
  });
  const drink = await who.request("POST", pathOf(API.drinks.create), {
    userId,
    drinkType: "water",
    amountMl: 200,
  });
  for (const res of [meal, check, drink]) expect(res.statusCode).toBe(201);
  return { meal: meal.json(), check: check.json(), drink: drink.json() };
}

/** Every list the timeline reads, for the child, as `who` sees it. */
async function lists(who: Caller, userId: string) {
  const read = async (url: string) => {
    const res = await who.request("GET", url);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; loggedByName?: string | null }[];
  };
  return {
    meals: await read(pathOf(API.meals.today, { userId })),
    checksToday: await read(pathOf(API.tummyChecks.today, { userId })),
    checksRecent: await read(pathOf(API.tummyChecks.recent, { userId })),
    drinksToday: await read(pathOf(API.drinks.today, { userId })),
    drinksAll: await read(pathOf(API.drinks.all, { userId })),
  };
}

function nameOf(list: { id: string; loggedByName?: string | null }[], id: string) {
  const entry = list.find((e) => e.id === id);
  expect(entry).toBeDefined();
  return entry?.loggedByName ?? null;
}

describe("who logged an entry", () => {
  it("names the grown-up who logged it in every list and answer; the child's own stay unnamed", async () => {
    const child = await signUp(t.app, { username: "Nell_Sleuth" });
    const childId = child.user.id;
    const mum = await grownUp("Mum Rosa");
    const gran = await grownUp("Grandma");
    // The child hands itself to a grown-up, who makes Grandma a carer.
    await join(mum, child, childId, "owner");
    await join(gran, mum, childId, "carer");

    const own = await logDay(child, childId);
    const grans = await logDay(gran, childId);
    // The answers to the writes name Grandma, and not the child.
    expect(grans.meal.loggedByName).toBe("Grandma");
    expect(grans.check.loggedByName).toBe("Grandma");
    expect(grans.drink.loggedByName).toBe("Grandma");
    for (const entry of [own.meal, own.check, own.drink]) {
      expect(entry.loggedByName ?? null).toBeNull();
    }

    for (const reader of [child, mum, gran]) {
      const seen = await lists(reader, childId);
      expect(nameOf(seen.meals, grans.meal.id)).toBe("Grandma");
      expect(nameOf(seen.checksToday, grans.check.id)).toBe("Grandma");
      expect(nameOf(seen.checksRecent, grans.check.id)).toBe("Grandma");
      expect(nameOf(seen.drinksToday, grans.drink.id)).toBe("Grandma");
      expect(nameOf(seen.drinksAll, grans.drink.id)).toBe("Grandma");
      expect(nameOf(seen.meals, own.meal.id)).toBeNull();
      expect(nameOf(seen.checksToday, own.check.id)).toBeNull();
      expect(nameOf(seen.checksRecent, own.check.id)).toBeNull();
      expect(nameOf(seen.drinksToday, own.drink.id)).toBeNull();
      expect(nameOf(seen.drinksAll, own.drink.id)).toBeNull();
    }

    // An owner's edit keeps who logged it; the owner's own entry names the owner.
    const edited = await mum.request("PUT", pathOf(API.meals.update, { id: grans.meal.id }), {
      manualFoods: ["pasta", "peas"],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().loggedByName).toBe("Grandma");
    const checkEdit = await mum.request(
      "PUT",
      pathOf(API.tummyChecks.update, { id: grans.check.id }),
      { feeling: "ouchy" },
    );
    expect(checkEdit.statusCode).toBe(200);
    expect(checkEdit.json().loggedByName).toBe("Grandma");
    const drinkEdit = await mum.request("PUT", pathOf(API.drinks.update, { id: grans.drink.id }), {
      amountMl: 250,
    });
    expect(drinkEdit.statusCode).toBe(200);
    expect(drinkEdit.json().loggedByName).toBe("Grandma");
    const mums = await logDay(mum, childId);
    expect(mums.meal.loggedByName).toBe("Mum Rosa");
    const again = await lists(child, childId);
    expect(nameOf(again.meals, mums.meal.id)).toBe("Mum Rosa");
    expect(nameOf(again.meals, grans.meal.id)).toBe("Grandma");
  });

  it("keeps the lists closed: 400 for a bad id, 401 signed out, 403/404 for another family", async () => {
    const child = await signUp(t.app);
    const childId = child.user.id;
    const stranger = await grownUp("Stranger Sam");
    const urls = [
      pathOf(API.meals.today, { userId: childId }),
      pathOf(API.tummyChecks.today, { userId: childId }),
      pathOf(API.tummyChecks.recent, { userId: childId }),
      pathOf(API.drinks.today, { userId: childId }),
      pathOf(API.drinks.all, { userId: childId }),
    ];
    for (const url of urls) {
      expect((await send(t.app, "GET", url)).statusCode).toBe(401);
      expect([403, 404]).toContain((await stranger.request("GET", url)).statusCode);
    }
    const bad = await child.request("GET", pathOf(API.meals.today, { userId: "not-an-id" }));
    expect([400, 403, 404]).toContain(bad.statusCode);
    const badWrite = await child.request("POST", pathOf(API.drinks.create), {
      drinkType: "water",
      amountMl: -5,
    });
    expect(badWrite.statusCode).toBe(400);
  });
});
