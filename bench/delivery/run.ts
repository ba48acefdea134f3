// Served bytes per screen and the landing page's first contentful paint on a slow phone.
//
// Starts the real app (built client in dist/client: run `npm run build` first) on a fresh data
// folder, then opens every screen in Debian's Chromium at 390 px with an empty cache and adds up
// what went over the wire (encoded body + headers), split into JavaScript + CSS, the HTML
// document, API answers and the rest. Then loads the landing page with a 4x CPU slowdown and a
// slow phone connection (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and prints the
// median first contentful paint of five cold loads.
import fs from "node:fs";
import { type Browser, type BrowserContext, chromium, type Request } from "playwright-core";
import { caseEndpoints } from "../../src/contracts/cases";
import { API_PREFIX, pathOf } from "../../src/contracts/endpoint";
import { APP_ROUTES, PUBLIC_ROUTES } from "../../src/contracts/routes";
import { benchUser, startBenchApp } from "../api/support";

const FCP_RUNS = 5;
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

type Served = { assets: number; html: number; api: number; other: number; files: number };

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
}

function phoneContext(browser: Browser, base: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** Opens one screen on a cold cache and adds up the bytes of every response it caused. */
async function servedBytes(
  browser: Browser,
  base: string,
  screen: string,
  cookie?: string,
): Promise<Served> {
  const context = await phoneContext(browser, base);
  if (cookie) {
    const at = cookie.indexOf("=");
    const [name, value] = [cookie.slice(0, at), cookie.slice(at + 1)];
    await context.addCookies([{ name, value, url: base }]);
  }
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const open = new Set<Request>();
  const served: Served = { assets: 0, html: 0, api: 0, other: 0, files: 0 };
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith(API_PREFIX);
  page.on("request", (request) => open.add(request));
  page.on("requestfailed", (request) => open.delete(request));
  // API answers the app does not read to the end (a 401 from /api/auth/me) never "finish":
  // they count from their headers, by their headers and Content-Length.
  page.on("response", (response) => {
    if (!isApi(response.request())) return;
    open.delete(response.request());
    pending.push(
      response.allHeaders().then((headers) => {
        const head = Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
        served.api += head + Number(headers["content-length"] ?? 0);
      }),
    );
  });
  page.on("requestfinished", (request) => {
    if (isApi(request)) return;
    open.delete(request);
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        const type = request.resourceType();
        if (type === "script" || type === "stylesheet") {
          served.assets += bytes;
          served.files += 1;
        } else if (type === "document") served.html += bytes;
        else served.other += bytes;
      }),
    );
  });
  await page.goto(screen, { waitUntil: "load" });
  await page.locator("h1").first().waitFor();
  // Quiet: nothing in flight for a second (lazy screens and their API calls come after load).
  for (let quietSince = Date.now(); Date.now() - quietSince < 1000; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (open.size > 0) quietSince = Date.now();
  }
  await Promise.all(pending);
  if (new URL(page.url()).pathname !== screen) throw new Error(`${screen} went to ${page.url()}`);
  await context.close();
  return served;
}

/** Median first contentful paint of the landing page, in ms, on a throttled phone. */
async function landingFcp(browser: Browser, base: string): Promise<number[]> {
  const runs: number[] = [];
  for (let i = 0; i < FCP_RUNS; i++) {
    const context = await phoneContext(browser, base);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/", { waitUntil: "load" });
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName("first-contentful-paint")[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: "paint", buffered: true });
        }),
    );
    runs.push(fcp);
    await context.close();
  }
  return runs.sort((a, b) => a - b);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Opens a case for the bench's detective, so the case screen is measured with a real case. */
async function openBenchCase(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}${pathOf(caseEndpoints.open)}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({
      suspect: "milk",
      days: 10,
      allergySigns: false,
      agreedWithClinician: true,
    }),
  });
  if (res.status !== 201) throw new Error(`Opening the bench case answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

async function main() {
  if (!fs.existsSync("dist/client/index.html")) {
    throw new Error("The client is not built: run `npm run build` first.");
  }
  const app = await startBenchApp();
  const browser = await launch();
  try {
    const { cookie } = await benchUser(app.base, `bench_${Date.now().toString(36)}`);
    const caseId = await openBenchCase(app.base, cookie);
    console.log(
      `${"screen".padEnd(22)}${"JS + CSS".padStart(10)}${"files".padStart(7)}${"HTML".padStart(10)}${"API".padStart(10)}${"other".padStart(10)}${"total".padStart(11)}`,
    );
    const screens: [string, string | undefined][] = [
      ...PUBLIC_ROUTES.map((route): [string, undefined] => [route, undefined]),
      ...APP_ROUTES.map((route): [string, string] => [route, cookie]),
    ];
    for (const [screen, withCookie] of screens) {
      // A screen of one record (a case) is measured with a real one.
      const s = await servedBytes(browser, app.base, screen.replace(":id", caseId), withCookie);
      const total = s.assets + s.html + s.api + s.other;
      console.log(
        `${screen.padEnd(22)}${kb(s.assets).padStart(10)}${String(s.files).padStart(7)}${kb(s.html).padStart(10)}${kb(s.api).padStart(10)}${kb(s.other).padStart(10)}${kb(total).padStart(11)}`,
      );
    }
    const fcp = await landingFcp(browser, app.base);
    const median = fcp[Math.floor(fcp.length / 2)] ?? 0;
    console.log(
      `\nlanding first contentful paint, 4x CPU slowdown, 150 ms / 1.6 Mbit/s: median ${median.toFixed(0)} ms (runs: ${fcp.map((v) => v.toFixed(0)).join(", ")} ms)`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
