import fs from "node:fs";
import { benchUser, load, postgresRssMb, rssMb, startBenchApp } from "./support";

// Start times, memory at idle, and GET /api/auth/me with a valid session at 50 connections.
async function main() {
  const first = await startBenchApp();
  console.log(`first start (creates the database): ${first.startMs} ms`);
  await first.stop();
  const bench = await startBenchApp(first.dataDir);
  console.log(`later start: ${bench.startMs} ms`);
  const { cookie } = await benchUser(bench.base, "bench_me");
  await new Promise((r) => setTimeout(r, 1000));
  const pid = bench.child.pid ?? 0;
  console.log(
    `RSS at idle: app ${rssMb(pid).toFixed(0)} MB, embedded PostgreSQL ${postgresRssMb(bench.dataDir).toFixed(0)} MB (all its processes)`,
  );
  await load("GET /api/auth/me, 50 connections, 10 s", {
    url: `${bench.base}/api/auth/me`,
    connections: 50,
    headers: { cookie },
  });
  await bench.stop();
  fs.rmSync(bench.dataDir, { recursive: true, force: true });
}

await main();
