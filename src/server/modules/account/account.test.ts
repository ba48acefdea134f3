import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { API } from "../../../contracts/api";
import { authEndpoints } from "../../../contracts/auth";
import { pathOf } from "../../../contracts/endpoint";
import {
  type Client,
  createTestApp,
  send,
  sessionCookie,
  signUp,
  type TestApp,
} from "../../test/app";
import { multipart } from "../../test/multipart";
import { WRONG_CURRENT_PASSWORD } from "../auth/service";
import { FolderPhotoStorage } from "../photos/storage";

let t: TestApp;
let storage: FolderPhotoStorage;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1 });
  storage = new FolderPhotoStorage(path.join(t.dataDir, "photos"));
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
}

/** A detective with a bit of everything: meal, check, drink, bedtime, clue, photos, avatar. */
async function busyDetective(): Promise<Client & { photoKeys: string[] }> {
  const c = await signUp(t.app);
  const ok = (res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  };
  ok(
    await c.request(
      "POST",
      pathOf(API.meals.create),
      {
        userId: c.user.id,
        mealType: "lunch",
        detectedFoods: ["banana"],
        manualFoods: ["=cheese"],
        aiConfidence: 80,
        timestamp: minutesAgo(60),
      },
      { "idempotency-key": randomUUID() },
    ),
  );
  // A wrong password: a counter that names the detective.
  await send(t.app, "POST", pathOf(authEndpoints.login), {
    payload: { username: c.user.username, password: "not-the-password" },
    cookie: c.cookie,
  });
  ok(await c.request("POST", pathOf(API.tummyChecks.create), { feeling: "ouchy" }));
  ok(
    await c.request("POST", pathOf(API.drinks.create), {
      drinkType: "water",
      drinkName: "",
      amountMl: 240,
      amountCups: 1,
    }),
  );
  ok(await c.request("POST", pathOf(API.sleepLogs.bedtime), { bedtime: minutesAgo(5) }));
  const photoKeys: string[] = [];
  for (const seed of [10, 90]) {
    const body = multipart("photo", await photo(seed));
    const res = await send(t.app, "POST", pathOf(API.photos.upload), {
      payload: body.payload,
      cookie: c.cookie,
      headers: body.headers,
    });
    ok(res);
    photoKeys.push(res.json().photoUrl.split("/").pop());
  }
  const avatar = `data:image/jpeg;base64,${(await photo(200)).toString("base64")}`;
  ok(
    await c.request("POST", pathOf(API.users.avatar, { userId: c.user.id }), {
      avatarConfig: { type: "photo", photoUrl: avatar },
    }),
  );
  return { ...c, photoKeys };
}

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(files));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** Every table of the database with a user_id column. */
async function tablesWithUserId(): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Rows of any table in which any column, read as text, holds the value. */
async function rowsHolding(value: string): Promise<string[]> {
  const { rows: tables } = await t.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await t.database.pool.query(
      `select count(*)::int as n from "${table_name}" r where r::text like $1`,
      [`%${value}%`],
    );
    if (rows[0].n > 0) found.push(`${table_name}: ${rows[0].n}`);
  }
  return found;
}

