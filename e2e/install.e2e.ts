import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/test/app";
import { createTestDatabase } from "../src/server/test/database";
import { launchBrowser, phonePage, signUpThroughApi } from "./support/harness";
import { expectToast, screenshots } from "./support/screens";

const shot = screenshots("td-install-shots");

/**
 * The app on a copy of the built client, so a test can put a "new version" in place the way a
 * deploy would, and on its own database.
 */
let baseUrl = "";
let clientDir = "";
let stop: () => Promise<void> = async () => undefined;
let browser: Browser;

beforeAll(async () => {
  const built = testConfig().clientDir;
  if (!fs.existsSync(path.join(built, "sw.js"))) {
    throw new Error("The client is not built: run `npm run build` before the browser tests.");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-install-"));
  clientDir = path.join(dataDir, "client");
  fs.cpSync(built, clientDir, { recursive: true });
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig({ dataDir, clientDir }), db: database.db });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  browser = await launchBrowser();
  stop = async () => {
    await browser.close();
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => stop());

async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** A new build: the shell says version 2, and the service worker lists the changed shell. */
function deployNewVersion(): void {
  const index = path.join(clientDir, "index.html");
  const html = fs.readFileSync(index, "utf8");
  fs.writeFileSync(index, html.replace("<head>", '<head><meta name="td-version" content="2">'));
  for (const stale of [`${index}.br`, `${index}.gz`]) fs.rmSync(stale, { force: true });
  const sw = path.join(clientDir, "sw.js");
  const source = fs.readFileSync(sw, "utf8");
  const next = source.replace(/(url:"index\.html",revision:")[^"]+"/, '$1second-version"');
  expect(next).not.toBe(source);
  fs.writeFileSync(sw, next);
  for (const stale of [`${sw}.br`, `${sw}.gz`]) fs.rmSync(stale, { force: true });
}

describe("the installable app", () => {
  it("meets the install criteria: a manifest with its icons and a service worker in control", async () => {
    const { context, page } = await phonePage(browser, baseUrl);
    await signUpThroughApi(page, "Home_Screen");
    await page.goto("/app");
    await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
    await waitForController(page);

    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: "Tummy Detective",
      short_name: "Tummy Detective",
      start_url: "/app",
      display: "standalone",
      theme_color: "#5b3fd1",
    });
    const sizes = manifest.icons.map(
      (i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`,
    );
    expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()["content-type"]).toBe("image/png");
    }
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // A test browser's context is always incognito, where Chrome never offers to install;
    // every other criterion (manifest, icons, service worker, start URL) must hold.
    const errors = installabilityErrors.map((e: { errorId: string }) => e.errorId);
    expect(errors.filter((id: string) => id !== "in-incognito")).toEqual([]);
    await shot(page, "1-installed-dashboard-390", false);
    await context.close();
  });

  it("a new build takes over on the next open, with an 'updated' toast", async () => {
    const { context, page } = await phonePage(browser, baseUrl);
    await signUpThroughApi(page, "Next_Open");
    await page.goto("/app");
    await waitForController(page);
    await page.close();

    deployNewVersion();
    const next = await context.newPage();
    await next.goto("/app");
    await expectToast(next, "Tummy Detective was updated!", "You have the newest version.");
    expect(await next.locator('meta[name="td-version"]').getAttribute("content")).toBe("2");
    await next.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
    await context.close();
  });
});
