import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../../contracts/error-body";
import { createTestApp, send, signUp, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noFoods = { mealType: "lunch", manualFoods: [] };

describe("error bodies carry a reason and params, worded in the request's language", () => {
  it("answers a refused field with its reason, in English by default", async () => {
    const c = await signUp(t.app);
    const res = await send(t.app, "POST", "/api/meals", { cookie: c.cookie, payload: noFoods });
    expect(res.statusCode).toBe(400);
    const body = errorBody.strict().parse(res.json());
    expect(body).toEqual({
      code: "invalid_input",
      reason: "noFoods",
      message: "Add at least one food, Detective!",
      errors: { manualFoods: "Add at least one food, Detective!" },
      fieldErrors: { manualFoods: { reason: "noFoods" } },
    });
  });

  it("words the same refusal in Spanish for Accept-Language: es-MX, params included", async () => {
    const c = await signUp(t.app);
    const headers = { "accept-language": "es-MX,es;q=0.9,en;q=0.5" };
    const res = await send(t.app, "POST", "/api/meals", {
      cookie: c.cookie,
      payload: noFoods,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "invalid_input",
      reason: "noFoods",
      message: "¡Añade al menos un alimento, detective!",
      errors: { manualFoods: "¡Añade al menos un alimento, detective!" },
    });
    const long = await send(t.app, "POST", "/api/meals", {
      cookie: c.cookie,
      payload: { mealType: "lunch", manualFoods: ["a".repeat(61)] },
      headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      reason: "foodNameTooLong",
      params: { max: 60 },
      message: "Un alimento puede tener como máximo 60 letras",
    });
    const english = await c.request("POST", "/api/meals", {
      mealType: "lunch",
      manualFoods: ["a".repeat(61)],
    });
    expect(english.json().message).toBe("A food name can have at most 60 letters");
  });

  it("words a code without a reason of its own too (401 in Spanish)", async () => {
    const res = await send(t.app, "GET", "/api/auth/me", { headers: { "accept-language": "es" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: "not_authenticated", message: "No has iniciado sesión" });
  });

  it.each([
    ["a huge header", `${"zz-ZZ;q=0.1,".repeat(5000)}es`],
    ["a malformed header", ";;;q=abc,,,=-*"],
    ["a language the app does not speak", "de-DE,fr;q=0.8"],
  ])("answers %s in English, never a 5xx", async (_what, header) => {
    const c = await signUp(t.app);
    const res = await send(t.app, "POST", "/api/meals", {
      cookie: c.cookie,
      payload: noFoods,
      headers: { "accept-language": header },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Add at least one food, Detective!");
  });
});
