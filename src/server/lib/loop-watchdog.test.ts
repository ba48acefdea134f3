import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../contracts/api";
import { pathOf } from "../../contracts/endpoint";
import { buildApp } from "../app";
import { testConfig } from "../test/app";
import { createTestDatabase, type TestDatabase } from "../test/database";

// The real app with a low threshold, its log and the watchdog's line captured. A route only
// this test adds holds the event loop until the watchdog has written its line: no fixed sleep.
const BLOCKED_MS = 300;
let app: FastifyInstance;
let database: TestDatabase;
let dir: string;
let watchdogFile: string;
let watchdogFd: number;
const lines: string[] = [];
let blockedRequestId = "";

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "td-watchdog-"));
  watchdogFile = path.join(dir, "watchdog.log");
  watchdogFd = fs.openSync(watchdogFile, "a");
  app = await buildApp({
    config: testConfig({ dataDir: dir, logLevel: "warn", loopBlockedMs: BLOCKED_MS }),
    db: database.db,
    logStream: { write: (line) => lines.push(line) },
    watchdogLogFd: watchdogFd,
  });
  app.get("/test-only/stuck", (request) => {
    blockedRequestId = request.id;
    const started = performance.now();
    const before = fs.statSync(watchdogFile).size;
    // Busy, as a runaway regular expression would be, until the watchdog has spoken.
    while (fs.statSync(watchdogFile).size === before) {
      if (performance.now() - started > 60_000) throw new Error("the watchdog never spoke");
    }
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.closeSync(watchdogFd);
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const health = () => app.inject({ method: "GET", url: pathOf(API.health.health) });

describe("the event-loop watchdog", () => {
  it("answers health 200 with the loop's delays while it keeps up", async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.status).toBe("ok");
    expect(body.eventLoop.delayMs).toBeLessThan(BLOCKED_MS);
    expect(body.eventLoop.maxDelayMs).toBeGreaterThanOrEqual(0);
  });

  it("logs the route and request id of a request that holds the loop, while it holds it", async () => {
    const before = fs.statSync(watchdogFile).size;
    const res = await app.inject({ method: "GET", url: "/test-only/stuck?child=Mia%20secret" });
    expect(res.statusCode).toBe(200);
    // Written by the watchdog's thread while the loop was stuck, once.
    const written = fs.readFileSync(watchdogFile, "utf8").slice(before).trim().split("\n");
    expect(written).toHaveLength(1);
    const line = written[0] ?? "";
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({
      level: 40,
      reqId: blockedRequestId,
      method: "GET",
      route: "/test-only/stuck",
    });
    expect(entry.blockedMs).toBeGreaterThanOrEqual(BLOCKED_MS);
    expect(line).not.toContain("Mia");
    expect(line).not.toContain("secret");

    // The health answer says so: a supervisor restarts an instance that keeps stalling.
    const after = await health();
    expect(after.statusCode).toBe(503);
    expect(after.json().status).toBe("slow");
    expect(after.json().eventLoop.maxDelayMs).toBeGreaterThanOrEqual(BLOCKED_MS);
    expect(lines.join("\n")).not.toContain("secret");
  });
});
