import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("drinks", () => {
  it("saves a drink with cups from ml and a default name, lists today's and all", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", pathOf(API.drinks.create), {
      drinkType: "water",
      drinkName: "",
      amountMl: 350,
      amountCups: 9,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      drinkType: "water",
      drinkName: "Water",
      amountMl: 350,
      amountCups: 1.5,
    });
    await c.request("POST", pathOf(API.drinks.create), {
      drinkType: "soft_drink",
      drinkName: "Lemonade",
      amountMl: 240,
      timestamp: new Date(Date.now() - 48 * 3_600_000).toISOString(),
    });
    expect(
      (await c.request("GET", pathOf(API.drinks.today, { userId: c.user.id }))).json(),
    ).toHaveLength(1);
    const all = (await c.request("GET", pathOf(API.drinks.all, { userId: c.user.id }))).json();
    expect(all.map((d: { drinkName: string }) => d.drinkName)).toEqual(["Water", "Lemonade"]);
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints,
    ).toBe(4);
  });

  it("edits and deletes", async () => {
    const c = await signUp(t.app);
    const d = (
      await c.request("POST", pathOf(API.drinks.create), { drinkType: "milk", amountMl: 150 })
    ).json();
    const edit = await c.request("PUT", pathOf(API.drinks.update, { id: d.id }), { amountMl: 500 });
    expect(edit.json()).toMatchObject({ amountMl: 500, amountCups: 2.1, drinkName: "Milk" });
    expect((await c.request("DELETE", pathOf(API.drinks.remove, { id: d.id }))).statusCode).toBe(
      200,
    );
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints,
    ).toBe(0);
  });

  it("answers 400, 401, 403 and 404", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const bad = await a.request("POST", pathOf(API.drinks.create), {
      drinkType: "lava",
      amountMl: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["amountMl", "drinkType"]);
    const d = (
      await a.request("POST", pathOf(API.drinks.create), { drinkType: "juice", amountMl: 240 })
    ).json();
    expect(
      (
        await send(t.app, "POST", pathOf(API.drinks.create), {
          payload: { drinkType: "water", amountMl: 240 },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await send(t.app, "GET", pathOf(API.drinks.all, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect((await b.request("GET", pathOf(API.drinks.all, { userId: a.user.id }))).statusCode).toBe(
      403,
    );
    expect(
      (await b.request("GET", pathOf(API.drinks.today, { userId: a.user.id }))).statusCode,
    ).toBe(403);
    expect(
      (await b.request("PUT", pathOf(API.drinks.update, { id: d.id }), { amountMl: 100 }))
        .statusCode,
    ).toBe(404);
    expect((await b.request("DELETE", pathOf(API.drinks.remove, { id: d.id }))).statusCode).toBe(
      404,
    );
  });
});
