import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's Chromium, headless. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
}

/** A phone-sized context, signed in with the session cookie when given. */
export async function phone(
  browser: Browser,
  base: string,
  cookie?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  if (cookie) {
    const at = cookie.indexOf("=");
    await context.addCookies([
      { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: base },
    ]);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  return { context, page };
}

/** Bytes of JavaScript a screen makes the browser fetch on a cold cache (over the wire, and unpacked). */
export async function scriptBytes(
  browser: Browser,
  base: string,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  cookie?: string,
): Promise<{ wire: number; body: number; files: number }> {
  const { context, page } = await phone(browser, base, cookie);
  const sizes: Promise<{ wire: number; body: number }>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    sizes.push(
      Promise.all([request.sizes(), request.response()]).then(async ([s, response]) => ({
        wire: s.responseBodySize + s.responseHeadersSize,
        body: (await response?.body())?.length ?? 0,
      })),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState("networkidle");
  const all = await Promise.all(sizes);
  await context.close();
  return {
    wire: all.reduce((n, s) => n + s.wire, 0),
    body: all.reduce((n, s) => n + s.body, 0),
    files: all.length,
  };
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
