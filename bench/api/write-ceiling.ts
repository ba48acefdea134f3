import { randomUUID } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { benchUser, cpuMs, databaseUrlOf, postgresCpuMs, startBenchApp } from "./support";

// What PostgreSQL alone allows for a diary write, with no HTTP server in the way: 20 children
// (one connection each) on the app's own schema, each statement sent straight with `pg`.
//  - the spec stack's statements for POST /api/meals: its session read, its session expiry write
//    and one INSERT, each in its own implicit transaction;
//  - the same without the expiry write;
//  - our write as the app sends it: BEGIN + the child's lock + the progress read, the meal with
//    its ledger entry, the settlement's writes (progress, mission), COMMIT (4 round trips);
//  - our write in 2 round trips (the meal in the first, the settlement and COMMIT in the second).
// It prints writes per second, PostgreSQL CPU per write and this process's CPU per write
// (the driver's share). BENCH_SECONDS sets each round (10 s), BENCH_CHILDREN the connections.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 20);

type Write = (client: pg.Client, child: { id: string; sid: string }) => Promise<unknown>;

const specStack =
  (touch: boolean): Write =>
  async (client, child) => {
    await client.query("select sess from bench_session where sid = $1 and expire >= now()", [
      child.sid,
    ]);
    if (touch) {
      await client.query(
        "update bench_session set expire = now() + interval '1 day' where sid = $1",
        [child.sid],
      );
    }
    await client.query(
      "insert into meals (user_id, meal_type, manual_foods, detected_foods) values ($1, $2, $3, $4) returning id",
      [child.id, "late snack", JSON.stringify(["apple", "cheese"]), "[]"],
    );
  };

const lockAndRead = (client: pg.Client, id: string) => `begin;
select 1 from users where id = ${client.escapeLiteral(id)} for no key update;
select u.total_points, u.meal_count, array(select b.badge_id from user_badges b where b.user_id = u.id) as earned
from users u where u.id = ${client.escapeLiteral(id)}`;

const insertMeal = `with meal as (
  insert into meals (id, user_id, meal_type, manual_foods, detected_foods)
  values ($1, $2, 'late snack', '["apple","cheese"]', '[]') returning id),
ledger as (insert into points_ledger (user_id, points, reason, source_id) values ($2, 10, 'meal', 'meal:' || $1::text))
select id from meal`;

const settle = `with p as (update users set total_points = total_points + 10, meal_count = meal_count + 1
  where id = $1),
m as (update daily_missions set has_logged_breakfast = has_logged_breakfast
  where user_id = $1 and date = current_date and has_logged_breakfast is null)
select 1`;

const ours4: Write = async (client, child) => {
  await client.query(lockAndRead(client, child.id));
  const id = randomUUID();
  await client.query(insertMeal, [id, child.id]);
  await client.query(settle, [child.id]);
  await client.query("commit");
};

const ours2: Write = async (client, child) => {
  const id = client.escapeLiteral(randomUUID());
  const user = client.escapeLiteral(child.id);
  await client.query(
    `${lockAndRead(client, child.id)};
insert into meals (id, user_id, meal_type, manual_foods, detected_foods)
  values (${id}, ${user}, 'late snack', '["apple","cheese"]', '[]');
insert into points_ledger (user_id, points, reason, source_id) values (${user}, 10, 'meal', 'meal:' || ${id})`,
  );
  await client.query(
    `update users set total_points = total_points + 10, meal_count = meal_count + 1 where id = ${user};
commit`,
  );
};