const photoFilesOf = (userId: string) => {
  const dir = path.join(t.dataDir, "photos", userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe("GET /api/export/{userId}/archive", () => {
  it("holds every table's rows, the CSVs, every photo and the avatar, and nothing of another user", async () => {
    const a = await busyDetective();
    const b = await busyDetective();
    const res = await a.request("GET", pathOf(API.account.archive, { userId: a.user.id }));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="tummy-detective-/);
    const files = await unzip(res.rawPayload);

    const plumbing = ["idempotency_keys", "trusted_devices"];
    const family = (await tablesWithUserId()).filter((table) => !plumbing.includes(table));
    expect(family).toEqual(expect.arrayContaining(["meals", "tummy_checks", "photos", "cases"]));
    for (const table of [...family, "users"]) {
      const file = files.get(`data/${table}.json`);
      expect(file, table).toBeDefined();
      const rows = JSON.parse(String(file)) as Record<string, unknown>[];
      const column = table === "users" ? "id" : "user_id";
      const { rows: count } = await t.database.pool.query(
        `select count(*)::int as n from "${table}" where ${column} = $1`,
        [a.user.id],
      );
      expect(rows.length, table).toBe(count[0].n);
    }
    // Only the family's data and what explains it: no replayed answers, device or session
    // plumbing, wrong-code counters, nor the recogniser's embeddings.
    for (const table of [...plumbing, "sessions", "attempt_counters"]) {
      expect(files.has(`data/${table}.json`), table).toBe(false);
    }
    const { rows: stored } = await t.database.pool.query(
      `select (select count(*)::int from idempotency_keys where user_id = $1) as replays,
              (select count(*)::int from attempt_counters where key = $2) as counters`,
      [a.user.id, `password:name:${a.user.username.toLowerCase()}`],
    );
    expect(stored[0]).toEqual({ replays: 1, counters: 1 });
    expect(files.has("data/idempotency_keys.json")).toBe(false);
    const photoRows = JSON.parse(String(files.get("data/photos.json")));
    expect(photoRows).toHaveLength(2);
    for (const row of photoRows) expect(row).not.toHaveProperty("embedding");
    const meals = JSON.parse(String(files.get("data/meals.json")));
    expect(meals[0].manualFoods).toEqual(["=cheese"]);
    const user = JSON.parse(String(files.get("data/users.json")))[0];
    expect(user.username).toBe(a.user.username);
    expect(user).not.toHaveProperty("passwordHash");
    expect(user).not.toHaveProperty("parentCodeHash");

    const csvs = [...files.keys()].filter((name) => name.startsWith("reports/"));
    // Named for the child and the whole diary's days (ADR 061).
    const name = a.user.username.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    expect(
      csvs.map((n) => n.replace(/_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}_/, "_<period>_")),
    ).toEqual([
      `reports/tummy-detective_${name}_<period>_timeline.csv`,
      `reports/tummy-detective_${name}_<period>_patterns.csv`,
      `reports/tummy-detective_${name}_<period>_food-groups.csv`,
    ]);
    const timeline = String(files.get(csvs[0] as string));
    expect(timeline).toContain(`Detective,${a.user.username}`);
    expect(timeline).toContain('"Lunch: banana, =cheese"');

    for (const key of a.photoKeys) {
      expect(
        files.get(`photos/${key}.jpg`)?.equals((await storage.get(a.user.id, key)) as Buffer),
      ).toBe(true);
    }
    expect([...files.keys()].filter((n) => n.startsWith("photos/"))).toHaveLength(2);
    const avatar = files.get("avatar.jpg") as Buffer;
    expect((await sharp(avatar).metadata()).format).toBe("jpeg");

    const everything = Buffer.concat(
      [...files.entries()].map(([n, f]) => Buffer.concat([Buffer.from(n), f])),
    );
    expect(everything.includes(b.user.id)).toBe(false);
    expect(everything.includes(b.user.username)).toBe(false);
    for (const key of b.photoKeys) expect(everything.includes(key)).toBe(false);
  });

  it("403 'Parent code needed' once a code is set, until parent mode", async () => {
    const a = await signUp(t.app);
    await a.request("PUT", pathOf(API.parent.code, { userId: a.user.id }), {
      password: "secret123",
      parentCode: "9731",
    });
    const url = pathOf(API.account.archive, { userId: a.user.id });
    const refused = await a.request("GET", url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Parent code needed");
    await a.request("POST", pathOf(API.parent.start, { userId: a.user.id }), {
      parentCode: "9731",
    });
    expect((await a.request("GET", url)).statusCode).toBe(200);
  });

  it("words its CSV reports in the family's language: asked, else the browser's", async () => {
    const a = await busyDetective();
    const url = pathOf(API.account.archive, { userId: a.user.id });
    const timelineOf = async (res: { statusCode: number; rawPayload: Buffer }) => {
      expect(res.statusCode).toBe(200);
      const files = await unzip(res.rawPayload);
      const name = [...files.keys()].find((n) => n.endsWith("_timeline.csv")) as string;
      return String(files.get(name));
    };
    const asked = await timelineOf(await a.request("GET", `${url}?language=es`));
    const browser = await timelineOf(
      await a.request("GET", url, undefined, { "accept-language": "es-MX,es;q=0.9" }),
    );
    for (const timeline of [asked, browser]) {
      expect(timeline).toContain("Informe de cronología de Tummy Detective");
      expect(timeline).toContain('"Almuerzo: banana, =cheese"');
      expect(timeline).not.toContain("Timeline Report");
    }
    // The language asked wins over the browser's.
    const english = await timelineOf(
      await a.request("GET", `${url}?language=en`, undefined, { "accept-language": "es" }),
    );
    expect(english).toContain('"Lunch: banana, =cheese"');
  });

  it("400 for a bad id or language, 401 without a session, 403 for another user", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await a.request("GET", "/api/export/not-a-uuid/archive")).statusCode).toBe(400);
    const url = pathOf(API.account.archive, { userId: a.user.id });
    expect((await a.request("GET", `${url}?language=fr`)).statusCode).toBe(400);
    expect((await a.request("GET", `${url}?language=${"e".repeat(5000)}`)).statusCode).toBe(400);
    expect((await send(t.app, "GET", url)).statusCode).toBe(401);
    expect((await b.request("GET", url)).statusCode).toBe(403);
  });
});

