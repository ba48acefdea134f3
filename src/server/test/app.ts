import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { PublicUser } from "../../contracts/auth";
import { authEndpoints } from "../../contracts/auth";
import { pathOf } from "../../contracts/endpoint";
import { type AppDeps, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { createTestDatabase, type TestDatabase } from "./database";

/** The real app on its own fresh database and its own data folder (photos). */
export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  close: () => Promise<void>;
};

/** Test configuration: silent logs and generous rate limits unless a test overrides them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(os.tmpdir(), "td-test-data"),
  });
  return {
    ...base,
    // No reminder loop: a test that works the queue does so itself, on its own clock.
    push: { ...base.push, pollMs: 0 },
    loginRateLimit: 1000,
    signupRateLimit: 1000,
    ...overrides,
  };
}

/** Builds the app on a fresh database copied from the template. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Omit<AppDeps, "config" | "db"> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-app-"));
  const app = await buildApp({
    config: testConfig({ dataDir, ...overrides }),
    db: database.db,
    ...deps,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A client for one detective: sends the session cookie, the marker and the time zone. */
export type Client = {
  cookie: string | undefined;
  user: PublicUser;
  request: (
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
};

/** Sends a request the way the real client does (marker header, time zone, cookie). */
export function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: {
    payload?: unknown;
    cookie?: string;
    timeZone?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    "x-requested-with": "XMLHttpRequest",
    "x-time-zone": options.timeZone ?? "UTC",
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  const req: InjectOptions = { method, url, headers };
  if (options.payload !== undefined) req.payload = options.payload as InjectOptions["payload"];
  return app.inject(req);
}

let counter = 0;

/** Signs up a new detective and returns a client holding its session. */
export async function signUp(
  app: FastifyInstance,
  options: { username?: string; age?: number; password?: string; timeZone?: string } = {},
): Promise<Client> {
  counter += 1;
  const username = options.username ?? `detective_${process.pid}_${counter}`;
  const password = options.password ?? "secret123";
  const timeZone = options.timeZone ?? "UTC";
  const res = await send(app, "POST", pathOf(authEndpoints.signup), {
    payload: { username, age: options.age ?? 8, password, confirmPassword: password },
    timeZone,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res);
  return {
    cookie,
    user: res.json<PublicUser>(),
    request: (method, url, payload, headers) =>
      send(app, method, url, { payload, cookie, timeZone, headers }),
  };
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === "td_session");
  return c ? `${c.name}=${c.value}` : undefined;
}
