import fs from "node:fs";
import { utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { PhotoBucketConfig } from "../config";

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket. */
export type TestS3 = {
  /** The app's settings for the bucket (as PHOTO_BUCKET and the AWS_* variables give them). */
  config: PhotoBucketConfig;
  /** The same as environment variables, for an app started as a process. */
  env: Record<string, string>;
  endpoint: string;
  /** Sets the stored time of a photo object (the store's clock, as days pass). */
  setStoredAt: (userId: string, key: string, at: Date) => Promise<void>;
  /** Stops the server (the store is down) and keeps its folder. */
  stop: () => Promise<void>;
  /** Stops the server and removes its folder. */
  close: () => Promise<void>;
  /** Starts the server again on the same port and folder (after stop()). */
  restart: () => Promise<void>;
};

export const TEST_BUCKET = "tummy-photos";

/** Starts s3rver in a temporary folder; `port` 0 takes a free one. */
export async function startS3(port = 0, timeoutMs = 10_000): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "td-s3-"));
  const options = {
    address: "127.0.0.1",
    directory: dir,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  };
  let server = new S3rver({ ...options, port });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  let running = true;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    config: {
      bucket: TEST_BUCKET,
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials,
      timeoutMs,
    },
    env: {
      PHOTO_BUCKET: TEST_BUCKET,
      AWS_REGION: "us-east-1",
      AWS_ENDPOINT_URL_S3: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      PHOTO_STORE_TIMEOUT_MS: String(timeoutMs),
    },
    endpoint,
    setStoredAt: (userId, key, at) =>
      utimes(path.join(dir, TEST_BUCKET, userId, `${key}.jpg._S3rver_object`), at, at),
    stop: async () => {
      if (!running) return;
      running = false;
      await server.close();
    },
    close: async () => {
      if (running) await server.close();
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
    restart: async () => {
      if (running) return;
      server = new S3rver({ ...options, port: address.port });
      await server.run();
      running = true;
    },
  };
}