// Our write as one statement (decision 076), as the app sends it: the meal, its ledger entry,
// the day's mission, the child's row guarded by its kept diary_version, and the refusal step.
// The parts can be left out (BENCH_PARTS, e.g. "meal,ledger") to see what each costs.
const versions = new Map<string, number>();
const oneStatement =
  (parts: Set<string>): Write =>
  async (client, child) => {
    // "prepared": the same statement with parameters, parsed and planned once per connection.
    const prepared = parts.has("prepared");
    const mealId = randomUUID();
    const id = prepared ? "$1::uuid" : client.escapeLiteral(mealId);
    const user = prepared ? "$2::uuid" : client.escapeLiteral(child.id);
    const version = versions.get(child.id) ?? 0;
    const versionValue = prepared ? "$3::int" : `'${version}'`;
    const ctes: string[] = [];
    if (parts.has("meal"))
      ctes.push(`insert into meals (id, user_id, logged_by, edited_by, meal_type, photo_url, detected_foods, manual_foods, ai_detected_foods, ai_confidence, timestamp, created_at)
  values (${id}, ${user}, ${user}, null, 'late snack', null, '[]', '["apple","cheese"]', null, '0', now(), now())`);
    if (parts.has("ledger"))
      ctes.push(`insert into points_ledger (id, user_id, points, reason, source_id, created_at)
  values (default, ${user}, '10', 'meal', 'meal:' || ${id}::text, default)`);
    if (parts.has("mission"))
      ctes.push(`update daily_missions set has_logged_lunch = has_logged_lunch or 'false'
  where user_id = ${user} and date = current_date and (unlocked_fact is null or unlocked_joke is null)`);
    const guard = parts.has("guard");
    if (guard)
      ctes.push(`update users set level = '1', total_points = total_points + 10, meal_count = meal_count + 1,
  streak_start = current_date, streak_end = current_date, progress_zone = 'UTC'${parts.has("bump") ? ", diary_version = diary_version + 1" : ""}
  where id = ${user} and diary_version = ${versionValue} and set_config('td.diary_write', 'on', true) = 'on' returning diary_version`);
    const moved = `w${ctes.length - 1}`;
    const last = guard
      ? parts.has("plain")
        ? `select (select diary_version from ${moved}) as v`
        : `select (select diary_version from ${moved}) as v, td_refuse_stale((select count(*) from ${moved}))`
      : "select 1";
    const text = `with ${ctes.map((q, i) => `w${i} as (${q})`).join(", ")} ${last}`;
    const { rows } = prepared
      ? await client.query({
          name: `one_${[...parts].join("_")}`,
          text,
          values: [mealId, child.id, ...(guard ? [version] : [])],
        })
      : await client.query(text);
    if (guard) versions.set(child.id, Number(rows[0].v));
  };

async function round(
  label: string,
  clients: pg.Client[],
  children: { id: string; sid: string }[],
  write: Write,
  dataDir: string,
) {
  const until = Date.now() + SECONDS * 1000;
  const [me0, pg0] = [cpuMs(process.pid), postgresCpuMs(dataDir)];
  const latencies: number[] = [];
  await Promise.all(
    clients.map(async (client, i) => {
      const child = children[i] as { id: string; sid: string };
      while (Date.now() < until) {
        const t0 = performance.now();
        await write(client, child);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const [me1, pg1] = [cpuMs(process.pid), postgresCpuMs(dataDir)];
  const n = Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(n * 0.99)] ?? 0;
  console.log(
    `${label.padEnd(48)} ${(n / SECONDS).toFixed(0).padStart(6)} writes/s   p99 ${p99.toFixed(1).padStart(6)} ms   PostgreSQL ${((pg1 - pg0) / n).toFixed(2)} ms/write   driver ${((me1 - me0) / n).toFixed(2)} ms/write`,
  );
}

async function main() {
  const app = await startBenchApp();
  const children: { id: string; sid: string }[] = [];
  for (let i = 0; i < CHILDREN; i++) {
    const { userId } = await benchUser(app.base, `ceiling_kid_${i}`);
    children.push({ id: userId, sid: randomUUID() });
  }
  // The app is not used from here on: only its database.
  const url = databaseUrlOf(app.dataDir);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    "create table if not exists bench_session (sid varchar primary key, sess json not null, expire timestamp(6) not null)",
  );
  for (const child of children) {
    await admin.query(
      "insert into bench_session values ($1, $2, now() + interval '1 day') on conflict do nothing",
      [child.sid, JSON.stringify({ userId: child.id, cookie: {} })],
    );
  }
  const clients = await Promise.all(
    children.map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  console.log(`${CHILDREN} children, one connection each, ${SECONDS} s a round`);
  const rounds: [string, Write][] = [
    ["the spec stack's statements (session read, write, insert)", specStack(true)],
    ["the spec stack's without its session write", specStack(false)],
    ["our write, 4 round trips", ours4],
    ["our write, 2 round trips", ours2],
    ["our write, 1 statement", oneStatement(new Set(["meal", "ledger", "mission", "guard"]))],
  ];
  // BENCH_PARTS=meal,ledger;meal,ledger,guard (sets of parts, ";" between) adds rounds.
  for (const set of (process.env.BENCH_PARTS ?? "").split(";").filter(Boolean)) {
    const parts = new Set(set.split(","));
    rounds.push([`one statement of ${[...parts].join(", ")}`, oneStatement(parts)]);
  }
  // BENCH_ONLY=<part of a label> runs only the matching rounds.
  const only = process.env.BENCH_ONLY ?? "";
  for (const [label, write] of rounds.filter(([label]) => label.includes(only))) {
    // The versions the rounds before left on the rows.
    const { rows } = await admin.query("select id, diary_version from users");
    for (const r of rows) versions.set(r.id, r.diary_version);
    await round(label, clients, children, write, app.dataDir);
  }
  await Promise.all(clients.map((c) => c.end()));
  await admin.end();
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

await main();
