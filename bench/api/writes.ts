import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import type autocannon from "autocannon";
import { freePort } from "../../src/server/lib/free-port";
import {
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
// read, today's meals, and one child's meal writes at 20 connections.

type Server = { name: string; base: string; cookie: string; pid: number };

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

async function compare(servers: Server[], c: Case, dataDir: string) {
  const results: autocannon.Result[] = [];
  for (const s of servers) {
    // A short warm-up so that each server's JIT and pool are ready.
    await load(`  (warm-up) ${s.name}`, { ...c.options(s), duration: 2 });
    const [app0, pg0] = [cpuMs(s.pid), postgresCpuMs(dataDir)];
    const result = await load(`  ${s.name}`, c.options(s));
    // Where the time goes: CPU per answered request in the server and in PostgreSQL.
    const n = Math.max(1, result.requests.total);
    console.log(
      `    CPU per request: server ${((cpuMs(s.pid) - app0) / n).toFixed(2)} ms, PostgreSQL ${((postgresCpuMs(dataDir) - pg0) / n).toFixed(2)} ms`,
    );
    results.push(result);
  }
  const ours = results[0]?.requests.average ?? 0;
  for (let i = 1; i < results.length; i++) {
    const other = results[i]?.requests.average ?? 1;
    console.log(`  ratio app / ${servers[i]?.name}: ${(ours / other).toFixed(2)}x`);
  }
}

async function main() {
  const app = await startBenchApp();
  const { cookie, userId } = await benchUser(app.base, "bench_writes");
  const databaseUrl = databaseUrlOf(app.dataDir);
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
  const servers: Server[] = [
    { name: "app", base: app.base, cookie, pid: app.child.pid ?? 0 },
    {
      name: "baseline",
      base: touching.base,
      cookie: await baselineLogin(touching.base, "bench_writes"),
      pid: touching.pid ?? 0,
    },
    {
      name: "baseline without expiry write",
      base: quiet.base,
      cookie: await baselineLogin(quiet.base, "bench_writes"),
      pid: quiet.pid ?? 0,
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
  ];
  // BENCH_ONLY=POST (a part of a label) runs only the matching cases.
  const only = process.env.BENCH_ONLY ?? "";
  for (const c of cases.filter((k) => k.label.includes(only))) {
    console.log(c.label);
    await compare(servers, c, app.dataDir);
  }
  for (const child of [touching, quiet]) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

await main();
