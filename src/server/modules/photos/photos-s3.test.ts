import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { houseKeep } from "../../maintenance";
import { type Client, createTestApp, send, signUp, type TestApp } from "../../test/app";
import { multipart } from "../../test/multipart";
import { ifctPhoto } from "../../test/photos/fixtures";
import { pngWithGps } from "../../test/photos/images";
import { startS3, type TestS3 } from "../../test/s3";
import { retryDelayMinutes, retryPhotoDeletions } from "../account/service";
import { S3PhotoStorage } from "./s3-storage";
import { PHOTO_NOT_FOUND } from "./service";
import { PHOTO_STORE_RETRY_SECONDS, PHOTO_STORE_UNAVAILABLE } from "./storage";

// The photo routes with the photos in a real S3-compatible server (s3rver on loopback), as
// several instances run them: uploads, reads by the owner only, meals, limits, the sweep, and
// a store that is down or does not answer.
let s3: TestS3;
let storage: S3PhotoStorage;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3(0, 3000);
  storage = new S3PhotoStorage(s3.config);
  t = await createTestApp(
    { recognitionWorkers: 1, photoLimits: { perMinute: 4, unsaved: 30 } },
    { photoStorage: storage },
  );
});
afterAll(async () => {
  await t.close();
  storage.close();
  await s3.close();
});

function upload(app: TestApp, c: Client | undefined, bytes: Buffer, field = "photo") {
  const body = multipart(field, bytes);
  return send(app.app, "POST", pathOf(API.photos.upload), {
    payload: body.payload,
    cookie: c?.cookie,
    headers: body.headers,
  });
}

const keyOf = (photoUrl: string) => photoUrl.split("/").pop() ?? "";

async function photoRows(app: TestApp, userId: string): Promise<number> {
  const { rows } = await app.database.pool.query(
    "select count(*)::int as n from photos where user_id = $1",
    [userId],
  );
  return rows[0].n;
}

describe("meal photos in an S3-compatible bucket", () => {
  it("stores an upload in the bucket and serves it to its owner only", async () => {
    const c = await signUp(t.app);
    const res = await upload(t, c, await ifctPhoto("E009"));
    expect(res.statusCode).toBe(200);
    const { photoUrl, foods } = res.json();
    expect(foods.map((f: { name: string }) => f.name)).toContain("banana");
    expect((await storage.listOf(c.user.id)).map((p) => p.key)).toEqual([keyOf(photoUrl)]);

    const own = await c.request("GET", photoUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    expect(own.headers["cache-control"]).toBe("private, max-age=86400");
    expect(
      own.rawPayload.equals((await storage.get(c.user.id, keyOf(photoUrl))) ?? Buffer.alloc(0)),
    ).toBe(true);
    const other = await signUp(t.app);
    expect((await other.request("GET", photoUrl)).statusCode).toBe(404);
    expect((await send(t.app, "GET", photoUrl)).statusCode).toBe(401);
    expect((await c.request("GET", "/api/photos/..%2F..%2Fetc")).statusCode).toBe(404);

    const meal = await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["banana"],
      photoUrl,
    });
    expect(meal.statusCode).toBe(201);
    const stolen = await other.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["banana"],
      photoUrl,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(PHOTO_NOT_FOUND);
  });

  it("refuses what is not a photo before storing anything, and counts uploads the same", async () => {
    const c = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await upload(t, c, Buffer.from("just some text, not a photo"));
      codes.push(res.statusCode);
      if (res.statusCode === 400)
        expect(res.json().message).toBe("Please select an image file, Detective!");
    }
    expect(codes).toEqual([400, 400, 400, 400]);
    const res = await upload(t, c, await pngWithGps());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      "That's a lot of photos in one minute, Detective! Take a little break and try again in a minute.",
    );
    expect(await storage.listOf(c.user.id)).toEqual([]);
  });

  it("sweeps unsaved photos after a day and stored photos no row names, keeping saved ones", async () => {
    const c = await signUp(t.app);
    const saved = (await upload(t, c, await ifctPhoto("E009"))).json();
    const unsaved = (await upload(t, c, await ifctPhoto("E001"))).json();
    await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["banana"],
      photoUrl: saved.photoUrl,
    });
    // An object an instance stored and never recorded (stopped in between).
    const orphan = await storage.put(c.user.id, Buffer.from("never recorded"));
    const fresh = await storage.put(c.user.id, Buffer.from("stored just now"));
    await t.database.pool.query(
      "update photos set created_at = now() - interval '2 days' where user_id = $1",
      [c.user.id],
    );
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const key of [keyOf(saved.photoUrl), keyOf(unsaved.photoUrl), orphan]) {
      await s3.setStoredAt(c.user.id, key, twoDaysAgo);
    }

    expect(await houseKeep(t.database.db, storage)).toBe(true);
    expect((await c.request("GET", unsaved.photoUrl)).statusCode).toBe(404);
    expect((await c.request("GET", saved.photoUrl)).statusCode).toBe(200);
    const left = (await storage.listOf(c.user.id)).map((p) => p.key).sort();
    expect(left).toEqual([keyOf(saved.photoUrl), fresh].sort());
  });
});

