import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { authEndpoints } from "../../src/contracts/auth";
import { pathOf } from "../../src/contracts/endpoint";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/test/app";
import { createTestDatabase, type TestDatabase } from "../../src/server/test/database";

/** The real built app listening on a free loopback port, on its own fresh database. */
export type RunningApp = {
  baseUrl: string;
  app: FastifyInstance;
  database: TestDatabase;
  stop: () => Promise<void>;
};

/** Starts the app with the built client (npm run build must have run). */
export async function startApp(): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-e2e-"));
  const config = testConfig({ dataDir });
  if (!fs.existsSync(`${config.clientDir}/index.html`)) {
    throw new Error("The client is not built: run `npm run build` before the browser tests.");
  }
  const database = await createTestDatabase();
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    database,
    stop: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * Options of a phone page: `bypassCSP` lets a test put its own script (axe-core) in the page;
 * `timezoneId` puts the phone in another zone than PHONE_ZONE (a time of day a test needs);
 * `locale` is the browser's language (English, en-NZ, unless a test reads another).
 */
export type PhonePageOptions = {
  bypassCSP?: boolean;
  timezoneId?: string;
  /** The browser's language ("es-MX"); New Zealand English unless told. */
  locale?: string;
};

/** A fresh browser context (own cookies) sized like a phone, and its first page. */
export async function phonePage(
  browser: Browser,
  baseUrl: string,
  options: PhonePageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    bypassCSP: options.bypassCSP ?? false,
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    timezoneId: options.timezoneId ?? "Pacific/Auckland",
    locale: options.locale ?? "en-NZ",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** The marker header every state-changing API call carries. */
export const MARKER = { "X-Requested-With": "XMLHttpRequest" };

/** Signs a new detective up through the API; the page's context keeps the session cookie. */
export async function signUpThroughApi(page: Page, username: string, age = 9): Promise<void> {
  // The page's own zone, as the sign-up form sends it: the account's days are the child's.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const res = await page.request.post(pathOf(authEndpoints.signup), {
    data: { username, age, password: "magnify1", confirmPassword: "magnify1" },
    headers: { ...MARKER, "X-Time-Zone": zone },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
}

/**
 * One app and one browser for a spec file, started before its tests and stopped after them;
 * each test opens its own phone-sized page (own cookies) with `openPhonePage()`.
 */
export function browserSuite(): {
  openPhonePage: (options?: PhonePageOptions) => ReturnType<typeof phonePage>;
  /** The running app and its database, for planting rows a screen only reads. */
  running: () => RunningApp;
} {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  return {
    openPhonePage: (options?: PhonePageOptions) => {
      if (!app || !browser) throw new Error("the browser suite has not started");
      return phonePage(browser, app.baseUrl, options);
    },
    running: () => {
      if (!app) throw new Error("the browser suite has not started");
      return app;
    },
  };
}
