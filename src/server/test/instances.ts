import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../lib/free-port";

/** One app instance run as operators run it: `node --import tsx src/server/main.ts`. */
export type Instance = {
  child: ChildProcess;
  base: string;
  port: number;
  output: () => string;
  /** SIGTERM and wait (SIGKILL if it does not end in time); removes its data folder. */
  stop: () => Promise<void>;
  /** Resolves once the process has ended. */
  exited: () => Promise<void>;
};

/** How long an instance may take to start on a busy machine. */
const START_LIMIT_MS = 90_000;
/** How long a SIGTERM may take before the instance is killed. */
const STOP_LIMIT_MS = 20_000;

/**
 * Starts an instance on a free port with its own data folder (so nothing it needs can come from
 * a folder another instance shares), the environment given, and waits until it listens.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-instance-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_NO_WARNINGS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    out += c.toString();
  });
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const exited = () => ended;
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (out.includes("is running on")) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null || Date.now() - started > START_LIMIT_MS) {
        clearInterval(timer);
        child.kill("SIGKILL");
        reject(new Error(`instance did not start (exit ${child.exitCode}): ${out}`));
      }
    }, 50);
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    port,
    output: () => out,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_LIMIT_MS);
        await ended;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An OpenAI-compatible vision service on loopback that names one food for any photo: the
 * stand-in for a provider outside the machine, so instances do not load the on-device model.
 */
export async function startVisionService(
  food = "pancakes",
): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const content = JSON.stringify({ foods: [{ name: food, confidence: 0.9 }] });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