describe("a photo store that is down or does not answer", () => {
  it("answers 503 with Retry-After, stores no row, and works again once the store is back", async () => {
    const c = await signUp(t.app);
    const stored = (await upload(t, c, await pngWithGps())).json();
    const rowsBefore = await photoRows(t, c.user.id);
    await s3.stop();
    try {
      const res = await upload(t, c, await pngWithGps());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: "unavailable",
        reason: "photoStoreUnavailable",
        message: PHOTO_STORE_UNAVAILABLE,
      });
      expect(res.headers["retry-after"]).toBe(String(PHOTO_STORE_RETRY_SECONDS));
      expect(await photoRows(t, c.user.id)).toBe(rowsBefore);
      const read = await c.request("GET", stored.photoUrl);
      expect(read.statusCode).toBe(503);
      expect(read.headers["retry-after"]).toBe(String(PHOTO_STORE_RETRY_SECONDS));
      // The meal the child then saves without the photo is kept; one naming a photo is not
      // possible, since the failed upload gave no photoUrl.
      const meal = await c.request("POST", pathOf(API.meals.create), {
        mealType: "lunch",
        manualFoods: ["apple"],
      });
      expect(meal.statusCode).toBe(201);
    } finally {
      await s3.restart();
    }
    expect((await c.request("GET", stored.photoUrl)).statusCode).toBe(200);
    expect((await upload(t, c, await pngWithGps())).statusCode).toBe(200);
  });

  it("cuts an archive download short when the store is down, and goes on serving", async () => {
    const c = await signUp(t.app);
    const stored = (await upload(t, c, await pngWithGps())).json();
    const meal = await c.request("POST", pathOf(API.meals.create), {
      mealType: "lunch",
      manualFoods: ["apple"],
      photoUrl: stored.photoUrl,
    });
    expect(meal.statusCode).toBe(201);
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const headers = { cookie: c.cookie ?? "", "x-requested-with": "XMLHttpRequest" };
    await s3.stop();
    try {
      const res = await fetch(`${base}${pathOf(API.account.archive, { userId: c.user.id })}`, {
        headers,
      });
      expect(res.status).toBe(200);
      // The diary's files went out before the photo: the client sees the transfer cut short.
      await expect(res.arrayBuffer()).rejects.toThrow();
      const me = await fetch(`${base}/api/auth/me`, { headers });
      expect(me.status).toBe(200);
    } finally {
      await s3.restart();
    }
    const whole = await fetch(`${base}${pathOf(API.account.archive, { userId: c.user.id })}`, {
      headers,
    });
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("deletes an account while the store is down, and removes its photos minutes after it is back", async () => {
    const c = await signUp(t.app);
    const other = await signUp(t.app);
    for (const who of [c, other]) {
      expect((await upload(t, who, await pngWithGps())).statusCode).toBe(200);
    }
    expect(await storage.listOf(c.user.id)).toHaveLength(1);
    await s3.stop();
    const deletedAt = new Date();
    try {
      const res = await c.request("DELETE", pathOf(API.account.remove, { userId: c.user.id }), {
        password: "secret123",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const cleared = res.cookies.find((k) => k.name === "td_session");
      expect(cleared?.value ?? "").toBe("");
      expect((await c.request("GET", "/api/auth/me")).statusCode).toBe(401);
      // Still down at the first retry: it waits a little longer each time, minutes at most.
      const firstTry = new Date(deletedAt.getTime() + 61_000);
      expect(await retryPhotoDeletions(t.database.db, storage, firstTry)).toEqual({
        removed: 0,
        waiting: 1,
      });
    } finally {
      await s3.restart();
    }
    const { rows } = await t.database.pool.query(
      "select attempts, next_try_at from photo_deletions where owner_id = $1",
      [c.user.id],
    );
    expect(rows[0].attempts).toBe(1);
    expect(retryDelayMinutes(1)).toBe(1);
    expect(retryDelayMinutes(10)).toBe(15);
    expect(await storage.listOf(c.user.id)).toHaveLength(1);
    // Not due yet: nothing is tried.
    const early = new Date(deletedAt.getTime() + 62_000);
    expect(await retryPhotoDeletions(t.database.db, storage, early)).toEqual({
      removed: 0,
      waiting: 0,
    });
    // Due: the photos go, the queue empties, another family's photo stays.
    const due = new Date(deletedAt.getTime() + 3 * 60_000);
    expect(await retryPhotoDeletions(t.database.db, storage, due)).toEqual({
      removed: 1,
      waiting: 0,
    });
    expect(await storage.listOf(c.user.id)).toEqual([]);
    expect(await storage.listOf(other.user.id)).toHaveLength(1);
    const left = await t.database.pool.query("select count(*)::int as n from photo_deletions");
    expect(left.rows[0].n).toBe(0);
  });

  it("deletes the photos at once when the store is up, leaving nothing queued", async () => {
    const c = await signUp(t.app);
    expect((await upload(t, c, await pngWithGps())).statusCode).toBe(200);
    const res = await c.request("DELETE", pathOf(API.account.remove, { userId: c.user.id }), {
      password: "secret123",
    });
    expect(res.statusCode).toBe(200);
    expect(await storage.listOf(c.user.id)).toEqual([]);
    const left = await t.database.pool.query(
      "select count(*)::int as n from photo_deletions where owner_id = $1",
      [c.user.id],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it("answers 503 when the store takes the connection and never answers", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as net.AddressInfo).port;
    const hung = new S3PhotoStorage({
      ...s3.config,
      endpoint: `http://127.0.0.1:${port}`,
      timeoutMs: 800,
    });
    const slow = await createTestApp({ recognitionWorkers: 1 }, { photoStorage: hung });
    try {
      const c = await signUp(slow.app);
      const res = await upload(slow, c, await pngWithGps());
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(PHOTO_STORE_UNAVAILABLE);
      expect(res.headers["retry-after"]).toBe(String(PHOTO_STORE_RETRY_SECONDS));
      expect(await photoRows(slow, c.user.id)).toBe(0);
      const read = await c.request("GET", `/api/photos/${"a".repeat(22)}`);
      expect(read.statusCode).toBe(503);
    } finally {
      await slow.close();
      hung.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
