// Figures of the installable, offline-first app (ADR 058), in Debian's Chromium at 390 px on the
// real app (built client in dist/client: run `npm run build` first):
// - the precached shell: files and bytes the service worker stores on first visit (on disk, and
//   brotli as the server sends them);
// - opening the installed app with no connection, CPU slowed 4x (a mid-range phone), until the
//   dashboard shows the detective's log from the last data seen;
// - sending 50 entries queued offline, from the moment the app comes back to the last one stored.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { benchUser, startBenchApp } from "../api/support";
import { kB, launch, median, ms, phone } from "../screens/browser";

const RUNS = 5;
const QUEUED = 50;
const clientDir = path.resolve("dist/client");

function precacheFigures(): void {
  const sw = fs.readFileSync(path.join(clientDir, "sw.js"), "utf8");
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1] as string);
  let raw = 0;
  let wire = 0;
  for (const url of urls) {
    const file = path.join(clientDir, url);
    const size = fs.statSync(file).size;
    raw += size;
    wire += fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : size;
  }
  console.log(
    `precached shell: ${urls.length} files, ${kB(raw)} on disk, ${kB(wire)} sent (brotli where built)`,
  );
}

async function waitUntilReadyOffline(page: Page): Promise<void> {
  await page.goto("/app");
  await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() =>
    (localStorage.getItem("tummy-detective:queries") ?? "").includes("/api/meals/today"),
  );
}

function queue(page: Page, userId: string, count: number): Promise<void> {
  return page.evaluate(
    ({ owner, n }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("tummy-detective-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("entries", "readwrite");
          const store = tx.objectStore("entries");
          for (let i = 0; i < n; i++) {
            const when = new Date(Date.now() - (n - i) * 60_000).toISOString();
            store.put({
              id: crypto.randomUUID(),
              userId: owner,
              kind: i % 2 ? "tummyCheck" : "meal",
              method: "POST",
              url: i % 2 ? "/api/tummy-checks" : "/api/meals",
              body:
                i % 2
                  ? { feeling: "happy", timestamp: when }
                  : { mealType: "lunch", manualFoods: [`food ${i}`], timestamp: when },
              createdAt: when,
              state: "waiting",
            });
          }
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    { owner: userId, n: count },
  );
}

function queuedCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("tummy-detective-outbox");
        open.onsuccess = () => {
          const request = open.result.transaction("entries").objectStore("entries").count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
        };
      }),
  );
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(clientDir, "sw.js"))) throw new Error("run `npm run build` first");
  precacheFigures();
  const app = await startBenchApp();
  const browser = await launch();
  try {
    const opens: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const who = await benchUser(app.base, `bench_offline_${run}`);
      const { context, page } = await phone(browser, app.base, who.cookie);
      await waitUntilReadyOffline(page);
      await page.close();
      await context.setOffline(true);
      const again = await context.newPage();
      const cdp = await context.newCDPSession(again);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const t0 = performance.now();
      await again.goto("/app");
      await again.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
      await again.getByText("No clues yet today").waitFor();
      opens.push(performance.now() - t0);
      await context.close();
    }
    console.log(
      `open offline to the dashboard, CPU 4x slower: median ${ms(median(opens))} (${opens.map(ms).join(", ")})`,
    );

    const drains: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const who = await benchUser(app.base, `bench_drain_${run}`);
      const { context, page } = await phone(browser, app.base, who.cookie);
      await waitUntilReadyOffline(page);
      await context.setOffline(true);
      await queue(page, who.userId, QUEUED);
      const t0 = performance.now();
      await context.setOffline(false);
      while ((await queuedCount(page)) > 0) await page.waitForTimeout(5);
      drains.push(performance.now() - t0);
      const res = await fetch(`${app.base}/api/meals/today/${who.userId}`, {
        headers: { cookie: who.cookie },
      });
      const stored = ((await res.json()) as unknown[]).length;
      if (stored !== QUEUED / 2) throw new Error(`expected ${QUEUED / 2} meals, found ${stored}`);
      await context.close();
    }
    console.log(
      `outbox drain, ${QUEUED} queued entries: median ${ms(median(drains))} (${drains.map(ms).join(", ")})`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
