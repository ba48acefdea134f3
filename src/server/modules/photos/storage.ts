import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** A stored photo found by a clean-up listing. */
export interface StoredPhoto {
  userId: string;
  key: string;
  storedAt: Date;
}

/**
 * Where meal photos live: a folder by default, an S3-compatible bucket for several instances.
 * Keys are random and belong to one user: another user's key reads as missing.
 */
export interface PhotoStorage {
  /** Stores the bytes and returns a new unguessable key. */
  put(userId: string, bytes: Buffer): Promise<string>;
  /** The bytes, or null when the key is unknown or belongs to another user. */
  get(userId: string, key: string): Promise<Buffer | null>;
  /** Removes a photo; false when there was none for this user. */
  delete(userId: string, key: string): Promise<boolean>;
  /** Photos stored before the date, for clean-up of photos never attached to a saved meal. */
  listOlderThan(date: Date): Promise<StoredPhoto[]>;
}

/** 128 random bits, base64url: 22 characters from [A-Za-z0-9_-]. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** User ids are uuids in this app; anything path-like is refused outright. */
const USER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const EXTENSION = ".jpg";

/** Whether a string has the shape of a photo key (routes can 404 early on anything else). */
export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Photos in `<baseDir>/<userId>/<key>.jpg`, readable by this process's user only. */
export class FolderPhotoStorage implements PhotoStorage {
  constructor(private readonly baseDir: string) {}

  async put(userId: string, bytes: Buffer): Promise<string> {
    const dir = this.userDir(userId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const key = randomBytes(16).toString("base64url");
    const file = path.join(dir, `${key}${EXTENSION}`);
    // Write then rename, so a reader never sees half a photo.
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, bytes, { mode: 0o600, flag: "wx" });
    await rename(temporary, file);
    return key;
  }

  async get(userId: string, key: string): Promise<Buffer | null> {
    const file = this.fileOf(userId, key);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(userId: string, key: string): Promise<boolean> {
    const file = this.fileOf(userId, key);
    if (!file) return false;
    try {
      await rm(file);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async listOlderThan(date: Date): Promise<StoredPhoto[]> {
    const found: StoredPhoto[] = [];
    for (const userId of await listDir(this.baseDir)) {
      if (!USER_PATTERN.test(userId)) continue;
      for (const name of await listDir(path.join(this.baseDir, userId))) {
        const key = name.slice(0, -EXTENSION.length);
        if (!name.endsWith(EXTENSION) || !isPhotoKey(key)) continue;
        const info = await stat(path.join(this.baseDir, userId, name)).catch(() => undefined);
        if (info && info.mtime < date) found.push({ userId, key, storedAt: info.mtime });
      }
    }
    return found.sort((a, b) => a.storedAt.getTime() - b.storedAt.getTime());
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
