import net from "node:net";
import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("127.0.0.1"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().url().optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("warn"),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    COOKIE_SECURE: bool,
    TRUST_PROXY: z
      .string()
      .transform((v, ctx) => {
        const parsed = parseTrustProxy(v);
        if (parsed === undefined) {
          ctx.addIssue({
            code: "custom",
            message:
              "use false, a number of proxies in front (1 for one proxy; true means 1), or a comma-separated list of proxy addresses or CIDR ranges",
          });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    PHOTO_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    UNSAVED_PHOTOS_MAX: z.coerce.number().int().min(1).default(30),
    VISION_API_URL: z.string().url().optional(),
    VISION_API_KEY: z.string().optional(),
    VISION_MODEL: z.string().default("gpt-4o-mini"),
    VISION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
    RECOGNITION_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
    DEMO_ACCOUNT: bool,
    PHOTO_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens",
      )
      .optional(),
    AWS_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, "a region such as eu-west-1")
      .optional(),
    AWS_ENDPOINT_URL_S3: z
      .string()
      .url()
      .refine((v) => /^https?:$/.test(new URL(v).protocol), "an http:// or https:// address")
      .optional(),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    AWS_SESSION_TOKEN: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool,
    PHOTO_STORE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    LOOP_BLOCKED_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "the base64url public key web-push generate-vapid-keys prints")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "the base64url private key web-push generate-vapid-keys prints")
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .refine(
        isRealContact,
        "a real mailto: address or https: page of whoever runs this server (push services refuse placeholders such as @localhost)",
      )
      .optional(),
    PUSH_ALLOWED_ORIGINS: z
      .string()
      .transform((v, ctx) => {
        const list = v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        const origins = list.map(httpsOrigin);
        if (origins.some((o) => o === undefined)) {
          ctx.addIssue({ code: "custom", message: "comma-separated https:// origins" });
          return z.NEVER;
        }
        return origins as string[];
      })
      .optional(),
    REMINDER_POLL_MS: z.coerce.number().int().min(200).max(60_000).default(5000),
  })
  .superRefine((e, ctx) => {
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [e.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message:
          "set both VAPID keys, or neither (then they are made once and kept in the database)",
      });
    }
    if (!e.PHOTO_BUCKET) return;
    if (!e.AWS_REGION) {
      ctx.addIssue({
        code: "custom",
        path: ["AWS_REGION"],
        message:
          "PHOTO_BUCKET needs the bucket's region (us-east-1 for MinIO and most S3-compatible servers, auto for R2)",
      });
    }
    if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [e.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"],
        message:
          "set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither (the SDK's own credentials chain)",
      });
    }
  });

/**
 * Which proxies in front of the app are believed about the client's address: none (false), the
 * nearest N hops, or the listed addresses. Never "everyone": the left of X-Forwarded-For is
 * whatever the client wrote there.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address, bits, ...rest] = value.split("/");
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === "false" || v === "0") return false;
  // "true" once meant "believe every X-Forwarded-For entry": now it means the one proxy in front.
  if (v === "true") return 1;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : undefined;
  const list = v.split(",").map((s) => s.trim());
  return list.every(isAddressOrRange) ? list : undefined;
}

/**
 * Whether a VAPID subject is a contact a push service accepts: a mailto: address or an https:
 * page, on a real domain (Apple's push service refuses localhost and example placeholders).
 */
export function isRealContact(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  let host: string;
  if (url.protocol === "mailto:") {
    const at = url.pathname.lastIndexOf("@");
    if (at < 1) return false;
    host = url.pathname.slice(at + 1).toLowerCase();
  } else if (url.protocol === "https:") {
    host = url.hostname.toLowerCase();
  } else {
    return false;
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return false;
  const placeholder =
    /(^|\.)(localhost|localdomain|local|example|example\.(com|org|net)|test|invalid)$/;
  return !placeholder.test(host);
}

/** The origin of an https:// address, or undefined. */
function httpsOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Web Push (ADR 068): the VAPID keys and subject, and the extra push services allowed. */
export type PushConfig = {
  /** Both keys from the environment; undefined makes them once and keeps them in the database. */
  keys: { publicKey: string; privateKey: string } | undefined;
  /** Undefined: push is off on this server (no subject, no notification). */
  subject: string | undefined;
  /** Origins besides the known push services (tests, self-hosted push services). */
  allowedOrigins: string[];
  /** How often an instance looks for reminders due. */
  pollMs: number;
};

/** Photos one detective may upload a minute, and hold unsaved (not yet part of a meal). */
export type PhotoLimits = { perMinute: number; unsaved: number };

/** Meal photos in an S3-compatible bucket (PHOTO_BUCKET set) instead of DATA_DIR/photos. */
export type PhotoBucketConfig = {
  bucket: string;
  region: string;
  /** Another S3-compatible server (MinIO, R2, Ceph); AWS S3 itself when undefined. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Explicit keys; undefined leaves them to the SDK's chain (shared files, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  /** A call to the store that takes longer fails with a 503. */
  timeoutMs: number;
};

/** The app's configuration, read once from the environment and validated. */
export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  sessionDays: number;
  cookieSecure: boolean | "auto";
  trustProxy: TrustProxy;
  loginRateLimit: number;
  signupRateLimit: number;
  photoLimits: PhotoLimits;
  vision: { url: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  recognitionWorkers: number | undefined;
  demoAccount: boolean;
  /** Where meal photos go: DATA_DIR/photos when undefined. */
  photoBucket: PhotoBucketConfig | undefined;
  /** How long the event loop may stand still before the watchdog warns (ADR 045). */
  loopBlockedMs: number;
  push: PushConfig;
  clientDir: string;
};

/** Parses the environment (the only reader of process.env) and fails fast with every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    cookieSecure: e.COOKIE_SECURE ?? "auto",
    trustProxy: e.TRUST_PROXY ?? false,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    photoLimits: { perMinute: e.PHOTO_UPLOADS_PER_MINUTE, unsaved: e.UNSAVED_PHOTOS_MAX },
    vision: e.VISION_API_URL
      ? {
          url: e.VISION_API_URL,
          apiKey: e.VISION_API_KEY,
          model: e.VISION_MODEL,
          timeoutMs: e.VISION_TIMEOUT_MS,
        }
      : undefined,
    recognitionWorkers: e.RECOGNITION_WORKERS,
    demoAccount: e.DEMO_ACCOUNT ?? false,
    photoBucket:
      e.PHOTO_BUCKET && e.AWS_REGION
        ? {
            bucket: e.PHOTO_BUCKET,
            region: e.AWS_REGION,
            endpoint: e.AWS_ENDPOINT_URL_S3,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
            credentials:
              e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
                ? {
                    accessKeyId: e.AWS_ACCESS_KEY_ID,
                    secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
                    ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
                  }
                : undefined,
            timeoutMs: e.PHOTO_STORE_TIMEOUT_MS,
          }
        : undefined,
    loopBlockedMs: e.LOOP_BLOCKED_MS,
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT,
      allowedOrigins: e.PUSH_ALLOWED_ORIGINS ?? [],
      pollMs: e.REMINDER_POLL_MS,
    },
    clientDir: path.resolve("dist/client"),
  };
}
