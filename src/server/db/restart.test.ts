import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../lib/free-port";
import { isAlive } from "./data-lock";

// The real app as a family runs it: `node --import tsx src/server/main.ts` on a data folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-restart-"));
const started: ChildProcess[] = [];

type Running = { child: ChildProcess; base: string; output: () => string };

async function startApp(taken?: number): Promise<Running> {
  const port = taken ?? (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT: "10000",
      SIGNUP_RATE_LIMIT: "10000",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let out = "";
  child.stdout?.on("data", (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    out += c.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes("is running on")) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`app exited ${child.exitCode}: ${out}`));
      }
    }, 50);
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => out };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

const headers = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };

async function signUp(base: string, username: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username, age: 7, password: "secret123", confirmPassword: "secret123" }),
  });
  return res.status;
}

async function logIn(base: string, username: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username, password: "secret123" }),
  });
  return res.status;
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited(child);
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database across restarts", { timeout: 120_000 }, () => {
  it("keeps data across a SIGTERM stop, which shuts the database down cleanly", async () => {
    const first = await startApp();
    expect(first.output()).toContain("Creating the embedded PostgreSQL database");
    expect(await signUp(first.base, "before_restart")).toBe(201);
    // The app reaches its database through the server's Unix socket, in a folder only the
    // server's user may enter; the loopback port stays open for tools.
    const socketDir = path.join(dataDir, "socket");
    expect(fs.statSync(socketDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(socketDir).some((f) => f.startsWith(".s.PGSQL."))).toBe(true);
    const port = fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
    const admin = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(
        fs.readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim(),
      )}@127.0.0.1:${port.split("\n")[3]}/postgres`,
    });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ local: number; tcp: number }>(
        `select count(*) filter (where client_addr is null)::int as local,
                count(*) filter (where client_addr is not null)::int as tcp
           from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      expect(rows[0]?.local).toBeGreaterThan(0);
      expect(rows[0]?.tcp).toBe(0);
    } finally {
      await admin.end();
    }
    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "app.lock"))).toBe(false);

    const second = await startApp();
    expect(await logIn(second.base, "before_restart")).toBe(200);
    second.child.kill("SIGINT");
    expect(await exited(second.child)).toBe(0);
  });

  it("refuses a second app on the same data folder with a clear message", async () => {
    const first = await startApp();
    await expect(startApp()).rejects.toThrow(/already using the data folder/);
    expect(await logIn(first.base, "before_restart")).toBe(200);
    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);
  });

  it("names a port already taken, and leaves the database stopped", async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) => {
      blocker.listen(0, "127.0.0.1", () => {
        const a = blocker.address();
        resolve(typeof a === "object" && a ? a.port : 0);
      });
    });
    try {
      const attempt = startApp(port);
      await expect(attempt).rejects.toThrow(
        new RegExp(`app exited 1: [\\s\\S]*Port ${port} is already in use by another program`),
      );
      const output = String(await attempt.catch((error: Error) => error.message));
      expect(output).not.toMatch(/housekeeping failed|EADDRINUSE/);
      expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, "app.lock"))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it("recovers after SIGKILL mid-write with every acknowledged write kept", async () => {
    const app = await startApp();
    const acknowledged: string[] = [];
    let n = 0;
    const writers = Array.from({ length: 4 }, async () => {
      while (app.child.exitCode === null && app.child.signalCode === null) {
        const name = `killed_${n++}`;
        try {
          if ((await signUp(app.base, name)) === 201) acknowledged.push(name);
        } catch {
          return; // the connection died with the app
        }
      }
    });
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 10));
    app.child.kill("SIGKILL");
    await exited(app.child);
    await Promise.all(writers);
    const orphan = Number(
      fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
    );
    expect(isAlive(orphan)).toBe(true);

    const again = await startApp();
    expect(isAlive(orphan)).toBe(false);
    const statuses = await Promise.all(acknowledged.map((name) => logIn(again.base, name)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    again.child.kill("SIGTERM");
    expect(await exited(again.child)).toBe(0);
  });
});
