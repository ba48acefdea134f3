import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { API } from "../contracts/api";
import { pathOf } from "../contracts/endpoint";
import { type EmbeddedServer, startEmbeddedPostgres } from "./db/embedded-postgres";
import { freePort } from "./lib/free-port";
import { type Client, createTestApp, signUp, type TestApp } from "./test/app";
import { type Instance, startInstance, startVisionService } from "./test/instances";

// The database goes away under a running app: a backend terminated while a request holds its
// connection between two statements, and a PostgreSQL restart under two instances. The request
// that lost its connection answers 503 with Retry-After; the process lives and serves again.

describe("a connection terminated while a request holds it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ recognitionWorkers: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  // A meal sent with an Idempotency-Key reads its key under the lock, so it is written in a
  // transaction of two round trips (without one, a child's meal may go as one statement:
  // decision 076): between them the backend waits, idle in its transaction.
  const check = (c: Client) =>
    c.request(
      "POST",
      pathOf(API.meals.create),
      { mealType: "lunch", manualFoods: ["apple"] },
      { "idempotency-key": randomUUID() },
    );

  it("answers 503 with Retry-After to that request, and the next ones are served", async () => {
    const database = new URL(t.database.url).pathname.slice(1);
    // Four children writing at once, each their own writer (no per-child batching between them).
    const children = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
    const answers: { status: number; retryAfter: string | undefined }[] = [];
    const onServed: (() => void)[] = [];
    let stop = false;
    const writers = children.map(async (c) => {
      while (!stop) {
        const res = await check(c);
        answers.push({ status: res.statusCode, retryAfter: res.headers["retry-after"] as string });
        if (res.statusCode === 201) for (const wake of onServed.splice(0)) wake();
      }
    });
    // Terminates the app's backends caught inside a transaction between statements: the
    // case the pool's own listener does not cover, as the connection is checked out.
    // Writes take few round trips, so a backend sits between two statements only briefly.
    // The requests run in this thread: freezing it while a worker thread looks at the
    // backends leaves each transaction in flight waiting, idle, for the app's next statement.
    const killer = startBackendKiller(inject("pgAdminUrl"), database);
    let midTransaction = 0;
    try {
      for (let round = 0; round < 2000 && midTransaction < 4; round++) {
        const caught = killer.terminateWhileFrozen();
        midTransaction += caught;
        // Let the writers run between two rounds (one turn of the event loop, not a fixed
        // time); after a catch, until a write goes through, so the others are not all caught.
        await new Promise<void>((r) => (caught > 0 ? onServed.push(r) : setImmediate(r)));
      }
    } finally {
      await killer.close();
    }
    stop = true;
    await Promise.all(writers);

    expect(midTransaction).toBeGreaterThanOrEqual(4);
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.retryAfter === "5")).toBe(true);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThan(0);

    // The pool replaced every broken connection: each child writes again at once.
    for (const c of children) {
      const res = await check(c);
      expect(res.statusCode).toBe(201);
      expect(res.json().message ?? "").not.toMatch(/connection/i);
    }
    // Each 201 is one stored meal, each 503 none: the refused writes were rolled back whole.
    const { rows } = await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from meals",
    );
    expect(rows[0]?.n).toBe(answers.filter((a) => a.status === 201).length + children.length);
  });
});

describe("PostgreSQL restarted under two running instances", () => {
  let dir: string;
  let port: number;
  let server: EmbeddedServer;
  let vision: { url: string; close: () => void };
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "td-outage-pg-"));
    port = await freePort();
    server = await startEmbeddedPostgres(dir, () => undefined, port);
    vision = await startVisionService();
    const env = {
      DATABASE_URL: server.url,
      VISION_API_URL: vision.url,
      LOGIN_RATE_LIMIT: "1000",
      SIGNUP_RATE_LIMIT: "1000",
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    vision?.close();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const headers = {
    "content-type": "application/json",
    "x-requested-with": "XMLHttpRequest",
    "x-time-zone": "UTC",
  };
  const postMeal = (base: string, cookie: string) =>
    fetch(`${base}/api/meals`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ mealType: "lunch", manualFoods: ["rice"] }),
    });

  it("answers 503 with Retry-After while it is down, and both serve again once it is back", async () => {
    const signup = await fetch(`${a.base}/api/auth/signup`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        username: `outage_${process.pid}`,
        age: 9,
        password: "secret123",
        confirmPassword: "secret123",
      }),
    });
    expect(signup.status).toBe(201);
    const cookie =
      signup.headers
        .getSetCookie()
        .map((c) => c.split(";")[0] ?? "")
        .find((c) => c.startsWith("td_session=")) ?? "";
    expect((await postMeal(a.base, cookie)).status).toBe(201);
    expect((await postMeal(b.base, cookie)).status).toBe(201);

    // Down: both instances hold pooled connections the server has just dropped.
    await server.stop();
    for (const base of [a.base, b.base]) {
      const res = await postMeal(base, cookie);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await res.json()).code).toBe("unavailable");
    }
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();

    // Back on the same address: the pools open new connections and the family goes on.
    server = await startEmbeddedPostgres(dir, () => undefined, port);
    for (const base of [a.base, b.base]) {
      await expect.poll(async () => (await postMeal(base, cookie)).status).toBe(201);
    }
    const me = await fetch(`${b.base}/api/auth/me`, { headers: { ...headers, cookie } });
    expect(me.status).toBe(200);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    expect(a.output() + b.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});

/**
 * A worker thread with its own connection that terminates the app's backends while this
 * thread is blocked: `terminateWhileFrozen` returns only once the worker has looked (it polls
 * a few times for a backend to go idle inside its transaction) and terminated what it found.
 */
function startBackendKiller(adminUrl: string, database: string) {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData, parentPort } = require("node:worker_threads");
     const pg = require(workerData.pgPath);
     const shared = workerData.shared;
     const client = new pg.Client({ connectionString: workerData.adminUrl });
     const ready = client.connect();
     parentPort.on("message", async (m) => {
       if (m === "close") { await client.end(); parentPort.close(); return; }
       await ready;
       let midTransaction = 0;
       for (let look = 0; look < 20 && midTransaction === 0; look++) {
         const { rows } = await client.query(
           "select state, pg_terminate_backend(pid) as gone from pg_stat_activity " +
           "where datname = $1 and pid <> pg_backend_pid() " +
           "and state = 'idle in transaction'", [workerData.database]);
         for (const row of rows) {
           if (row.gone) midTransaction++;
         }
       }
       Atomics.store(shared, 1, midTransaction);
       Atomics.store(shared, 0, 1);
       Atomics.notify(shared, 0);
     });`,
    {
      eval: true,
      workerData: {
        adminUrl,
        database,
        shared,
        pgPath: createRequire(import.meta.url).resolve("pg"),
      },
    },
  );
  return {
    terminateWhileFrozen() {
      shared.fill(0);
      worker.postMessage("look");
      Atomics.wait(shared, 0, 0, 30_000);
      return Atomics.load(shared, 1);
    },
    close: async () => {
      worker.postMessage("close");
      await new Promise((r) => worker.once("exit", r));
    },
  };
}
