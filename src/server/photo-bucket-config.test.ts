import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/td-config" };

describe("photo storage settings", () => {
  it("keeps photos in DATA_DIR/photos without PHOTO_BUCKET, whatever AWS variables are set", () => {
    expect(loadConfig({ ...base, AWS_REGION: "eu-west-1" }).photoBucket).toBeUndefined();
  });

  it("reads a bucket on another S3-compatible server, with keys and path-style addressing", () => {
    const config = loadConfig({
      ...base,
      PHOTO_BUCKET: "tummy-photos",
      AWS_REGION: "us-east-1",
      AWS_ENDPOINT_URL_S3: "http://minio.internal:9000",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "id",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.photoBucket).toEqual({
      bucket: "tummy-photos",
      region: "us-east-1",
      endpoint: "http://minio.internal:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      timeoutMs: 10_000,
    });
  });

  it("leaves the keys to the SDK's own chain when none are given (an instance role)", () => {
    const config = loadConfig({ ...base, PHOTO_BUCKET: "photos.example", AWS_REGION: "eu-west-1" });
    expect(config.photoBucket).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("stops with a message naming each wrong or missing variable", () => {
    const fails = (env: Record<string, string>) => () => loadConfig({ ...base, ...env });
    expect(fails({ PHOTO_BUCKET: "tummy-photos" })).toThrow(/AWS_REGION: PHOTO_BUCKET needs/);
    expect(fails({ PHOTO_BUCKET: "Tummy_Photos", AWS_REGION: "us-east-1" })).toThrow(
      /PHOTO_BUCKET: a bucket name/,
    );
    expect(
      fails({ PHOTO_BUCKET: "tummy-photos", AWS_REGION: "us-east-1", AWS_ACCESS_KEY_ID: "id" }),
    ).toThrow(/AWS_SECRET_ACCESS_KEY: set both/);
    expect(
      fails({
        PHOTO_BUCKET: "tummy-photos",
        AWS_REGION: "us-east-1",
        AWS_ENDPOINT_URL_S3: "ftp://x",
      }),
    ).toThrow(/AWS_ENDPOINT_URL_S3/);
    expect(
      fails({ PHOTO_BUCKET: "tummy-photos", AWS_REGION: "us-east-1", S3_FORCE_PATH_STYLE: "yes" }),
    ).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(
      fails({
        PHOTO_BUCKET: "tummy-photos",
        AWS_REGION: "us-east-1",
        PHOTO_STORE_TIMEOUT_MS: "10",
      }),
    ).toThrow(/PHOTO_STORE_TIMEOUT_MS/);
  });
});
