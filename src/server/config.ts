import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("warn"),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: bool,
  TRUST_PROXY: bool,
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  VISION_API_URL: z.string().url().optional(),
  VISION_API_KEY: z.string().optional(),
  VISION_MODEL: z.string().default("gpt-4o-mini"),
  VISION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  RECOGNITION_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  DEMO_ACCOUNT: bool,
});

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
  trustProxy: boolean;
  loginRateLimit: number;
  signupRateLimit: number;
  vision: { url: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  recognitionWorkers: number | undefined;
  demoAccount: boolean;
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
    clientDir: path.resolve("dist/client"),
  };
}
