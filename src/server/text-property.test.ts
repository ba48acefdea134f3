import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "../contracts/api";
import { caseEndpoints } from "../contracts/cases";
import { type EndpointDefinition, pathOf } from "../contracts/endpoint";
import { PRESET_AVATARS } from "../domain/game";
import { type Client, createTestApp, send, sessionCookie, signUp, type TestApp } from "./test/app";
import { textCases } from "./test/random-text";
import { type FieldPath, textFields, valueAt, withValue } from "./test/text-fields";

let t: TestApp;
let c: Client;
/** A second detective for the parent's calls, so a code set by chance never guards the first. */
let grownUp: Client;
/** A grown-up's own login (ADR 065), for the family's calls. */
let parent: Client;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1 });
  c = await signUp(t.app);
  grownUp = await signUp(t.app);
  const res = await send(t.app, "POST", "/api/auth/grown-up/signup", {
    payload: {
      username: `fuzz_parent_${process.pid}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(res.statusCode).toBe(201);
  const cookie = sessionCookie(res);
  parent = {
    cookie,
    user: res.json(),
    request: (method, url, payload, headers) =>
      send(t.app, method, url, { payload, cookie, headers }),
  };
});
afterAll(() => t.close());

const PASSWORD = "secret123";
const DAY_MS = 86_400_000;
let nights = 0;
let names = 0;

/** How to call one write endpoint with a valid body, and who calls it. */
type Fixture = {
  signedOut?: boolean;
  /** Who calls it when not the first detective. */
  as?: () => Client;
  params?: () => Promise<Record<string, string>>;
  body: () => Record<string, unknown>;
  /** Fields the server sets itself whatever is sent (a preset's own name). */
  replaced?: readonly string[];
  /** Undoes an accepted change that would break the next call (a changed secret code). */
  undo?: (body: unknown, res: LightMyRequestResponse) => Promise<void>;
};

async function created(url: string, body: unknown): Promise<string> {
  const res = await c.request("POST", url, body);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

// One fixture per write endpoint whose body has free text. A new such endpoint without one
// fails the first test below, so it cannot go unfuzzed.
const FIXTURES: Record<string, Fixture> = {
  "POST /api/auth/signup": {
    signedOut: true,
    body: () => ({
      username: `fuzz_${process.pid}_${++names}`,
      age: 8,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  },
  "POST /api/auth/grown-up/signup": {
    signedOut: true,
    body: () => ({
      username: `fuzz_grown_${process.pid}_${++names}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  },
  "POST /api/family/children": {
    as: () => parent,
    body: () => ({ name: "Pip", age: 5 }),
    // The answer names the child by `username`, not by the body's `name`.
    replaced: ["name"],
  },
  "POST /api/family/join": {
    as: () => parent,
    // Random text is never a live code: 400, or 429 once the tries are used up.
    body: () => ({ code: "ABCD-EFGH" }),
  },
  "DELETE /api/family/account": {
    as: () => parent,
    // Random text is never the password, so the login stays; a wrong one answers 4xx.
    body: () => ({ password: "not-the-password" }),
  },
  "PUT /api/profile-signs/:userId": {
    params: async () => ({ userId: c.user.id }),
    body: () => ({ signs: [{ sign: "weight loss", since: "2025-01-01" }] }),
  },
  "PUT /api/user/:userId/reminders": {
    params: async () => ({ userId: c.user.id }),
    body: () => ({
      enabled: false,
      times: [{ kind: "meal", at: "12:00" }],
      quietHours: { from: "21:00", to: "07:00" },
    }),
  },
  "POST /api/push/subscriptions": {
    body: () => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/fuzz-${++names}`,
      expirationTime: null,
      keys: {
        p256dh:
          "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    }),
    // The answer says the subscription was kept, not its keys.
    replaced: ["keys.p256dh", "keys.auth"],
  },
  "DELETE /api/push/subscriptions": {
    body: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/fuzz-gone" }),
  },
  "POST /api/auth/login": {
    signedOut: true,
    body: () => ({ username: c.user.username, password: PASSWORD }),
    // Any spelling of the name signs in (ADR 030); the answer shows the name as the account has it.
    replaced: ["username"],
  },
  "POST /api/cases": {
    body: () => ({
      suspect: "milk",
      partner: "cereal",
      days: 10,
      allergySigns: false,
      agreedWithClinician: true,
    }),
    // One case at a time: each accepted one is abandoned before the next.
    undo: async (_body, res) => {
      const abandoned = await c.request(
        "POST",
        pathOf(caseEndpoints.abandon, { id: res.json().id }),
      );
      expect(abandoned.statusCode).toBe(200);
    },
  },
  "POST /api/user/:userId/avatar": {
    params: async () => ({ userId: c.user.id }),
    body: () => ({ avatarConfig: { type: "preset", emoji: PRESET_AVATARS[1]?.emoji } }),
    replaced: ["avatarConfig.name"],
  },
  "PUT /api/user/:userId/profile": {
    params: async () => ({ userId: c.user.id }),
    body: () => ({ email: "kid@example.com" }),
  },
  "PUT /api/user/:userId/password": {
    params: async () => ({ userId: c.user.id }),
    body: () => ({ currentPassword: PASSWORD, newPassword: "secret456" }),
    undo: async (body) => {
      const newPassword = String(valueAt(body, ["newPassword"]));
      const back = await c.request("PUT", `/api/user/${c.user.id}/password`, {
        currentPassword: newPassword,
        newPassword: PASSWORD,
      });
      expect(back.statusCode).toBe(200);
    },
  },
  "PUT /api/user/:userId/parent-code": {
    as: () => grownUp,
    params: async () => ({ userId: grownUp.user.id }),
    body: () => ({ password: PASSWORD, parentCode: "2468" }),
  },
  "POST /api/user/:userId/parent-mode": {
    as: () => grownUp,
    params: async () => ({ userId: grownUp.user.id }),
    body: () => ({ parentCode: "2468" }),
  },
  "POST /api/user/:userId/clinic-links": {
    params: async () => ({ userId: c.user.id }),
    body: () => ({ days: 7, startDate: "2025-01-01", endDate: "2025-01-31" }),
  },
  "DELETE /api/user/:userId": {
    as: () => grownUp,
    params: async () => ({ userId: grownUp.user.id }),
    // Random text is never the password, so the account stays; a wrong one answers 4xx.
    body: () => ({ password: "not-the-password" }),
  },
  "POST /api/meals": { body: () => ({ mealType: "lunch", manualFoods: ["rice"] }) },
  "PUT /api/meals/:id": {
    params: async () => ({
      id: await created("/api/meals", { mealType: "dinner", manualFoods: ["peas"] }),
    }),
    body: () => ({ manualFoods: ["rice"] }),
  },
  // A carer tells, so the carer's name is kept and compared.
  "POST /api/tummy-checks": { body: () => ({ feeling: "happy", reporter: "carer" }) },
  "PUT /api/tummy-checks/:id": {
    params: async () => ({ id: await created("/api/tummy-checks", { feeling: "ouchy" }) }),
    body: () => ({ reporter: "carer" }),
  },
  "POST /api/drinks": { body: () => ({ drinkType: "water", amountMl: 240 }) },
  "PUT /api/drinks/:id": {
    params: async () => ({
      id: await created("/api/drinks", { drinkType: "milk", amountMl: 150 }),
    }),
    body: () => ({ amountMl: 350 }),
  },
  "POST /api/sleep-logs": {
    // One bedtime per night: each call takes an earlier night.
    body: () => ({ bedtime: new Date(Date.now() - (1 + ++nights) * DAY_MS).toISOString() }),
  },
  "POST /api/complete-day/:userId": {
    params: async () => ({ userId: c.user.id }),
    // The detective's zone is UTC: today there. Random text is never a day (400).
    body: () => ({ date: new Date().toISOString().slice(0, 10) }),
  },
  "PATCH /api/sleep-logs/:id": {
    params: async () => ({
      id: await created("/api/sleep-logs", {
        bedtime: new Date(Date.now() - (1 + ++nights) * DAY_MS).toISOString(),
      }),
    }),
    body: () => ({ morningMood: "bunny" }),
  },
};

const nameOf = (e: EndpointDefinition) => `${e.method} ${e.path}`;
const withText = allEndpoints()
  .filter((e) => e.body && textFields(e.body).length > 0)
  .map((e) => ({ endpoint: e, fields: textFields(e.body as NonNullable<typeof e.body>) }));

describe("random text in every text field of every write endpoint", () => {
  it("covers every endpoint of the map that takes text", () => {
    expect(withText.map((w) => nameOf(w.endpoint)).sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  for (const { endpoint, fields } of withText) {
    for (const field of fields) {
      const label = `${nameOf(endpoint)} ${field.join(".")}`;
      it(`${label}: never a 5xx, and what is accepted is stored as accepted`, async () => {
        const fixture = FIXTURES[nameOf(endpoint)];
        if (!fixture) throw new Error(`No fixture for ${nameOf(endpoint)}`);
        const params = fixture.params ? await fixture.params() : {};
        const url = pathOf(endpoint, params);
        for (const [i, value] of textCases(field.join(".").length * 7919, 20).entries()) {
          const body = withValue(fixture.body(), field, value);
          const res = fixture.signedOut
            ? await send(t.app, endpoint.method, url, { payload: body })
            : await (fixture.as?.() ?? c).request(endpoint.method, url, body);
          const what = `${label} case ${i} ${JSON.stringify(value.slice(0, 40))}`;
          expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(typeof res.json().message, what).toBe("string");
            continue;
          }
          expectStoredAsAccepted(endpoint, fixture, field, body, res, what);
          await fixture.undo?.(body, res);
        }
      });
    }
  }
});

function expectStoredAsAccepted(
  endpoint: EndpointDefinition,
  fixture: Fixture,
  field: FieldPath,
  body: unknown,
  res: LightMyRequestResponse,
  what: string,
) {
  if (fixture.replaced?.includes(field.join("."))) return;
  const parsed = endpoint.body?.safeParse(body);
  expect(parsed?.success, `${what}: the server accepted what its contract refuses`).toBe(true);
  const expected = valueAt(parsed?.data, field);
  const stored = valueAt(res.json(), field);
  // The answer is the row as PostgreSQL returned it; fields it does not show (secret codes)
  // and blanks the server fills in (a drink's name) have nothing to compare.
  if (stored === undefined || typeof expected !== "string" || expected === "") return;
  expect(stored, what).toBe(expected);
}
