import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, send, signUp, type TestApp } from "./test/app";

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1 });
  c = await signUp(t.app);
});
afterAll(() => t.close());

const NUL = "\u0000";
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

function expectClear400(res: { statusCode: number; json: () => { message?: unknown } }) {
  expect(res.statusCode).toBe(400);
  expect(typeof res.json().message).toBe("string");
}

describe("a malformed photo upload", () => {
  const upload = (payload: string | Buffer, contentType?: string) =>
    send(t.app, "POST", "/api/upload-photo", {
      payload,
      cookie: c.cookie,
      headers: contentType ? { "content-type": contentType } : {},
    });
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n` +
    "Content-Type: image/jpeg\r\n\r\nnot really a jpeg";

  it.each([
    ["no boundary", `${part("xyz")}\r\n--xyz--\r\n`, "multipart/form-data"],
    ["a wrong boundary", `${part("xyz")}\r\n--xyz--\r\n`, "multipart/form-data; boundary=other"],
    ["an unterminated part", part("xyz"), "multipart/form-data; boundary=xyz"],
    ["an empty body", "", "multipart/form-data; boundary=xyz"],
    ["only the closing line", "--xyz--\r\n", "multipart/form-data; boundary=xyz"],
    [
      "a form field only",
      '--xyz\r\nContent-Disposition: form-data; name="photo"\r\n\r\nhi\r\n--xyz--\r\n',
      "multipart/form-data; boundary=xyz",
    ],
    ["a text body", "hello", "text/plain"],
    ["a JSON body", "{}", "application/json"],
    ["no content type", "hello", undefined],
  ])("answers %s with a clear 400", async (_name, body, type) => {
    const res = await upload(body, type);
    expectClear400(res);
  });
});

describe("control characters in text", () => {
  it.each([
    ["POST", "/api/meals", { mealType: "lunch", manualFoods: [`toast${NUL}`] }],
    ["POST", "/api/tummy-checks", { feeling: "happy", notes: `fine${NUL}` }],
    ["POST", "/api/drinks", { drinkType: "water", amountMl: 240, drinkName: `wa${NUL}ter` }],
    ["POST", "/api/sleep-logs", { bedtime: at(5), notes: `zz${NUL}` }],
    [
      "POST",
      "/api/auth/signup",
      { username: `kid${NUL}x`, age: 8, password: "secret123", confirmPassword: "secret123" },
    ],
    ["POST", "/api/auth/login", { username: `kid${NUL}x`, password: "secret123" }],
    [
      "POST",
      "/api/auth/signup",
      { username: "kid_bell\u0007", age: 8, password: "secret123", confirmPassword: "secret123" },
    ],
    ["POST", "/api/meals", { mealType: "lunch", manualFoods: ["toast\ud800"] }],
  ] as const)("%s %s refuses them with a clear 400", async (method, url, payload) => {
    // Sign-up and login replace the session they are sent with: these go without one.
    const res = url.startsWith("/api/auth/")
      ? await send(t.app, method, url, { payload })
      : await c.request(method, url, payload);
    expectClear400(res);
  });

  it("refuses them in the profile, the secret code and the avatar", async () => {
    const me = c.user.id;
    expectClear400(await c.request("PUT", `/api/user/${me}/profile`, { email: `a${NUL}@b.co` }));
    expectClear400(
      await c.request("PUT", `/api/user/${me}/password`, {
        currentPassword: "secret123",
        newPassword: `new${NUL}secret`,
      }),
    );
    expectClear400(
      await c.request("POST", `/api/user/${me}/avatar`, {
        avatarConfig: { type: "preset", emoji: "🕵️", name: `Sher${NUL}lock` },
      }),
    );
  });

  it("refuses them in the morning notes, and keeps new lines in notes", async () => {
    const night = await c.request("POST", "/api/sleep-logs", {
      bedtime: at(600),
      notes: "read a book\nthen slept",
    });
    expect(night.statusCode).toBe(201);
    expect(night.json().notes).toBe("read a book\nthen slept");
    expectClear400(
      await c.request("PATCH", `/api/sleep-logs/${night.json().id}`, {
        morningMood: "bunny",
        notes: `up${NUL}`,
      }),
    );
  });

  it("never stores a session from a header holding one", async () => {
    const password = "secret123";
    const res = await send(t.app, "POST", "/api/auth/signup", {
      payload: { username: "header_kid", age: 9, password, confirmPassword: password },
      headers: { "user-agent": `phone${NUL}`, "x-time-zone": `Europe/London${NUL}` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().timeZone).not.toContain(NUL);
  });
});

describe("an edit that changes nothing", () => {
  it.each([
    ["meals", { mealType: "lunch", manualFoods: ["toast"] }],
    ["tummy-checks", { feeling: "happy" }],
    ["drinks", { drinkType: "water", amountMl: 240 }],
  ] as const)("PUT /api/%s/{id} answers 400 'Nothing to change'", async (kind, create) => {
    const made = await c.request("POST", `/api/${kind}`, create);
    expect(made.statusCode).toBe(201);
    for (const body of [{}, { colour: "blue" }]) {
      const res = await c.request("PUT", `/api/${kind}/${made.json().id}`, body);
      expectClear400(res);
      expect(res.json().message).toMatch(/nothing to change/i);
    }
  });
});

describe("timestamps", () => {
  it.each([
    "0049-01-01T00:00:00Z",
    "0030-06-01T00:00:00Z",
    "0000-01-01T00:00:00Z",
    "1999-12-31T23:59:59Z",
    "9999-12-31T00:00:00Z",
    "2026-01-01",
    "+275760-01-01T00:00:00Z",
  ])("refuses %s with a clear 400 and stores nothing", async (timestamp) => {
    const before = await t.database.pool.query("select count(*)::int as n from meals");
    expectClear400(
      await c.request("POST", "/api/meals", { mealType: "lunch", manualFoods: ["x"], timestamp }),
    );
    expectClear400(await c.request("POST", "/api/tummy-checks", { feeling: "happy", timestamp }));
    expectClear400(
      await c.request("POST", "/api/drinks", { drinkType: "water", amountMl: 240, timestamp }),
    );
    expectClear400(await c.request("POST", "/api/sleep-logs", { bedtime: timestamp }));
    const after = await t.database.pool.query("select count(*)::int as n from meals");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("refuses an absurd morning time", async () => {
    const night = await c.request("POST", "/api/sleep-logs", { bedtime: at(60 * 24 * 5) });
    expect(night.statusCode).toBe(201);
    for (const morningMoodTime of ["9999-12-31T00:00:00Z", "0049-01-01T00:00:00Z"]) {
      expectClear400(
        await c.request("PATCH", `/api/sleep-logs/${night.json().id}`, {
          morningMood: "bunny",
          morningMoodTime,
        }),
      );
    }
  });

  it.each([
    "2000-01-01T00:00:00Z",
    "2000-01-01T05:30:00+05:30",
    "2024-02-29T12:34:56.789Z",
    "2025-06-01T10:00:00.123456-03:30",
  ])("reads %s back as the same instant, to the millisecond", async (timestamp) => {
    const sent = new Date(timestamp).toISOString();
    const meal = await c.request("POST", "/api/meals", {
      mealType: "lunch",
      manualFoods: ["rice"],
      timestamp,
    });
    expect(meal.statusCode).toBe(201);
    expect(meal.json().timestamp).toBe(sent);
    const stored = await t.database.pool.query("select timestamp from meals where id = $1", [
      meal.json().id,
    ]);
    expect((stored.rows[0].timestamp as Date).toISOString()).toBe(sent);
    const check = await c.request("POST", "/api/tummy-checks", { feeling: "ouchy", timestamp });
    expect(check.json().timestamp).toBe(sent);
    const drink = await c.request("POST", "/api/drinks", {
      drinkType: "milk",
      amountMl: 150,
      timestamp,
    });
    expect(drink.json().timestamp).toBe(sent);
    const exported = await c.request("GET", `/api/export/${c.user.id}`);
    expect(exported.statusCode).toBe(200);
  });

  it.each([
    "startDate=0049-01-01",
    "startDate=0100-01-01",
    "startDate=1999-12-31",
    "endDate=9999-12-31",
    "startDate=2026-01-01T00:00:00Z",
    "startDate=275760-01-01",
    "startDate=2026-1-1",
    `startDate=${encodeURIComponent(NUL)}`,
    "startDate=a&startDate=b",
  ])("GET /api/export with %s answers a clear 400", async (query) => {
    expectClear400(await c.request("GET", `/api/export/${c.user.id}?${query}`));
  });
});
