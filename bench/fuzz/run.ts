// `npm run bench fuzz`: the real app on a fresh embedded database, two detectives, and at least
// 10 000 random requests over every endpoint of the map (mutated params, bodies, headers,
// multipart and raw bytes). Prints the answers by status; any 5xx fails the run.

import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { allEndpoints } from "../../src/contracts/api";
import { ACCESSORIES, BACKGROUNDS, PRESET_AVATARS } from "../../src/domain/game";
import { freePort } from "../../src/server/lib/free-port";
import { seeded } from "../../src/server/test/random-text";
import { benchUser } from "../api/support";
import { chance } from "./generate";
import { fuzzOnce, rawOnce, type Sent, type World } from "./requests";

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CONCURRENCY = 8;
/** Written into diary text: it must never show up in the server's log. */
const MARKER = "FUZZ-DIARY-MARKER";

async function startApp(dataDir: string) {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      LOGIN_RATE_LIMIT: "1000000",
      SIGNUP_RATE_LIMIT: "1000000",
      RECOGNITION_WORKERS: "1",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => log.push(chunk.toString());
  child.stderr?.on("data", keep);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      keep(chunk);
      if (chunk.toString().includes("is running on")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`app exited with ${code}: ${log.join("")}`)));
  });
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  return { port, log, stop };
}

async function post(base: string, cookie: string, url: string, body: unknown): Promise<string> {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", cookie },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { id?: string };
  if (!res.ok || !json.id) throw new Error(`${url}: ${res.status}`);
  return json.id;
}

// Each detective's own records, so ids in paths are sometimes theirs, sometimes the other's.
async function diaryOf(base: string, cookie: string): Promise<string[]> {
  const ago = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  return [
    await post(base, cookie, "/api/meals", { mealType: "lunch", manualFoods: [`rice ${MARKER}`] }),
    await post(base, cookie, "/api/tummy-checks", { feeling: "happy", notes: MARKER }),
    await post(base, cookie, "/api/drinks", { drinkType: "water", amountMl: 240 }),
    await post(base, cookie, "/api/sleep-logs", { bedtime: ago(30), notes: MARKER }),
  ];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-fuzz-"));
  const app = await startApp(dataDir);
  const base = `http://127.0.0.1:${app.port}`;
  const started = Date.now();
  try {
    const a = await benchUser(base, `fuzz_a_${process.pid}`);
    const b = await benchUser(base, `fuzz_b_${process.pid}`);
    const ids = [
      a.userId,
      b.userId,
      ...(await diaryOf(base, a.cookie)),
      ...(await diaryOf(base, b.cookie)),
      randomUUID(),
      "not-a-uuid",
    ];
    const world: World = {
      base,
      port: app.port,
      cookies: { a: a.cookie, b: b.cookie },
      ids,
      known: [
        ...ids,
        MARKER,
        `toast ${MARKER}`,
        ...PRESET_AVATARS.map((p) => p.emoji),
        ...BACKGROUNDS.map((x) => x.key),
        ...ACCESSORIES.map((x) => x.key),
        "bench-secret",
        "data:image/png;base64,iVBORw0KGgo=",
      ],
      idempotencyKeys: Array.from({ length: 20 }, () => randomUUID()),
      photo: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#fc0" } })
        .jpeg()
        .toBuffer(),
    };
    const endpoints = allEndpoints();
    const random = seeded(SEED);
    const byStatus = new Map<number, number>();
    const failures: (Sent & { status: number })[] = [];
    let next = 0;
    const worker = async () => {
      while (next < TOTAL) {
        next += 1;
        const { status, sent } = chance(random, 0.03)
          ? await rawOnce(random, world)
          : await fuzzOnce(random, world, endpoints);
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        if (status >= 500) failures.push({ ...sent, status });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    report(byStatus, failures, app.log, (Date.now() - started) / 1000);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(
  byStatus: Map<number, number>,
  failures: readonly (Sent & { status: number })[],
  log: readonly string[],
  seconds: number,
) {
  const total = [...byStatus.values()].reduce((s, n) => s + n, 0);
  console.log(
    `requests: ${total} over ${allEndpoints().length} endpoints in ${seconds.toFixed(1)} s (seed ${SEED})`,
  );
  for (const [status, n] of [...byStatus].sort((x, y) => x[0] - y[0])) {
    console.log(`  ${status === 0 ? "no answer" : status}: ${n}`);
  }
  console.log(`5xx: ${failures.length}`);
  for (const f of failures.slice(0, 10))
    console.log(`  ${f.status} ${f.method} ${f.url} ${JSON.stringify(f.body)}`);
  const text = log.join("");
  const errors = text.split("\n").filter((l) => l.includes('"level":50'));
  console.log(
    `server log: ${errors.length} error lines, diary text in the log: ${text.split(MARKER).length - 1}`,
  );
  for (const line of errors.slice(0, 5)) console.log(`  ${line.slice(0, 600)}`);
}

await main();
