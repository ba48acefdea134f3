import { mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FolderPhotoStorage, isPhotoKey } from "./storage";

const ALICE = "0f8e3a52-4a8b-4f57-9b0e-0a1d2c3b4a5e";
const BOB = "7c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

describe("FolderPhotoStorage", () => {
  let dir: string;
  let storage: FolderPhotoStorage;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "td-photos-"));
    storage = new FolderPhotoStorage(path.join(dir, "photos"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("stores and reads back a user's photo under a random key", async () => {
    const key = await storage.put(ALICE, Buffer.from("jpeg bytes"));
    expect(isPhotoKey(key)).toBe(true);
    expect((await storage.get(ALICE, key))?.toString()).toBe("jpeg bytes");
    const other = await storage.put(ALICE, Buffer.from("jpeg bytes"));
    expect(other).not.toBe(key);
  });

  it("keeps files private to the server's user", async () => {
    const key = await storage.put(ALICE, Buffer.from("x"));
    const file = await stat(path.join(dir, "photos", ALICE, `${key}.jpg`));
    expect(file.mode & 0o077).toBe(0);
    expect((await stat(path.join(dir, "photos", ALICE))).mode & 0o077).toBe(0);
    expect(await readdir(path.join(dir, "photos", ALICE))).toEqual([`${key}.jpg`]);
  });

  it("answers null for another user's key, and will not delete it", async () => {
    const key = await storage.put(ALICE, Buffer.from("alice's lunch"));
    expect(await storage.get(BOB, key)).toBeNull();
    expect(await storage.delete(BOB, key)).toBe(false);
    expect(await storage.get(ALICE, key)).not.toBeNull();
  });

  it("treats traversal attempts and malformed keys as missing", async () => {
    await writeFile(path.join(dir, "secret.jpg"), "secret");
    const key = await storage.put(ALICE, Buffer.from("x"));
    for (const bad of [
      "../../secret",
      "../secret.jpg",
      `${key}/..`,
      "",
      "a".repeat(23),
      "%2e%2e",
    ]) {
      expect(await storage.get(ALICE, bad)).toBeNull();
      expect(await storage.delete(ALICE, bad)).toBe(false);
    }
    expect(await storage.get("..", key)).toBeNull();
    expect(await storage.get(`${ALICE}/..`, key)).toBeNull();
    await expect(storage.put("../escape", Buffer.from("x"))).rejects.toThrow(/user id/);
  });

  it("deletes a photo once", async () => {
    const key = await storage.put(ALICE, Buffer.from("x"));
    expect(await storage.delete(ALICE, key)).toBe(true);
    expect(await storage.get(ALICE, key)).toBeNull();
    expect(await storage.delete(ALICE, key)).toBe(false);
  });

  it("lists photos older than a date, for every user, oldest first", async () => {
    const old = await storage.put(ALICE, Buffer.from("old"));
    const older = await storage.put(BOB, Buffer.from("older"));
    const fresh = await storage.put(ALICE, Buffer.from("fresh"));
    const setTime = (user: string, key: string, iso: string) =>
      utimes(path.join(dir, "photos", user, `${key}.jpg`), new Date(iso), new Date(iso));
    await setTime(ALICE, old, "2024-03-02T10:00:00Z");
    await setTime(BOB, older, "2024-03-01T10:00:00Z");

    const listed = await storage.listOlderThan(new Date("2024-03-03T00:00:00Z"));
    expect(listed.map((p) => [p.userId, p.key])).toEqual([
      [BOB, older],
      [ALICE, old],
    ]);
    expect(listed.map((p) => p.key)).not.toContain(fresh);
    expect(await new FolderPhotoStorage(path.join(dir, "none")).listOlderThan(new Date())).toEqual(
      [],
    );
  });
});
