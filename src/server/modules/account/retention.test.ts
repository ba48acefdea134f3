import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";
import { multipart } from "../../test/multipart";
import { sweepSessions } from "../auth/repo";
import { cleanUpUnsavedPhotos } from "../photos/service";
import { FolderPhotoStorage } from "../photos/storage";
import { sweepThrottle } from "../throttle/repo";
import { sweepOrphanPhotos } from "./retention";

let t: TestApp;
let storage: FolderPhotoStorage;
beforeAll(async () => {
  t = await createTestApp({ recognitionWorkers: 1 });
  storage = new FolderPhotoStorage(path.join(t.dataDir, "photos"));
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#fa0" } })
    .jpeg()
    .toBuffer();

function age(userId: string, key: string, ms: number) {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(path.join(t.dataDir, "photos", userId, `${key}.jpg`), when, when);
}

describe("retention (README)", () => {
  it("photo files no row knows of go after a day; known ones and young ones stay", async () => {
    const c = await signUp(t.app);
    const body = multipart("photo", await jpeg());
    const uploaded = await send(t.app, "POST", pathOf(API.photos.upload), {
      payload: body.payload,
      cookie: c.cookie,
      headers: body.headers,
    });
    const known = uploaded.json().photoUrl.split("/").pop();
    const orphan = await storage.put(c.user.id, await jpeg());
    const young = await storage.put(c.user.id, await jpeg());
    age(c.user.id, known, 2 * DAY_MS);
    age(c.user.id, orphan, 2 * DAY_MS);
    expect(await sweepOrphanPhotos(t.database.db, storage)).toBe(1);
    expect(await storage.get(c.user.id, orphan)).toBeNull();
    expect(await storage.get(c.user.id, known)).not.toBeNull();
    expect(await storage.get(c.user.id, young)).not.toBeNull();
  });

  it("unsaved photos after a day, sessions and devices after expiry, counters after their window", async () => {
    const c = await signUp(t.app);
    const body = multipart("photo", await jpeg());
    await send(t.app, "POST", pathOf(API.photos.upload), {
      payload: body.payload,
      cookie: c.cookie,
      headers: body.headers,
    });
    const pool = t.database.pool;
    await pool.query(
      "update photos set created_at = now() - interval '25 hours' where user_id = $1",
      [c.user.id],
    );
    await pool.query(
      "update sessions set expire = now() - interval '1 second' where sess->>'userId' = $1",
      [c.user.id],
    );
    await pool.query(
      "update trusted_devices set expire = now() - interval '1 second' where user_id = $1",
      [c.user.id],
    );
    await pool.query(
      "update attempt_counters set expires_at = now() - interval '1 second' where key = $1",
      [`upload:${c.user.id}`],
    );
    expect(await cleanUpUnsavedPhotos(t.database.db, storage)).toBeGreaterThanOrEqual(1);
    await sweepSessions(t.database.db);
    await sweepThrottle(t.database.db);
    const count = async (sql: string) => (await pool.query(sql, [c.user.id])).rows[0].n;
    expect(await count("select count(*)::int n from photos where user_id = $1")).toBe(0);
    expect(await count("select count(*)::int n from sessions where sess->>'userId' = $1")).toBe(0);
    expect(await count("select count(*)::int n from trusted_devices where user_id = $1")).toBe(0);
    expect(
      await count("select count(*)::int n from attempt_counters where key = 'upload:' || $1"),
    ).toBe(0);
    const dir = path.join(t.dataDir, "photos", c.user.id);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });
});
