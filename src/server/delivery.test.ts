import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../contracts/api";
import { pathOf } from "../contracts/endpoint";
import { acceptedEncoding } from "./lib/precompressed";
import { createTestApp, send, signUp, type TestApp } from "./test/app";

// A built client as the build leaves it: each text file with its .br and .gz copies.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-client-"));
const SHELL = `<!doctype html><html><body><div id="root"></div>${" ".repeat(2000)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify("detective ".repeat(500))});`;
function writeBuilt(file: string, text: string) {
  const full = path.join(clientDir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
}
writeBuilt("index.html", SHELL);
writeBuilt("assets/index-abc123.js", SCRIPT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("the built client goes out precompressed", () => {
  it("sends a hashed asset as brotli, cached for good, varying on Accept-Encoding", async () => {
    const res = await get("/assets/index-abc123.js", "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await get("/assets/index-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it("does not serve the compressed copies under their own names", async () => {
    expect((await get("/assets/index-abc123.js.br", "br")).statusCode).toBe(404);
  });

  it("sends the app shell compressed and never cached stale, for known and unknown screens", async () => {
    for (const [url, status] of [
      ["/", 200],
      ["/app/patterns", 200],
      ["/no-such-screen", 404],
    ] as const) {
      const res = await get(url, "gzip, br");
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
    }
    const plain = await get("/app", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SHELL);
  });
});

describe("API answers", () => {
  it("compresses an answer of 1 KB or more for a client that accepts it", async () => {
    const res = await get(pathOf(API.docs.openApi), "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const text = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(JSON.parse(text).openapi).toBeDefined();
    expect(res.rawPayload.length).toBeLessThan(text.length / 3);
    const gz = await get(pathOf(API.docs.openApi), "gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(text));
  });

  it("leaves small answers and clients without Accept-Encoding alone", async () => {
    const c = await signUp(t.app);
    const me = await send(t.app, "GET", pathOf(API.auth.me), {
      cookie: c.cookie,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers["content-encoding"]).toBeUndefined();
    expect(me.json().username).toBe(c.user.username);
    const plain = await get(pathOf(API.docs.openApi));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().openapi).toBeDefined();
  });

  it("refuses a compressed request body instead of inflating it", async () => {
    const body = zlib.gzipSync(JSON.stringify({ username: "someone", password: "magnify1" }));
    const res = await t.app.inject({
      method: "POST",
      url: pathOf(API.auth.login),
      headers: {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "x-requested-with": "XMLHttpRequest",
      },
      payload: body,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("acceptedEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.1", "br"],
    ["*", "br"],
    ["identity", null],
    ["", null],
    [undefined, null],
    ["x-gzip", "gzip"],
    ["deflate", null],
  ])("%s -> %s", (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
