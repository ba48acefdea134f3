import fs from "node:fs";
import { benchUser, rssMb, startBenchApp } from "./support";

// App memory after 10,000 requests whose X-Time-Zone spells one zone 10,000 different ways
// (case variants), against a control run of 10,000 requests with one spelling. Each run has a
// fresh app process; the figure is the app's resident memory (RSS) afterwards.
const REQUESTS = 10_000;
const IN_FLIGHT = 20;
const ZONE = "America/Argentina/Buenos_Aires";

/** The i-th case variant of the zone: bit k of i flips the case of its k-th letter. */
function spelling(i: number): string {
  let bit = 0;
  return [...ZONE]
    .map((ch) => {
      if (!/[a-z]/i.test(ch)) return ch;
      const flip = (i >> bit++) & 1;
      if (!flip) return ch;
      return ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
    })
    .join("");
}

async function run(label: string, zoneOf: (i: number) => string) {
  const app = await startBenchApp();
  const { cookie, userId } = await benchUser(app.base, `bench_zones_${label}`);
  const url = `${app.base}/api/meals/today/${userId}`;
  const pid = app.child.pid ?? 0;
  const before = rssMb(pid);
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const res = await fetch(url, { headers: { cookie, "x-time-zone": zoneOf(i) } });
      if (!res.ok) failures++;
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb(pid);
  const distinct = new Set(Array.from({ length: REQUESTS }, (_, i) => zoneOf(i))).size;
  console.log(
    `${label.padEnd(10)} ${REQUESTS} requests, ${String(distinct).padStart(5)} distinct spellings: app RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (non-2xx ${failures})`,
  );
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

await run("control", () => ZONE);
await run("spellings", spelling);
