// `npm run bench [name...]`: runs the benchmarks under bench/ (all of them by default) and
// prints their figures (api: the session read, then the side-by-side writes). Names: api, meals, writes, ceiling, patterns, cases, recognition, delivery, fuzz,
// screens, time-zones, instances, offline, fhir, reminders.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const all = {
  api: ["bench/api/auth-me.ts", "bench/api/writes.ts"],
  meals: "bench/api/meals.ts",
  writes: "bench/api/writes.ts",
  ceiling: "bench/api/write-ceiling.ts",
  patterns: "bench/patterns/run.ts",
  cases: "bench/cases/run.ts",
  recognition: "bench/recognition/run.ts",
  delivery: "bench/delivery/run.ts",
  fuzz: "bench/fuzz/run.ts",
  screens: "bench/screens/run.ts",
  "time-zones": "bench/api/time-zones.ts",
  instances: "bench/instances/run.ts",
  offline: "bench/offline/run.ts",
  fhir: "bench/export/fhir.ts",
  reminders: "bench/reminders/run.ts",
};
const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(all);
let failed = false;
for (const name of names) {
  const files = all[name];
  if (!files) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(all).join(", ")}`);
    process.exit(2);
  }
  for (const file of [files].flat()) {
    if (!fs.existsSync(path.join(root, file))) continue;
    console.log(`\n=== ${name} (${file}) ===`);
    const r = spawnSync(process.execPath, ["--import", "tsx", file], {
      cwd: root,
      stdio: "inherit",
    });
    if (r.status !== 0) failed = true;
  }
}
process.exit(failed ? 1 : 0);
