import { mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../../test/s3";
import { S3PhotoStorage } from "./s3-storage";
import {
  FolderPhotoStorage,
  isPhotoKey,
  type PhotoStorage,
  PhotoStoreUnavailable,
} from "./storage";

const ALICE = "0f8e3a52-4a8b-4f57-9b0e-0a1d2c3b4a5e";
const BOB = "7c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

/** One store under test: how to make it, and how to set a photo's stored time. */
type Backend = {
  storage: PhotoStorage;
  setStoredAt: (userId: string, key: string, at: Date) => Promise<void>;
  done: () => Promise<void>;
};

/** What every photo store does the same way (the folder and an S3-compatible bucket). */
function photoStorageContract(name: string, make: () => Promise<Backend>) {
  describe(`${name}: the PhotoStorage contract`, () => {
    let b: Backend;
    let storage: PhotoStorage;
    beforeEach(async () => {
      b = await make();
      storage = b.storage;
    });
    afterEach(() => b.done());

    it("stores and reads back a user's photo under a random key, as bytes or a stream", async () => {
      const key = await storage.put(ALICE, Buffer.from("jpeg bytes"));
      expect(isPhotoKey(key)).toBe(true);
      expect((await storage.get(ALICE, key))?.toString()).toBe("jpeg bytes");
      const stream = await storage.openStream(ALICE, key);
      expect(stream && (await text(stream))).toBe("jpeg bytes");
      const other = await storage.put(ALICE, Buffer.from("jpeg bytes"));
      expect(other).not.toBe(key);
    });

    it("answers null for another user's key, and will not delete it", async () => {
      const key = await storage.put(ALICE, Buffer.from("alice's lunch"));
      expect(await storage.get(BOB, key)).toBeNull();
      expect(await storage.openStream(BOB, key)).toBeNull();
      expect(await storage.delete(BOB, key)).toBe(false);
      expect(await storage.get(ALICE, key)).not.toBeNull();
    });

    it("treats traversal attempts and malformed keys as missing", async () => {
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
        expect(await storage.openStream(ALICE, bad)).toBeNull();
        expect(await storage.delete(ALICE, bad)).toBe(false);
      }
      expect(await storage.get("..", key)).toBeNull();
      expect(await storage.get(`${ALICE}/..`, key)).toBeNull();
      expect(await storage.listOf("../x")).toEqual([]);
      await expect(storage.put("../escape", Buffer.from("x"))).rejects.toThrow(/user id/);
    });

    it("deletes a photo once", async () => {
      const key = await storage.put(ALICE, Buffer.from("x"));
      expect(await storage.delete(ALICE, key)).toBe(true);
      expect(await storage.get(ALICE, key)).toBeNull();
      expect(await storage.openStream(ALICE, key)).toBeNull();
      expect(await storage.delete(ALICE, key)).toBe(false);
    });

    it("lists one user's photos oldest first, and deletes them all", async () => {
      const first = await storage.put(ALICE, Buffer.from("first"));
      const second = await storage.put(ALICE, Buffer.from("second"));
      const bobs = await storage.put(BOB, Buffer.from("bob's"));
      await b.setStoredAt(ALICE, first, new Date("2024-03-01T10:00:00Z"));
      await b.setStoredAt(ALICE, second, new Date("2024-03-02T10:00:00Z"));
      const listed = await storage.listOf(ALICE);
      expect(listed.map((p) => [p.userId, p.key])).toEqual([
        [ALICE, first],
        [ALICE, second],
      ]);
      expect(listed[0]?.storedAt.toISOString()).toBe("2024-03-01T10:00:00.000Z");

      expect(await storage.deleteAllOf(ALICE)).toBe(2);
      expect(await storage.listOf(ALICE)).toEqual([]);
      expect(await storage.get(ALICE, first)).toBeNull();
      expect(await storage.deleteAllOf(ALICE)).toBe(0);
      expect((await storage.get(BOB, bobs))?.toString()).toBe("bob's");
    });

    it("lists photos older than a date, for every user, oldest first", async () => {
      const old = await storage.put(ALICE, Buffer.from("old"));
      const older = await storage.put(BOB, Buffer.from("older"));
      const fresh = await storage.put(ALICE, Buffer.from("fresh"));
      await b.setStoredAt(ALICE, old, new Date("2024-03-02T10:00:00Z"));
      await b.setStoredAt(BOB, older, new Date("2024-03-01T10:00:00Z"));

      const listed = await storage.listOlderThan(new Date("2024-03-03T00:00:00Z"));
      expect(listed.map((p) => [p.userId, p.key])).toEqual([
        [BOB, older],
        [ALICE, old],
      ]);
      expect(listed.map((p) => p.key)).not.toContain(fresh);
    });
  });
}

