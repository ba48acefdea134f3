import os from "node:os";
import { Worker } from "node:worker_threads";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** How often the event loop says it is alive. */
const HEARTBEAT_MS = 100;
/** How long a window of recent delays lasts (the health answer's `delayMs` spans one to two). */
const WINDOW_MS = 10_000;
/** Room for the request being run: its id, route and method as JSON. */
const CURRENT_BYTES = 512;

// Shared memory: [0] the last heartbeat (whole ms since the epoch, 0 before the app is ready);
// then the length and UTF-8 bytes of the request that ran last.
const HEARTBEAT = 0;

// The watchdog thread: plain JavaScript, so it runs the same under tsx, vitest and node. It
// writes its line straight to a file descriptor, since the main thread (whose logger would
// write it) is the one that is stuck.
const WATCHDOG_SOURCE = `
const { workerData } = require("node:worker_threads");
const fs = require("node:fs");
const { buffer, blockedMs, fd, pid, hostname, currentOffset } = workerData;
const words = new BigInt64Array(buffer, 0, 2);
const length = new Int32Array(buffer, 16, 1);
const bytes = new Uint8Array(buffer, currentOffset);
const now = () => Math.round(performance.timeOrigin + performance.now());
let reported = -1n;
setInterval(() => {
  const beat = Atomics.load(words, ${HEARTBEAT});
  // Measured like the main thread measures its delay: past the beat that was due.
  const held = now() - Number(beat) - ${HEARTBEAT_MS};
  // 0: not armed yet (the app is starting, which may take a while in one go).
  if (beat === 0n || held < blockedMs || beat === reported) return;
  reported = beat;
  let current = {};
  try {
    current = JSON.parse(Buffer.from(bytes.subarray(0, Atomics.load(length, 0))).toString("utf8"));
  } catch {}
  if (fd !== null) {
    const line = JSON.stringify({
      level: 40,
      time: now(),
      pid,
      hostname,
      ...current,
      blockedMs: held,
      msg: "event loop blocked: no other request is answered until this one lets go",
    });
    try { fs.writeSync(fd, line + "\\n"); } catch {}
  }
}, Math.max(10, Math.min(250, Math.floor(blockedMs / 4))));
`;

/** What the health endpoint tells a supervisor about the event loop. */
export type LoopDelay = {
  /** The longest the loop waited over the last 10 to 20 seconds, in ms. */
  delayMs: number;
  /** The longest it waited since the app started, in ms. */
  maxDelayMs: number;
  /** Whether `delayMs` reached the blocked threshold. */
  blocked: boolean;
};

const now = () => Math.round(performance.timeOrigin + performance.now());

/**
 * Watches the event loop from a thread of its own (ADR 045). When the loop has not turned for
 * `blockedMs`, the watchdog writes a warning naming the route and the request id of the request
 * that ran last (never its values: no URL, no body; ADR 034) while the loop is still stuck, so
 * the log says what froze the server. The loop's recent and longest delays are kept for the
 * health endpoint, so a supervisor can restart an instance that keeps stalling.
 */
export class LoopWatchdog {
  readonly blockedMs: number;
  private readonly buffer = new SharedArrayBuffer(16 + 4 + CURRENT_BYTES);
  private readonly words = new BigInt64Array(this.buffer, 0, 2);
  private readonly length = new Int32Array(this.buffer, 16, 1);
  private readonly bytes = new Uint8Array(this.buffer, 20);
  private readonly encoder = new TextEncoder();
  private readonly worker: Worker;
  private readonly timer: NodeJS.Timeout;
  private last = now();
  private maxMs = 0;
  private windowMs = 0;
  private previousWindowMs = 0;
  private windowStart = now();
  private current: FastifyRequest | undefined;
  private armed = false;

  constructor(options: { blockedMs: number; logFd: number | null }) {
    this.blockedMs = options.blockedMs;
    this.worker = new Worker(WATCHDOG_SOURCE, {
      eval: true,
      workerData: {
        buffer: this.buffer,
        blockedMs: options.blockedMs,
        fd: options.logFd,
        pid: process.pid,
        hostname: os.hostname(),
        currentOffset: 20,
      },
    });
    this.worker.unref();
    this.timer = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  private beat() {
    if (!this.armed) return;
    const at = now();
    const delay = Math.max(0, at - this.last - HEARTBEAT_MS);
    this.last = at;
    Atomics.store(this.words, HEARTBEAT, BigInt(at));
    if (at - this.windowStart >= WINDOW_MS) {
      this.previousWindowMs = this.windowMs;
      this.windowMs = 0;
      this.windowStart = at;
    }
    this.windowMs = Math.max(this.windowMs, delay);
    this.maxMs = Math.max(this.maxMs, delay);
  }

  private describe(request: FastifyRequest | undefined) {
    if (!request) return {};
    return {
      reqId: request.id,
      method: request.method,
      // The route's pattern (/api/meals/:id), never the URL with its values.
      route: request.routeOptions.url ?? "(no route)",
    };
  }

  /** The loop's delays as the health endpoint answers them. */
  delay(): LoopDelay {
    // The health request may come right after a block, before the overdue beat: beat now.
    if (this.armed && now() - this.last >= HEARTBEAT_MS) this.beat();
    const delayMs = Math.max(this.windowMs, this.previousWindowMs);
    return {
      delayMs,
      maxDelayMs: this.maxMs,
      blocked: delayMs >= this.blockedMs,
    };
  }

  /** Notes the request whose code runs now: at each step of its life in the app. */
  private running(request: FastifyRequest) {
    if (this.current === request) return;
    this.current = request;
    const text = JSON.stringify(this.describe(request));
    const written = this.encoder.encodeInto(text, this.bytes).written;
    Atomics.store(this.length, 0, written);
  }

  /** Follows every request of the app through its steps. */
  register(app: FastifyInstance) {
    const note = async (request: FastifyRequest) => this.running(request);
    const noteAndPass = async <P>(request: FastifyRequest, _reply: unknown, payload: P) => {
      this.running(request);
      return payload;
    };
    app.addHook("onRequest", note);
    app.addHook("preParsing", noteAndPass);
    app.addHook("preValidation", note);
    app.addHook("preHandler", note);
    app.addHook("preSerialization", noteAndPass);
    app.addHook("onSend", noteAndPass);
    app.addHook("onReady", async () => this.arm());
    app.addHook("onClose", () => this.close());
  }

  /** Starts watching once the app is ready: starting it takes long stretches on purpose. */
  private arm() {
    this.armed = true;
    this.last = now();
    this.windowStart = this.last;
    Atomics.store(this.words, HEARTBEAT, BigInt(this.last));
  }

  /** Stops the heartbeat and the watchdog thread. */
  async close() {
    clearInterval(this.timer);
    await this.worker.terminate();
  }
}
