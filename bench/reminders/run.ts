// `npm run bench reminders`: many children with a reminder in the same minute.
// One instance (`main.ts`, as operators run it) on an embedded PostgreSQL, a stand-in push
// service on loopback HTTPS (the instance trusts its certificate). BENCH_CHILDREN children
// (10,000 by default), each with reminders on, one device, and a reminder due at the same
// minute. Prints how late each push arrived after its minute (p50/p99/max), and the latency of
// GET /api/meals/today/{userId} before and while the queue is worked.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { startEmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { type Instance, startInstance, startVisionService } from "../../src/server/test/instances";
import { startPushReceiver } from "../../src/server/test/push-receiver";
import { benchUser } from "../api/support";

const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 10_000);
const CALLERS = 4;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
const line = (label: string, values: number[], unit = "ms") => {
  const s = [...values].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(0).padStart(6)} ${unit}`;
  console.log(
    `${label.padEnd(46)} p50 ${f(quantile(s, 0.5))}   p99 ${f(quantile(s, 0.99))}   max ${f(s.at(-1) ?? Number.NaN)}   (${values.length})`,
  );
};

/** Sequential GETs from a few callers until `until()` says stop; their latencies. */
async function callWhile(base: string, cookie: string, userId: string, until: () => boolean) {
  const times: number[] = [];
  let errors = 0;
  const caller = async () => {
    while (!until()) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/meals/today/${userId}`, {
        headers: { cookie, "x-requested-with": "XMLHttpRequest", "x-time-zone": "UTC" },
      });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CALLERS }, caller));
  return { times, errors };
}

async function main() {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-bench-reminders-pg-"));
  const postgres = await startEmbeddedPostgres(pgDir, () => undefined);
  const receiver = await startPushReceiver();
  const vision = await startVisionService();
  let instance: Instance | undefined;
  try {
    instance = await startInstance({
      DATABASE_URL: postgres.url,
      VISION_API_URL: vision.url,
      VAPID_SUBJECT: "mailto:reminders@tummydetective.app",
      PUSH_ALLOWED_ORIGINS: receiver.origin,
      NODE_EXTRA_CA_CERTS: receiver.certFile,
      REMINDER_POLL_MS: "1000",
      LOG_LEVEL: "error",
    });
    const { cookie, userId } = await benchUser(instance.base, "bench_reminders_caller");

    // The children, their settings, devices and reminders, written straight to the database.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const keys = receiver.subscribe("shared-keys").keys;
    const seedStart = performance.now();
    const ids: string[] = [];
    for (let from = 0; from < CHILDREN; from += 1000) {
      const n = Math.min(1000, CHILDREN - from);
      const names = Array.from({ length: n }, (_, i) => `bench_kid_${from + i}`);
      const res = await client.query<{ id: string }>(
        `insert into users (username, username_normal, password_hash, time_zone)
         select n, n, 'x', 'UTC' from unnest($1::text[]) as n returning id`,
        [names],
      );
      ids.push(...res.rows.map((r) => r.id));
    }
    // The minute they all come due: the next whole minute at least 20 s away.
    const due = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const slot = new Date(due).toISOString().slice(11, 16);
    await client.query(
      `insert into reminder_settings (child_id, enabled, times)
       select id, true, jsonb_build_array(jsonb_build_object('kind', 'morning', 'at', $2::text))
       from unnest($1::uuid[]) as id`,
      [ids, slot],
    );
    await client.query(
      `insert into push_subscriptions (account_id, endpoint, p256dh, auth)
       select id, $2 || '/push/' || id, $3, $4 from unnest($1::uuid[]) as id`,
      [ids, receiver.origin, keys.p256dh, keys.auth],
    );
    await client.query(
      `insert into reminder_jobs (child_id, kind, source, slot, due_at, run_after)
       select id, 'morning', 'settings', $2, $3, $3 from unnest($1::uuid[]) as id`,
      [ids, slot, new Date(due)],
    );
    console.log(
      `${CHILDREN} children seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; all due at ${new Date(due).toISOString()}`,
    );

    // Other requests before the minute, then while the queue is worked.
    const before = await callWhile(instance.base, cookie, userId, () => Date.now() >= due - 1000);
    while (Date.now() < due) await new Promise((r) => setTimeout(r, due - Date.now()));
    let done = false;
    const during = callWhile(instance.base, cookie, userId, () => done);
    await receiver.waitFor(CHILDREN, 600_000);
    const finished = Date.now();
    done = true;
    const meanwhile = await during;
    const late = receiver.received.map((r) => r.at - due);
    const states = await client.query<{ state: string; n: string }>(
      "select state, count(*) as n from reminder_jobs where due_at = $1 group by state",
      [new Date(due)],
    );
    await client.end();
    console.log(
      `all ${CHILDREN} pushes in ${((finished - due) / 1000).toFixed(1)} s after the minute`,
    );
    line("how late each push arrived", late);
    line("GET /api/meals/today before (4 callers)", before.times);
    line("GET /api/meals/today while sending (4 callers)", meanwhile.times);
    console.log(
      `errors: ${before.errors + meanwhile.errors}; queue: ${states.rows.map((r) => `${r.state} ${r.n}`).join(", ")}`,
    );
  } finally {
    await instance?.stop();
    vision.close();
    await receiver.close();
    await postgres.stop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