describe("a photo store failing while the archive is downloaded", () => {
  it("cuts that download short, logs it, and the server goes on serving", async () => {
    const a = await busyDetective();
    // The folder store fails to read the second photo (its file turned into a folder).
    const broken = path.join(t.dataDir, "photos", a.user.id, `${a.photoKeys[1]}.jpg`);
    fs.rmSync(broken);
    fs.mkdirSync(broken);
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const res = await fetch(`${base}${pathOf(API.account.archive, { userId: a.user.id })}`, {
        headers: { cookie: a.cookie ?? "", "x-requested-with": "XMLHttpRequest" },
      });
      expect(res.status).toBe(200);
      // The client sees the transfer end before the archive does, never a whole-looking file.
      await expect(res.arrayBuffer()).rejects.toThrow();

      const me = await fetch(`${base}${pathOf(authEndpoints.me)}`, {
        headers: { cookie: a.cookie ?? "", "x-requested-with": "XMLHttpRequest" },
      });
      expect(me.status).toBe(200);
    } finally {
      fs.rmdirSync(broken);
    }
  });
});

describe("writes racing the account's deletion", () => {
  it("answer 201 before it and 401 account_deleted (or 404) after it, never a 5xx", async () => {
    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const c = await signUp(t.app);
      const jpeg = await photo(round * 30);
      const writes = () => [
        c.request("POST", pathOf(API.meals.create), { mealType: "lunch", manualFoods: ["rice"] }),
        c.request("POST", pathOf(API.tummyChecks.create), { feeling: "happy" }),
        c.request("POST", pathOf(API.drinks.create), {
          drinkType: "water",
          drinkName: "",
          amountMl: 240,
          amountCups: 1,
        }),
        (() => {
          const body = multipart("photo", jpeg);
          return send(t.app, "POST", pathOf(API.photos.upload), {
            payload: body.payload,
            cookie: c.cookie,
            headers: body.headers,
          });
        })(),
      ];
      const answers = await Promise.all([
        ...writes(),
        c.request("DELETE", pathOf(API.account.remove, { userId: c.user.id }), {
          password: "secret123",
        }),
        ...writes(),
        ...writes(),
      ]);
      for (const res of answers) {
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 400) codes.add(res.json().code);
      }
      expect(await rowsHolding(c.user.id)).toEqual([]);
      expect(photoFilesOf(c.user.id)).toEqual([]);
    }
    const refused = [...statuses.keys()].filter((s) => s >= 400);
    expect(
      refused.every((s) => s === 401 || s === 404),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(
      [...codes].every((code) =>
        ["account_deleted", "not_authenticated", "not_found"].includes(code),
      ),
    ).toBe(true);
  });
});

