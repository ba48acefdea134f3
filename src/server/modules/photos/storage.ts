import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../lib/errors";

/** A stored photo found by a clean-up listing. */
export interface StoredPhoto {
  userId: string;
  key: string;
  storedAt: Date;
}

/**
 * Where meal photos live: a folder by default, an S3-compatible bucket for several instances
 * (ADR 050). Keys are random and belong to one user: another user's key reads as missing.
 * A store that fails or does not answer in time throws PhotoStoreUnavailable (a 503).
 */
export interface PhotoStorage {
  /** Stores the bytes and returns a new unguessable key once they are durably stored. */
  put(userId: string, bytes: Buffer): Promise<string>;
  /** The bytes, or null when the key is unknown or belongs to another user. */
  get(userId: string, key: string): Promise<Buffer | null>;
  /** The bytes as a stream (exports of many photos), or null like get. */
  openStream(userId: string, key: string): Promise<Readable | null>;
  /** Removes a photo; false when there was none for this user. */
  delete(userId: string, key: string): Promise<boolean>;
  /** Every photo the user has in the store, oldest first (exports, account deletion). */
  listOf(userId: string): Promise<StoredPhoto[]>;
  /** Removes every photo of the user (account deletion); how many there were. */
  deleteAllOf(userId: string): Promise<number>;
  /** Photos stored before the date, for clean-up of photos never attached to a saved meal. */
  listOlderThan(date: Date): Promise<StoredPhoto[]>;
  /** Lets go of connections (the app's close). */
  close?(): void;
}

/** Shown (503, with Retry-After) when the photo store fails or does not answer in time. */
export const PHOTO_STORE_UNAVAILABLE =
  "The photo shelf is not answering right now. Please try again in a minute.";
/** Seconds a client is asked to wait before trying again after "errors.photoStoreUnavailable". */
export const PHOTO_STORE_RETRY_SECONDS = 30;

/** The photo store failed or timed out: a 503 that asks to try again later (never a 500). */
export class PhotoStoreUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(503, "errors.photoStoreUnavailable", { code: "unavailable", cause });
    this.name = "PhotoStoreUnavailable";
  }
}

/** onError hook: a 503 of the photo store carries Retry-After (the client may come back). */
export async function retryLaterOnStoreFailure(
  _request: FastifyRequest,
  reply: FastifyReply,
  error: Error,
): Promise<void> {
  if (error instanceof PhotoStoreUnavailable) {
    reply.header("retry-after", String(PHOTO_STORE_RETRY_SECONDS));
  }
}

/** Runs a store operation, turning any failure into PhotoStoreUnavailable. */
export async function storeCall<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof PhotoStoreUnavailable) throw error;
    throw new PhotoStoreUnavailable(error);
  }
}

/** 128 random bits, base64url: 22 characters from [A-Za-z0-9_-]. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** User ids are uuids in this app; anything path-like is refused outright. */
const USER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The ending of every stored photo's name. */
export const EXTENSION = ".jpg";

/** Whether a string has the shape of a photo key (routes can 404 early on anything else). */
export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Whether a string has the shape of a user id the stores accept. */
export function isStorableUserId(userId: string): boolean {
  return USER_PATTERN.test(userId);
}

/** A new photo key: 128 random bits. */
export function newPhotoKey(): string {
  return randomBytes(16).toString("base64url");
}

/** Photos in `<baseDir>/<userId>/<key>.jpg`, readable by this process's user only. */
export class FolderPhotoStorage implements PhotoStorage {
  constructor(private readonly baseDir: string) {}

  async put(userId: string, bytes: Buffer): Promise<string> {
    const dir = this.userDir(userId);
    return storeCall(async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = newPhotoKey();
      const file = path.join(dir, `${key}${EXTENSION}`);
      // Write, flush to disk, then rename: a reader never sees half a photo, and a photo whose
      // key was answered survives a power cut like the database row that names it.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600, flag: "wx" });
      const handle = await open(temporary, "r");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
      return key;
    });
  }

  async get(userId: string, key: string): Promise<Buffer | null> {
    const file = this.fileOf(userId, key);
    if (!file) return null;
    return storeCall(async () => {
      try {
        return await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  async openStream(userId: string, key: string): Promise<Readable | null> {
    const file = this.fileOf(userId, key);
    if (!file) return null;
    return storeCall(async () => {
      try {
        // Opened here, so a missing file is null rather than a stream that fails later.
        const handle = await open(file, "r");
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  async delete(userId: string, key: string): Promise<boolean> {
    const file = this.fileOf(userId, key);
    if (!file) return false;
    return storeCall(async () => {
      try {
        await rm(file);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    });
  }

  async listOf(userId: string): Promise<StoredPhoto[]> {
    if (!USER_PATTERN.test(userId)) return [];
    return storeCall(async () => byAge(await this.photosOf(userId)));
  }

  async deleteAllOf(userId: string): Promise<number> {
    if (!USER_PATTERN.test(userId)) return 0;
    return storeCall(async () => {
      const photos = await this.photosOf(userId);
      await rm(path.join(this.baseDir, userId), { recursive: true, force: true });
      return photos.length;
    });
  }

  async listOlderThan(date: Date): Promise<StoredPhoto[]> {
    return storeCall(async () => {
      const found: StoredPhoto[] = [];
      for (const userId of await listDir(this.baseDir)) {
        if (!USER_PATTERN.test(userId)) continue;
        for (const photo of await this.photosOf(userId)) {
          if (photo.storedAt < date) found.push(photo);
        }
      }
      return byAge(found);
    });
  }

  private async photosOf(userId: string): Promise<StoredPhoto[]> {
    const found: StoredPhoto[] = [];
    for (const name of await listDir(path.join(this.baseDir, userId))) {
      const key = name.slice(0, -EXTENSION.length);
      if (!name.endsWith(EXTENSION) || !isPhotoKey(key)) continue;
      const info = await stat(path.join(this.baseDir, userId, name)).catch(() => undefined);
      if (info) found.push({ userId, key, storedAt: info.mtime });
    }
    return found;
  }

  private userDir(userId: string): string {
    if (!USER_PATTERN.test(userId)) throw new Error("Invalid user id for photo storage");
    return path.join(this.baseDir, userId);
  }

  /** The file of a key, or undefined for anything that is not a well-formed key. */
  private fileOf(userId: string, key: string): string | undefined {
    if (!isPhotoKey(key) || !USER_PATTERN.test(userId)) return undefined;
    return path.join(this.baseDir, userId, `${key}${EXTENSION}`);
  }
}

/** Oldest first. */
export function byAge(photos: StoredPhoto[]): StoredPhoto[] {
  return photos.sort((a, b) => a.storedAt.getTime() - b.storedAt.getTime());
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
