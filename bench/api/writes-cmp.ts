import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import type autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../../src/server/lib/free-port";
import {
  type BenchApp,
  benchUser,
  cpuMs,
  databaseUrlOf,
  load,
  postgresCpuMs,
  seedHistory,
  startBenchApp,
} from "./support";

// The app against the Express + express-session + connect-pg-simple baseline (bench/api/baseline),
// side by side on the same PostgreSQL and the same child with two years of diary: the session
// read, today's meals, one child's meal writes at 20 connections, and many children writing at
// once (20 and 200, one connection each). Each figure comes with the CPU per request of the
// server and of PostgreSQL, and the statements PostgreSQL ran per request (pg_stat_statements,
// BEGIN and COMMIT included). BENCH_SECONDS shortens or lengthens each round (10 s).

type Server = {
  name: string;
  base: string;
  cookie: string;
  pid: number;
  /** The sessions of the many children, in the order of `children`. */
  cookies: string[];
};

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function startBaseline(
  databaseUrl: string,
  touch: boolean,
): Promise<ChildProcess & { base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/api/baseline/server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      BASELINE_TOUCH: String(touch),
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (c: Buffer) => {
      if (c.toString().includes("is running on")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return Object.assign(child, { base: `http://127.0.0.1:${port}` });
}

async function baselineLogin(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "bench-secret" }),
  });
  if (!res.ok) throw new Error(`baseline login: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const JSON_WRITE = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };

type Case = { label: string; options: (s: Server) => autocannon.Options };

async function statementsSoFar(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query(
    `select coalesce(sum(calls), 0)::bigint as n from pg_stat_statements
     where query not ilike '%pg_stat_statements%'`,
  );
  return Number(rows[0].n);
}

/** BENCH_TOP=1: the statements each server ran most, per answered request (where the time goes). */
async function topStatements(admin: pg.Client, answered: number) {
  const { rows } = await admin.query(
    `select calls, total_exec_time, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as q
     from pg_stat_statements where query not ilike '%pg_stat_statements%'
     order by total_exec_time desc limit 12`,
  );
  for (const r of rows)
    console.log(
      `      ${(Number(r.calls) / answered).toFixed(2).padStart(6)}/req ${(Number(r.total_exec_time) / answered).toFixed(3).padStart(7)} ms/req  ${r.q}`,
    );
}

async function compare(servers: Server[], c: Case, dataDir: string, admin: pg.Client) {
  const results: autocannon.Result[] = [];
  for (const s of servers) {
    // A short warm-up so that each server's JIT and pool are ready.
    await load(`  (warm-up) ${s.name}`, { ...c.options(s), duration: 2 });
    await admin.query("select pg_stat_statements_reset()");
    const [app0, pg0] = [cpuMs(s.pid), postgresCpuMs(dataDir)];
    const result = await load(`  ${s.name}`, { ...c.options(s), duration: SECONDS });
    const [app1, pg1] = [cpuMs(s.pid), postgresCpuMs(dataDir)];
    const statements = await statementsSoFar(admin);
    // Where the time goes: CPU per answered request in the server and in PostgreSQL.
    const n = Math.max(1, result.requests.total);
    console.log(
      `    CPU per request: server ${((app1 - app0) / n).toFixed(2)} ms, PostgreSQL ${((pg1 - pg0) / n).toFixed(2)} ms; statements per request ${(statements / n).toFixed(1)}`,
    );
    if (process.env.BENCH_TOP) await topStatements(admin, n);
    results.push(result);
  }
  const ours = results[0]?.requests.average ?? 0;
  for (let i = 1; i < results.length; i++) {
    const other = results[i]?.requests.average ?? 1;
    console.log(`  ratio app / ${servers[i]?.name}: ${(ours / other).toFixed(2)}x`);
  }
}

// Loads pg_stat_statements into the bench's PostgreSQL (a restart of the app and its database).
async function withStatementCounts(first: BenchApp): Promise<BenchApp> {
  const client = new pg.Client({ connectionString: databaseUrlOf(first.dataDir) });
  await client.connect();
  await client.query("alter system set shared_preload_libraries = 'pg_stat_statements'");
  await client.end();
  await first.stop();
  const app = await startBenchApp(first.dataDir);
  const admin = new pg.Client({ connectionString: databaseUrlOf(app.dataDir) });
  await admin.connect();
  await admin.query("create extension if not exists pg_stat_statements");
  await admin.end();
  return app;
}

/** Signs up `count` children over HTTP, a few at a time; their sessions and usernames. */
async function manyChildren(base: string, count: number) {
  const children: { cookie: string; username: string }[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, (_, k) => `bench_kid_${i + k}`);
    const made = await Promise.all(batch.map((username) => benchUser(base, username)));
    made.forEach((m, k) => {
      children.push({ cookie: m.cookie, username: batch[k] ?? "" });
    });
  }
  return children;
}

async function main() {
  const app = await withStatementCounts(await startBenchApp());
  const { cookie, userId } = await benchUser(app.base, "bench_writes");
  const databaseUrl = databaseUrlOf(app.dataDir);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const kids = Number(process.env.BENCH_CHILDREN ?? 200);
  const children = await manyChildren(app.base, kids);
  console.log(`signed up ${children.length} more children`);
  console.log(`seeded ${await seedHistory(app.dataDir, userId)} meals over two years`);
  // A child's day as the dashboard makes it: today's mission read, breakfast and lunch logged.
  await fetch(`${app.base}/api/missions/today/${userId}`, { headers: { cookie } });
  for (const mealType of ["breakfast", "lunch"]) {
    await fetch(`${app.base}/api/meals`, {
      method: "POST",
      headers: { cookie, ...JSON_WRITE },
      body: JSON.stringify({ mealType, manualFoods: ["toast", "milk"] }),
    });
  }
  const touching = await startBaseline(databaseUrl, true);
  const quiet = await startBaseline(databaseUrl, false);
  const logins = async (base: string) => {
    const cookies: string[] = [];
    for (const child of children) cookies.push(await baselineLogin(base, child.username));
    return cookies;
  };
  const servers: Server[] = [
    {
      name: "app",
      base: app.base,
      cookie,
      pid: app.child.pid ?? 0,
      cookies: children.map((c) => c.cookie),
    },
    {
      name: "baseline",
      base: touching.base,
      cookie: await baselineLogin(touching.base, "bench_writes"),
      pid: touching.pid ?? 0,
      cookies: await logins(touching.base),
    },
    {
      name: "baseline without expiry write",
      base: quiet.base,
      cookie: await baselineLogin(quiet.base, "bench_writes"),
      pid: quiet.pid ?? 0,
      cookies: await logins(quiet.base),
    },
  ];
  // The same answer from each server: today's meals of the child.
  for (const s of servers) {
    const res = await fetch(`${s.base}/api/meals/today/${userId}`, {
      headers: { cookie: s.cookie },
    });
    const list = (await res.json()) as unknown[];
    console.log(`today's meals from ${s.name}: ${res.status}, ${list.length} meals`);
  }
  const cases: Case[] = [
    {
      label: "GET /api/auth/me, 50 connections",
      options: (s) => ({
        url: `${s.base}/api/auth/me`,
        connections: 50,
        headers: { cookie: s.cookie },
      }),
    },
    {
      label: "GET /api/meals/today/{userId}, 50 connections",
      options: (s) => ({
        url: `${s.base}/api/meals/today/${userId}`,
        connections: 50,
        headers: { cookie: s.cookie },
      }),
    },
    {
      label: "POST /api/meals, one child, 20 connections",
      options: (s) => ({
        url: `${s.base}/api/meals`,
        method: "POST",
        connections: 20,
        headers: { cookie: s.cookie, ...JSON_WRITE },
        body: JSON.stringify({ mealType: "late snack", manualFoods: ["apple", "cheese"] }),
      }),
    },
    ...[20, 200]
      .filter((n) => n <= children.length)
      .map(
        (n): Case => ({
          label: `POST /api/meals, ${n} children, one connection each`,
          options: (s) => {
            let next = 0;
            return {
              url: `${s.base}/api/meals`,
              method: "POST",
              connections: n,
              headers: JSON_WRITE,
              body: JSON.stringify({ mealType: "late snack", manualFoods: ["apple", "cheese"] }),
              // Each connection is one child: its own session.
              setupClient: (client: autocannon.Client) => {
                client.setHeaders({ ...JSON_WRITE, cookie: s.cookies[next++ % n] ?? "" });
              },
            };
          },
        }),
      ),
  ];
  // BENCH_ONLY=POST (a part of a label) runs only the matching cases.
  const only = process.env.BENCH_ONLY ?? "";
  for (const c of cases.filter((k) => k.label.includes(only))) {
    console.log(c.label);
    await compare(servers, c, app.dataDir, admin);
  }
  await admin.end();
  for (const child of [touching, quiet]) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

await main();
