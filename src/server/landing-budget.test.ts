import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/app";

// ADR 043: the landing page's JavaScript and CSS, as the server sends them (compressed, ADR
// 014), stay within 100 KB, so a phone on a slow line shows it quickly. The landing page loads
// nothing beyond index.html's own files (e2e/landing.e2e.ts checks that in a browser), so they
// are what is counted here, from the real build: `npm test` builds before it runs the tests.
const LANDING_BUDGET_KB = 100;
const KB = 1024;

const clientDir = path.resolve(import.meta.dirname, "../../dist/client");
const built = fs.existsSync(path.join(clientDir, "index.html"));

let t: TestApp;
beforeAll(async () => {
  if (!built) return;
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t?.close();
});

/** GET as a phone's browser asks: brotli or gzip accepted. */
const get = (url: string) =>
  t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });

describe("the landing page's weight as served", () => {
  it(`sends its JavaScript and CSS in at most ${LANDING_BUDGET_KB} KB`, async () => {
    // Required, not skipped: a budget that silently stops counting guards nothing.
    expect(built, "dist/client is missing: run `npm run build` first (npm test does)").toBe(true);
    const page = await get("/");
    expect(page.statusCode).toBe(200);
    const html = (
      page.headers["content-encoding"] === "br"
        ? zlib.brotliDecompressSync(page.rawPayload)
        : page.headers["content-encoding"] === "gzip"
          ? zlib.gunzipSync(page.rawPayload)
          : page.rawPayload
    ).toString();
    const files = [
      ...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g),
    ].map(([, file]) => file as string);
    // The entry script and the stylesheet at least: a page that links nothing is not measured.
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    expect(files.some((f) => f.endsWith(".css"))).toBe(true);

    const sizes: Record<string, number> = {};
    for (const file of files) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(200);
      // Compressed as sent: the precompressed copy, never the plain file (ADR 014).
      expect(res.headers["content-encoding"], file).toBe("br");
      sizes[file] = res.rawPayload.length;
    }
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    const listing = Object.entries(sizes)
      .map(([file, size]) => `${file} ${(size / KB).toFixed(1)} KB`)
      .join(", ");
    expect(
      total / KB,
      `landing page JavaScript + CSS as served: ${(total / KB).toFixed(1)} KB (${listing})`,
    ).toBeLessThanOrEqual(LANDING_BUDGET_KB);
  });
});
