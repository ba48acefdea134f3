import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test/database";
import { type Instance, startInstance, startVisionService } from "./test/instances";
import { pngWithGps } from "./test/photos/images";
import { startS3, type TestS3 } from "./test/s3";

// Two app instances as operators run them (two processes on two ports, each with its own data
// folder), on one PostgreSQL database and one S3-compatible store (s3rver on loopback).
let database: TestDatabase;
let s3: TestS3;
let vision: { url: string; close: () => void };
let a: Instance;
let b: Instance;

const LOGIN_LIMIT = 4;
const SIGNUP_LIMIT = 3;

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3();
  vision = await startVisionService();
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    VISION_API_URL: vision.url,
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    SIGNUP_RATE_LIMIT: String(SIGNUP_LIMIT),
    PHOTO_UPLOADS_PER_MINUTE: "1000",
    UNSAVED_PHOTOS_MAX: "1000",
    // The test speaks for other addresses through X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: "loopback",
  };
  // Started together: the start's migrations and seeds run one instance at a time.
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  vision?.close();
  await s3?.close();
  await database?.drop();
}, 60_000);

const HEADERS = { "x-requested-with": "XMLHttpRequest", "x-time-zone": "UTC" };
const PASSWORD = "secret123";

type Session = { cookie: string; userId: string };

async function call(
  base: string,
  method: string,
  url: string,
  options: {
    session?: Session;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      ...HEADERS,
      ...(options.session ? { cookie: options.session.cookie } : {}),
      ...(options.json !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
  });
}

async function signUp(base: string, username: string, from = "127.0.0.1"): Promise<Response> {
  return call(base, "POST", "/api/auth/signup", {
    json: { username, age: 9, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { "x-forwarded-for": from },
  });
}

function sessionOf(res: Response, userId: string): Session {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("td_session="));
  if (!cookie) throw new Error("no session cookie");
  return { cookie, userId };
}

let photo: Buffer;
async function uploadPhoto(base: string, session: Session): Promise<Response> {
  photo ??= await pngWithGps();
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/png" }), "meal.png");
  return call(base, "POST", "/api/upload-photo", { session, form });
}

const name = `two_${process.pid}`;
let detective: Session;