photoStorageContract("the folder", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "td-photos-"));
  return {
    storage: new FolderPhotoStorage(path.join(dir, "photos")),
    setStoredAt: (userId, key, at) =>
      utimes(path.join(dir, "photos", userId, `${key}.jpg`), at, at),
    done: () => rm(dir, { recursive: true, force: true }),
  };
});

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());

photoStorageContract("an S3-compatible bucket (s3rver)", async () => {
  const storage = new S3PhotoStorage(s3.config);
  return {
    storage,
    setStoredAt: (userId, key, at) => s3.setStoredAt(userId, key, at),
    done: async () => {
      for (const user of [ALICE, BOB]) await storage.deleteAllOf(user);
      storage.close();
    },
  };
});

describe("FolderPhotoStorage", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "td-photos-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("keeps files private to the server's user, and lists nothing in a missing folder", async () => {
    const storage = new FolderPhotoStorage(path.join(dir, "photos"));
    const key = await storage.put(ALICE, Buffer.from("x"));
    const file = await stat(path.join(dir, "photos", ALICE, `${key}.jpg`));
    expect(file.mode & 0o077).toBe(0);
    expect((await stat(path.join(dir, "photos", ALICE))).mode & 0o077).toBe(0);
    expect(await readdir(path.join(dir, "photos", ALICE))).toEqual([`${key}.jpg`]);
    await writeFile(path.join(dir, "secret.jpg"), "secret");
    expect(await storage.get(ALICE, "../../secret")).toBeNull();
    const none = new FolderPhotoStorage(path.join(dir, "none"));
    expect(await none.listOlderThan(new Date())).toEqual([]);
    expect(await none.listOf(ALICE)).toEqual([]);
  });
});

describe("S3PhotoStorage when the store fails", () => {
  it("says the store is unavailable when nothing listens, and when it does not answer in time", async () => {
    // A port nobody listens on: connections are refused.
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    // A store that takes the connection and never answers.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const silentPort = (silent.address() as net.AddressInfo).port;
    try {
      for (const port of [closedPort, silentPort]) {
        const storage = new S3PhotoStorage({
          ...s3.config,
          endpoint: `http://127.0.0.1:${port}`,
          timeoutMs: 800,
        });
        const outcomes = await Promise.allSettled([
          storage.put(ALICE, Buffer.from("x")),
          storage.get(ALICE, "a".repeat(22)),
          storage.openStream(ALICE, "a".repeat(22)),
          storage.delete(ALICE, "a".repeat(22)),
          storage.listOf(ALICE),
          storage.listOlderThan(new Date()),
          storage.deleteAllOf(ALICE),
        ]);
        for (const outcome of outcomes) {
          expect(outcome.status).toBe("rejected");
          const error = outcome.status === "rejected" ? outcome.reason : undefined;
          expect(error).toBeInstanceOf(PhotoStoreUnavailable);
          expect((error as PhotoStoreUnavailable).statusCode).toBe(503);
          // Its words are the catalogue's, in the language of the request that meets it.
          expect((error as Error).message).toBe("errors.photoStoreUnavailable");
        }
        expect(await storage.check()).toMatchObject({
          problem: expect.stringMatching(/did not answer/),
          settings: false,
        });
        storage.close();
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it("names a missing bucket at start", async () => {
    const storage = new S3PhotoStorage({ ...s3.config, bucket: "no-such-bucket" });
    expect(await storage.check()).toEqual({
      problem: 'the bucket "no-such-bucket" does not exist',
      settings: true,
    });
    const ok = new S3PhotoStorage(s3.config);
    expect(await ok.check()).toBeUndefined();
    storage.close();
    ok.close();
  });
});