describe("DELETE /api/user/{userId}", () => {
  it("deletes every row and every photo file of the user, ends the session, leaves others be", async () => {
    const a = await busyDetective();
    const b = await busyDetective();
    // A file the database never knew of (a crash between storing and recording it).
    await storage.put(a.user.id, await photo(33));
    expect(photoFilesOf(a.user.id)).toHaveLength(3);
    expect(await rowsHolding(a.user.id)).not.toEqual([]);

    const res = await a.request("DELETE", pathOf(API.account.remove, { userId: a.user.id }), {
      password: "secret123",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies.find((c) => c.name === "td_session")?.value).toBe("");

    expect(await rowsHolding(a.user.id)).toEqual([]);
    expect(await rowsHolding(a.user.username)).toEqual([]);
    expect(photoFilesOf(a.user.id)).toEqual([]);
    expect((await a.request("GET", pathOf(API.auth.me))).statusCode).toBe(401);
    const login = await send(t.app, "POST", pathOf(authEndpoints.login), {
      payload: { username: a.user.username, password: "secret123" },
    });
    expect(login.statusCode).toBe(401);

    expect(photoFilesOf(b.user.id)).toHaveLength(2);
    // The other family's diary is whole (read by period, not by today: no midnight to cross).
    const mine = await b.request("GET", pathOf(API.export.diary, { userId: b.user.id }));
    expect(mine.json().meals).toHaveLength(1);
  });

  it("tells the account's other phones it was deleted (401 account_deleted), naming nobody", async () => {
    const a = await signUp(t.app);
    // The same detective signed in on a second phone.
    const login = await send(t.app, "POST", pathOf(authEndpoints.login), {
      payload: { username: a.user.username, password: "secret123" },
    });
    expect(login.statusCode).toBe(200);
    const otherPhone = sessionCookie(login) ?? "";
    const res = await a.request("DELETE", pathOf(API.account.remove, { userId: a.user.id }), {
      password: "secret123",
    });
    expect(res.statusCode).toBe(200);

    const me = await send(t.app, "GET", pathOf(API.auth.me), { cookie: otherPhone });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe("account_deleted");
    const meal = await send(t.app, "POST", pathOf(API.meals.create), {
      cookie: otherPhone,
      payload: { mealType: "lunch", manualFoods: ["rice"] },
    });
    expect(meal.statusCode).toBe(401);
    expect(meal.json().code).toBe("account_deleted");
    // The phone that deleted it holds no sign-in at all: a plain 401.
    const own = await a.request("GET", pathOf(API.auth.me));
    expect(own.json().code).toBe("not_authenticated");
    // The tombstone names nobody, and signing up again from that phone works as ever.
    expect(await rowsHolding(a.user.id)).toEqual([]);
    expect(await rowsHolding(a.user.username)).toEqual([]);
    const again = await send(t.app, "POST", pathOf(authEndpoints.signup), {
      cookie: otherPhone,
      payload: {
        username: `${a.user.username}_2`,
        age: 9,
        password: "secret123",
        confirmPassword: "secret123",
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it("400 for a wrong or missing password; nothing is deleted", async () => {
    const a = await signUp(t.app);
    const url = pathOf(API.account.remove, { userId: a.user.id });
    const wrong = await a.request("DELETE", url, { password: "not-it" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(WRONG_CURRENT_PASSWORD);
    expect((await a.request("DELETE", url, {})).statusCode).toBe(400);
    expect((await a.request("DELETE", url, { password: 12 })).statusCode).toBe(400);
    expect((await a.request("GET", pathOf(API.auth.me))).statusCode).toBe(200);
  });

  it("needs parent mode once a parent code is set", async () => {
    const a = await signUp(t.app);
    await a.request("PUT", pathOf(API.parent.code, { userId: a.user.id }), {
      password: "secret123",
      parentCode: "13579",
    });
    const url = pathOf(API.account.remove, { userId: a.user.id });
    const refused = await a.request("DELETE", url, { password: "secret123" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Parent code needed");
    await a.request("POST", pathOf(API.parent.start, { userId: a.user.id }), {
      parentCode: "13579",
    });
    expect((await a.request("DELETE", url, { password: "secret123" })).statusCode).toBe(200);
    expect(await rowsHolding(a.user.id)).toEqual([]);
  });

  it("401 without a session, 403 for another user", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const url = pathOf(API.account.remove, { userId: a.user.id });
    expect(
      (await send(t.app, "DELETE", url, { payload: { password: "secret123" } })).statusCode,
    ).toBe(401);
    expect((await b.request("DELETE", url, { password: "secret123" })).statusCode).toBe(403);
    expect((await a.request("GET", pathOf(API.auth.me))).statusCode).toBe(200);
  });
});