describe("two instances on one database and one photo store", () => {
  it("signs up on A, saves a meal with a photo on B, and shows the photo on A", async () => {
    const created = await signUp(a.base, name);
    expect(created.status).toBe(201);
    detective = sessionOf(created, (await created.json()).id);

    const uploaded = await uploadPhoto(b.base, detective);
    expect(uploaded.status).toBe(200);
    const { photoUrl, foods } = await uploaded.json();
    expect(foods[0].name).toBe("pancakes");
    const meal = await call(b.base, "POST", "/api/meals", {
      session: detective,
      json: { mealType: "breakfast", manualFoods: ["pancakes"], photoUrl },
    });
    expect(meal.status).toBe(201);

    const onA = await call(a.base, "GET", photoUrl, { session: detective });
    expect(onA.status).toBe(200);
    expect(onA.headers.get("content-type")).toBe("image/jpeg");
    const onB = await call(b.base, "GET", photoUrl, { session: detective });
    expect(Buffer.from(await onA.arrayBuffer()).equals(Buffer.from(await onB.arrayBuffer()))).toBe(
      true,
    );
  });

  it("counts one address's sign-ups and logins across both", async () => {
    // A family's address of its own, behind the proxy both instances trust.
    const home = "203.0.113.40";
    const signups: number[] = [];
    for (const [i, base] of [a.base, b.base, a.base, b.base, a.base].entries()) {
      signups.push((await signUp(base, `${name}_${i}`, home)).status);
    }
    expect(signups).toEqual([201, 201, 201, 429, 429]);

    const login = (base: string) =>
      call(base, "POST", "/api/auth/login", {
        json: { username: name, password: PASSWORD },
        headers: { "x-forwarded-for": home },
      });
    const codes: number[] = [];
    for (const base of [a.base, b.base, a.base, b.base, a.base, b.base]) {
      codes.push((await login(base)).status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it("finds a clue once from a diary written through both", async () => {
    const HOUR = 3_600_000;
    const start = Date.now() - 22 * 24 * HOUR;
    const breakfasts = [
      ["cereal", "milk"],
      ["toast", "milk"],
      ["toast", "orange juice"],
      ["cereal", "yogurt"],
    ];
    for (let d = 0; d < 21; d++) {
      const morning = start + d * 24 * HOUR + 8 * HOUR;
      const breakfast = breakfasts[d % 4] ?? [];
      const at = (ms: number) => new Date(morning + ms).toISOString();
      const [first, second] = d % 2 ? [a.base, b.base] : [b.base, a.base];
      const writes = [
        call(first, "POST", "/api/meals", {
          session: detective,
          json: { mealType: "breakfast", manualFoods: breakfast, timestamp: at(0) },
        }),
        call(second, "POST", "/api/tummy-checks", {
          session: detective,
          json: {
            feeling: breakfast.includes("milk") ? "ouchy" : "happy",
            timestamp: at(2 * HOUR),
          },
        }),
        call(first, "POST", "/api/meals", {
          session: detective,
          json: {
            mealType: "lunch",
            manualFoods: d % 2 ? ["sandwich"] : ["rice"],
            timestamp: at(4.5 * HOUR),
          },
        }),
        call(second, "POST", "/api/tummy-checks", {
          session: detective,
          json: { feeling: "happy", timestamp: at(12 * HOUR) },
        }),
      ];
      for (const res of await Promise.all(writes)) expect(res.status).toBe(201);
    }
    type Clue = { id: string; foodItem: string; feelingCorrelation: string };
    const read = async (base: string) =>
      (await (
        await call(base, "GET", `/api/patterns/${detective.userId}`, { session: detective })
      ).json()) as Clue[];
    // Both instances analyse the diary after the writes they took; each answers once its own
    // analysis is done.
    const [onA, onB] = await Promise.all([read(a.base), read(b.base)]);
    const milkA = onA.filter((p) => p.foodItem === "milk");
    const milkB = onB.filter((p) => p.foodItem === "milk");
    expect(milkA).toHaveLength(1);
    expect(milkA[0]?.feelingCorrelation).toBe("ouchy tummy");
    expect(milkB.map((p) => p.id)).toEqual(milkA.map((p) => p.id));
    const { rows } = await database.pool.query(
      "select count(*)::int as n from patterns where user_id = $1 and food_item = 'milk'",
      [detective.userId],
    );
    expect(rows[0].n).toBe(1);
  }, 120_000);

  it("keeps every acknowledged write when B is killed with SIGKILL in the middle of writes", async () => {
    const acknowledgedMeals: string[] = [];
    const acknowledgedPhotos: string[] = [];
    let stopped = false;
    let killed = false;
    const writer = async (withPhoto: boolean) => {
      while (!stopped) {
        try {
          let photoUrl: string | undefined;
          if (withPhoto) {
            const up = await uploadPhoto(b.base, detective);
            if (up.status !== 200) throw new Error(`upload answered ${up.status}`);
            photoUrl = (await up.json()).photoUrl;
            acknowledgedPhotos.push(photoUrl as string);
          }
          const res = await call(b.base, "POST", "/api/meals", {
            session: detective,
            headers: { "idempotency-key": randomUUID() },
            json: {
              mealType: "morning snack",
              manualFoods: ["apple"],
              ...(photoUrl ? { photoUrl } : {}),
            },
          });
          if (res.status !== 201) throw new Error(`meal answered ${res.status}`);
          acknowledgedMeals.push((await res.json()).id);
        } catch (error) {
          if (!killed) throw error;
          return; // the connection died with the instance
        }
      }
    };
    const writers = [writer(true), writer(true), writer(false), writer(false)];
    try {
      // Killed once enough writes are acknowledged, while the writers keep sending.
      while (acknowledgedMeals.length < 24) {
        await Promise.race([new Promise((r) => setTimeout(r, 20)), ...writers]);
      }
      killed = true;
      b.child.kill("SIGKILL");
      await b.exited();
    } finally {
      stopped = true;
      await Promise.allSettled(writers);
    }
    await Promise.all(writers);
    expect(b.child.signalCode).toBe("SIGKILL");

    // Every meal B acknowledged is in the database, and A serves every photo B acknowledged.
    const { rows } = await database.pool.query<{ id: string }>(
      "select id from meals where id = any($1::uuid[])",
      [acknowledgedMeals],
    );
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(acknowledgedMeals));
    expect(acknowledgedPhotos.length).toBeGreaterThan(0);
    for (const url of acknowledgedPhotos) {
      expect((await call(a.base, "GET", url, { session: detective })).status).toBe(200);
    }
    // No saved meal names a photo the store does not have.
    const withPhotos = await database.pool.query<{ key: string }>(
      "select p.key from photos p join meals m on m.id = p.meal_id where m.user_id = $1",
      [detective.userId],
    );
    for (const { key } of withPhotos.rows) {
      expect((await call(a.base, "GET", `/api/photos/${key}`, { session: detective })).status).toBe(
        200,
      );
    }
    // A goes on answering.
    const after = await call(a.base, "POST", "/api/meals", {
      session: detective,
      json: { mealType: "dinner", manualFoods: ["soup"] },
    });
    expect(after.status).toBe(201);
  }, 120_000);
});

describe("an instance whose bucket settings are wrong", () => {
  it("refuses to start and names the bucket", async () => {
    await expect(
      startInstance({ ...s3.env, DATABASE_URL: database.url, PHOTO_BUCKET: "no-such-bucket" }),
    ).rejects.toThrow(/Photo storage \(PHOTO_BUCKET\): the bucket "no-such-bucket" does not exist/);
  }, 120_000);
});
