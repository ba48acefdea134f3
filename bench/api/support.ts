import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../../src/server/lib/free-port";

/** The real app (`node --import tsx src/server/main.ts`) in its own process, on a fresh data folder. */
export type BenchApp = {
  base: string;
  child: ChildProcess;
  dataDir: string;
  startMs: number;
  stop: () => Promise<void>;
};

/** Starts the app on a data folder (a new temporary one unless given) and waits until it serves. */
export async function startBenchApp(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-bench-")),
): Promise<BenchApp> {
  const port = await freePort();
  const t0 = Date.now();
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of the app there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT: "1000000",
      SIGNUP_RATE_LIMIT: "1000000",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (c: Buffer) => {
      if (c.toString().includes("is running on")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`app exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    dataDir,
    startMs: Date.now() - t0,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Resident memory of the embedded PostgreSQL server and its worker processes, in MB. */
export function postgresRssMb(dataDir: string): number {
  const { pid, children } = postgresProcesses(dataDir);
  // Shared buffers are counted in every process that touched them: this sum is an upper bound.
  return [pid, ...children].reduce((sum, p) => sum + rssMb(p), 0);
}

/** The lines of a bench app's embedded PostgreSQL postmaster.pid (pid first, port fourth). */
function postmasterPid(dataDir: string): string[] {
  return fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n");
}

/** The embedded PostgreSQL server's pid and those of its running backends. */
function postgresProcesses(dataDir: string): { pid: number; children: number[] } {
  const pid = Number(postmasterPid(dataDir)[0]);
  const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)])
    .toString()
    .split("\n")
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  return { pid, children };
}

/** Signs up a detective over HTTP and returns the session cookie and the user id. */
export async function benchUser(base: string, username: string) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({
      username,
      age: 9,
      password: "bench-secret",
      confirmPassword: "bench-secret",
    }),
  });
  // The session's cookie (a device cookie comes with it).
  const set = res.headers.getSetCookie().find((c) => c.startsWith("td_session="));
  const cookie = set?.split(";")[0] ?? "";
  const user = (await res.json()) as { id: string };
  return { cookie, userId: user.id };
}

/** Runs autocannon and prints one line: requests/s, p50 and p99 latency, errors. */
export async function load(label: string, options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ duration: 10, ...options });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${label.padEnd(52)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx/errors ${bad}`,
  );
  return result;
}

/** The URL of a bench app's embedded PostgreSQL (its port and password from the data folder). */
export function databaseUrlOf(dataDir: string): string {
  const port = Number(postmasterPid(dataDir)[3]);
  const password = fs.readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

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

/**
 * Two years of history for one child (3,000 meals, a few every day up to yesterday), written
 * straight into the database as an import would; returns the child's meal count.
 */
export async function seedHistory(dataDir: string, userId: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrlOf(dataDir) });
  await client.connect();
  await client.query(
    `insert into meals (user_id, meal_type, manual_foods, timestamp)
     select $1, ($2::text[])[1 + i % 4], to_jsonb(array[($3::text[])[1 + i % 10], ($3::text[])[1 + (i * 7) % 10]]),
            now() - (i * interval '1 day' * 730 / 3000) - interval '1 day'
     from generate_series(1, 3000) as i`,
    [userId, MEAL_TYPES, FOODS],
  );
  // Rows written around the app: its kept progress is counted again at the next write.
  await client.query("update users set progress_zone = null where id = $1", [userId]);
  const { rows } = await client.query("select count(*)::int as n from meals where user_id = $1", [
    userId,
  ]);
  await client.end();
  return rows[0].n as number;
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // the process has exited
  }
}

/** CPU time used so far by the embedded PostgreSQL server and all its backends, in ms. */
export function postgresCpuMs(dataDir: string): number {
  // The server's own time plus that of the backends it has reaped (cutime, cstime)...
  const { pid, children } = postgresProcesses(dataDir);
  const reaped = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // ...and that of the backends still running.
  const ticks = Number(reaped[13]) + Number(reaped[14]);
  return [pid, ...children].reduce((sum, p) => sum + cpuMs(p), ticks * 10);
}
