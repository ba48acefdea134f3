import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { benchUser, load, startBenchApp } from "./support";

const MEAL_TYPES = ["breakfast", "lunch", "dinner", "afternoon tea"];
const FOODS = [
  "toast",
  "milk",
  "banana",
  "rice",
  "chicken",
  "apple",
  "pasta",
  "yogurt",
  "carrot",
  "cheese",
];

/** Two years of history for one child, written straight into the embedded database. */
async function seedHistory(dataDir: string, userId: string) {
  const pidFile = fs
    .readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n");
  const password = fs.readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  const client = new pg.Client({
    host: "127.0.0.1",
    port: Number(pidFile[3]),
    user: "postgres",
    password,
    database: "postgres",
  });
  await client.connect();
  await client.query(
    `insert into meals (user_id, meal_type, manual_foods, timestamp)
     select $1, ($2::text[])[1 + i % 4], to_jsonb(array[($3::text[])[1 + i % 10], ($3::text[])[1 + (i * 7) % 10]]),
            now() - (i * interval '1 day' * 730 / 3000) - interval '1 day'
     from generate_series(1, 3000) as i`,
    [userId, MEAL_TYPES, FOODS],
  );
  const { rows } = await client.query("select count(*)::int as n from meals where user_id = $1", [
    userId,
  ]);
  await client.end();
  return rows[0].n as number;
}

async function main() {
  const bench = await startBenchApp();
  const { cookie, userId } = await benchUser(bench.base, "bench_meals");
  console.log(`seeded ${await seedHistory(bench.dataDir, userId)} meals over two years`);
  // Today's meals: a few, as a child has.
  for (const mealType of ["breakfast", "lunch"]) {
    await fetch(`${bench.base}/api/meals`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({ mealType, manualFoods: ["toast", "milk"] }),
    });
  }
  await load("GET /api/meals/today/{userId}, 50 connections", {
    url: `${bench.base}/api/meals/today/${userId}`,
    connections: 50,
    headers: { cookie },
  });
  await load("POST /api/meals, 20 connections, one child", {
    url: `${bench.base}/api/meals`,
    method: "POST",
    connections: 20,
    headers: { cookie, "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ mealType: "late snack", manualFoods: ["apple", "cheese"] }),
  });
  // The realistic case: 20 children logging at once, each with two years of history.
  const others: { cookie: string; userId: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const u = await benchUser(bench.base, `bench_family_${i}`);
    await seedHistory(bench.dataDir, u.userId);
    others.push(u);
  }
  let next = 0;
  await load("POST /api/meals, 20 connections, 20 children", {
    url: `${bench.base}/api/meals`,
    method: "POST",
    connections: 20,
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ mealType: "late snack", manualFoods: ["apple", "cheese"] }),
    setupClient: (client) => {
      const u = others[next++ % others.length];
      client.setHeaders({
        cookie: u?.cookie ?? "",
        "content-type": "application/json",
        "x-requested-with": "XMLHttpRequest",
      });
    },
  });
  await bench.stop();
  fs.rmSync(bench.dataDir, { recursive: true, force: true });
}

await main();
