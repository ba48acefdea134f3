import fs from "node:fs";
import { benchUser, load, seedHistory, startBenchApp } from "./support";

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
