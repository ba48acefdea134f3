import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../../contracts/error-body";
import type { ErrorCode } from "../../contracts/errors";
import { createTestApp, send, signUp, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
});
afterAll(() => t.close());

/** The body is `{ code, message, errors? }` with a known code, and that code is `code`. */
function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: ErrorCode,
) {
  expect(res.statusCode).toBe(status);
  const body = errorBody.strict().parse(res.json());
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe("error bodies carry a machine-readable code", () => {
  it("400: a wrong field is invalid_input with its message, an unreadable body bad_request", async () => {
    const c = await signUp(t.app);
    const wrong = expectError(
      await c.request("POST", "/api/meals", { mealType: "lunch", manualFoods: [] }),
      400,
      "invalid_input",
    );
    expect(wrong.errors).toEqual({ manualFoods: "Add at least one food, Detective!" });
    const unreadable = await send(t.app, "POST", "/api/meals", {
      cookie: c.cookie,
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(expectError(unreadable, 400, "bad_request").message).toBe(
      "The request body is not valid JSON.",
    );
  });

  it("401: no session is not_authenticated, a wrong password wrong_credentials", async () => {
    expectError(await send(t.app, "GET", "/api/auth/me"), 401, "not_authenticated");
    expectError(await send(t.app, "POST", "/api/meals", { payload: {} }), 401, "not_authenticated");
    const c = await signUp(t.app);
    const res = await send(t.app, "POST", "/api/auth/login", {
      payload: { username: c.user.username, password: "not-the-secret" },
    });
    expectError(res, 401, "wrong_credentials");
  });

  it("403: another detective's id in the path, or no request marker", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    expectError(await a.request("GET", `/api/meals/today/${b.user.id}`), 403, "forbidden");
    const unmarked = await send(t.app, "POST", "/api/meals", {
      cookie: a.cookie,
      payload: { mealType: "lunch", manualFoods: ["rice"] },
      headers: { "x-requested-with": "" },
    });
    expectError(unmarked, 403, "forbidden");
  });

  it("404: an unknown record and an unknown API path", async () => {
    const c = await signUp(t.app);
    expectError(await c.request("DELETE", `/api/meals/${randomUUID()}`), 404, "not_found");
    expectError(await c.request("GET", "/api/no-such-thing"), 404, "not_found");
  });

  it("409: the name taken, the night's bedtime already logged", async () => {
    const c = await signUp(t.app);
    const again = await send(t.app, "POST", "/api/auth/signup", {
      payload: {
        username: c.user.username,
        age: 8,
        password: "secret123",
        confirmPassword: "secret123",
      },
    });
    expectError(again, 409, "username_taken");
    const bedtime = { bedtime: new Date(Date.now() - 3_600_000).toISOString() };
    expect((await c.request("POST", "/api/sleep-logs", bedtime)).statusCode).toBe(201);
    expectError(await c.request("POST", "/api/sleep-logs", bedtime), 409, "bedtime_already_logged");
  });

  it("413 and 415: a body too large, a body of the wrong kind", async () => {
    const c = await signUp(t.app);
    const huge = await c.request("POST", "/api/meals", {
      mealType: "lunch",
      manualFoods: ["x".repeat(2 * 1024 * 1024)],
    });
    expectError(huge, 413, "payload_too_large");
    const text = await send(t.app, "POST", "/api/meals", {
      cookie: c.cookie,
      payload: "<rice/>",
      headers: { "content-type": "application/xml" },
    });
    expectError(text, 415, "unsupported_media_type");
  });

  it("422: an Idempotency-Key sent again with another body", async () => {
    const c = await signUp(t.app);
    const key = { "idempotency-key": randomUUID() };
    const meal = { mealType: "lunch", manualFoods: ["rice"] };
    expect((await c.request("POST", "/api/meals", meal, key)).statusCode).toBe(201);
    const other = await c.request("POST", "/api/meals", { ...meal, mealType: "dinner" }, key);
    expectError(other, 422, "idempotency_key_reused");
  });

  it("429: too many sign-in tries from one address", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await send(t.app, "POST", "/api/auth/login", {
          payload: { username: "nobody_here", password: "whatever1" },
        }),
      );
    }
    expectError(answers[3] ?? { statusCode: 0, json: () => null }, 429, "too_many_requests");
  });
});
