import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { PhotoBucketConfig } from "../../config";
import {
  byAge,
  EXTENSION,
  isPhotoKey,
  isStorableUserId,
  newPhotoKey,
  type PhotoStorage,
  PhotoStoreUnavailable,
  type StoredPhoto,
  storeCall,
} from "./storage";

/** Deletes sent at once when a whole account's photos go. */
const DELETE_BATCH = 16;

/**
 * Photos as private objects `<userId>/<key>.jpg` in an S3-compatible bucket (AWS S3, R2, MinIO,
 * Ceph), shared by every app instance (ADR 050). Nothing is public: the app reads an object and
 * serves it to its owner. Every call has a deadline; a failure or a store that does not answer
 * in time is PhotoStoreUnavailable (a 503 asking to try again), a missing object is null.
 */
export class S3PhotoStorage implements PhotoStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly timeoutMs: number;

  constructor(config: PhotoBucketConfig) {
    this.bucket = config.bucket;
    this.timeoutMs = config.timeoutMs;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      // Without explicit keys the SDK's own chain answers (shared files, an instance role...).
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where the API requires them: many S3-compatible servers (older MinIO,
      // Ceph, R2 at times) refuse the newer default trailing checksums.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // One retry, and never longer than the deadline in all (see call()).
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: Math.min(config.timeoutMs, 3000),
        requestTimeout: config.timeoutMs,
      },
    });
  }

  /**
   * Whether the bucket answers with these settings; a message naming the problem if not, and
   * whether it is the settings' fault (a missing bucket, refused keys) or the store's.
   */
  async check(): Promise<{ problem: string; settings: boolean } | undefined> {
    try {
      await storeCall(() =>
        this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), this.deadline()),
      );
      return undefined;
    } catch (error) {
      const cause = error instanceof PhotoStoreUnavailable ? error.cause : error;
      const status = statusOf(cause);
      if (status === 404) {
        return { problem: `the bucket "${this.bucket}" does not exist`, settings: true };
      }
      if (status === 403 || status === 401) {
        return {
          problem: `access to the bucket "${this.bucket}" is denied with these credentials`,
          settings: true,
        };
      }
      return {
        problem: `the bucket "${this.bucket}" did not answer (${describe(cause)})`,
        settings: false,
      };
    }
  }

  async put(userId: string, bytes: Buffer): Promise<string> {
    if (!isStorableUserId(userId)) throw new Error("Invalid user id for photo storage");
    const key = newPhotoKey();
    await storeCall(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: objectKey(userId, key),
          Body: bytes,
          ContentType: "image/jpeg",
          ContentLength: bytes.length,
        }),
        this.deadline(),
      ),
    );
    return key;
  }

  async get(userId: string, key: string): Promise<Buffer | null> {
    if (!isPhotoKey(key) || !isStorableUserId(userId)) return null;
    return storeCall(async () => {
      try {
        const object = await this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key: objectKey(userId, key) }),
          this.deadline(),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });
  }

  async openStream(userId: string, key: string): Promise<Readable | null> {
    if (!isPhotoKey(key) || !isStorableUserId(userId)) return null;
    // The deadline covers the answer's start; the body then flows at the reader's pace (the
    // request timeout still ends a stream that stalls).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      return await storeCall(async () => {
        try {
          const object = await this.client.send(
            new GetObjectCommand({ Bucket: this.bucket, Key: objectKey(userId, key) }),
            { abortSignal: controller.signal },
          );
          return (object.Body as Readable | undefined) ?? null;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      });
    } finally {
      clearTimeout(timer);
    }
  }

  async delete(userId: string, key: string): Promise<boolean> {
    if (!isPhotoKey(key) || !isStorableUserId(userId)) return false;
    const Key = objectKey(userId, key);
    // S3 answers a delete of a missing object like any other: ask first, to say which it was.
    const existed = await storeCall(async () => {
      try {
        await this.client.send(
          new HeadObjectCommand({ Bucket: this.bucket, Key }),
          this.deadline(),
        );
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    });
    if (existed) await this.deleteObject(Key);
    return existed;
  }

  async listOf(userId: string): Promise<StoredPhoto[]> {
    if (!isStorableUserId(userId)) return [];
    return byAge(await this.list(`${userId}/`));
  }

  async deleteAllOf(userId: string): Promise<number> {
    const photos = await this.listOf(userId);
    for (let i = 0; i < photos.length; i += DELETE_BATCH) {
      await Promise.all(
        photos.slice(i, i + DELETE_BATCH).map((p) => this.deleteObject(objectKey(p.userId, p.key))),
      );
    }
    return photos.length;
  }

  async listOlderThan(date: Date): Promise<StoredPhoto[]> {
    return byAge((await this.list("")).filter((p) => p.storedAt < date));
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  /** Every photo object under the prefix (1000 a page). */
  private async list(prefix: string): Promise<StoredPhoto[]> {
    const found: StoredPhoto[] = [];
    let token: string | undefined;
    do {
      const command = new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: prefix,
        ...(token ? { ContinuationToken: token } : {}),
      });
      const page = await storeCall(() => this.client.send(command, this.deadline()));
      for (const object of page.Contents ?? []) {
        const photo = photoOf(object.Key, object.LastModified);
        if (photo) found.push(photo);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  private async deleteObject(Key: string): Promise<void> {
    await storeCall(() =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }), this.deadline()),
    );
  }

  /** A deadline for one call (its retry included). */
  private deadline() {
    return { abortSignal: AbortSignal.timeout(this.timeoutMs) };
  }
}

const objectKey = (userId: string, key: string) => `${userId}/${key}${EXTENSION}`;

/** The photo an object key names, or undefined for any other object in the bucket. */
function photoOf(name: string | undefined, modified: Date | undefined): StoredPhoto | undefined {
  if (!name || !modified || !name.endsWith(EXTENSION)) return undefined;
  const [userId, file, ...rest] = name.split("/");
  if (rest.length > 0 || !userId || !file || !isStorableUserId(userId)) return undefined;
  const key = file.slice(0, -EXTENSION.length);
  return isPhotoKey(key) ? { userId, key, storedAt: modified } : undefined;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isNotFound(error: unknown): boolean {
  return (
    statusOf(error) === 404 &&
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound")
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === "Error" ? error.message : error.name;
  return String(error);
}
