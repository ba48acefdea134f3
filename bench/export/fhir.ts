import fs from "node:fs";
import pg from "pg";
import { benchUser, databaseUrlOf, rssMb, startBenchApp } from "../api/support";

// The FHIR export of a two-year diary (ADR 060) on the real app and its embedded PostgreSQL:
// 3 meals, 2 tummy checks (one with a stool every other day), 4 drinks a day. Prints the
// bundle's size, its entries, the time to the first byte and to the last, and the app's
// resident memory before and after, as the median of several downloads.

const DAYS = 730;
const RUNS = 5;

async function seedTwoYears(dataDir: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlOf(dataDir) });
  await client.connect();
  const day = `now() - (d * interval '1 day') - interval '1 day'`;
  await client.query(
    `insert into meals (user_id, meal_type, manual_foods, timestamp)
     select $1, (array['breakfast','lunch','dinner'])[1 + k], to_jsonb(array['toast','milk','pasta']),
            ${day} + k * interval '5 hours'
     from generate_series(0, ${DAYS - 1}) as d, generate_series(0, 2) as k`,
    [userId],
  );
  await client.query(
    `insert into tummy_checks (user_id, feeling, bathroom_event, timestamp)
     select $1, (array['happy','uncomfortable','ouchy'])[1 + (d + k) % 3],
            case when k = 0 and d % 2 = 0
              then (array['tough to go','just right','soft and easy','runny tummy','super runny'])[1 + d % 5]
            end,
            ${day} + (2 + k * 8) * interval '1 hour'
     from generate_series(0, ${DAYS - 1}) as d, generate_series(0, 1) as k`,
    [userId],
  );
  await client.query(
    `insert into drinks (user_id, drink_type, drink_name, amount_ml, amount_cups, timestamp)
     select $1, 'water', 'Water', 240, 1, ${day} + k * interval '3 hours'
     from generate_series(0, ${DAYS - 1}) as d, generate_series(0, 3) as k`,
    [userId],
  );
  await client.query("update users set progress_zone = null where id = $1", [userId]);
  await client.end();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const app = await startBenchApp();
try {
  const { cookie, userId } = await benchUser(app.base, `fhir_bench_${process.pid}`);
  await seedTwoYears(app.dataDir, userId);
  const headers = { cookie, "x-requested-with": "XMLHttpRequest", "x-time-zone": "UTC" };
  const url = `${app.base}/api/export/${userId}/fhir`;
  const rssBefore = rssMb(app.child.pid as number);
  const first: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  let entries = 0;
  let peakRss = rssBefore;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok || !res.body) throw new Error(`fhir export: ${res.status}`);
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let firstAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstAt) firstAt = performance.now() - t0;
      chunks.push(value);
      peakRss = Math.max(peakRss, rssMb(app.child.pid as number));
    }
    total.push(performance.now() - t0);
    first.push(firstAt);
    const body = Buffer.concat(chunks);
    bytes = body.length;
    entries = (JSON.parse(body.toString("utf8")) as { entry: unknown[] }).entry.length;
  }
  console.log(
    `two-year diary (${DAYS} days): ${entries} bundle entries, ${(bytes / 1_048_576).toFixed(1)} MB`,
  );
  console.log(
    `median of ${RUNS}: first byte ${median(first).toFixed(0)} ms, whole bundle ${median(total).toFixed(0)} ms`,
  );
  console.log(
    `app resident memory: ${rssBefore.toFixed(0)} MB before, peak ${peakRss.toFixed(0)} MB`,
  );
} finally {
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}
