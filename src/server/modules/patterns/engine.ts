import { Worker } from "node:worker_threads";
import type {
  PatternFinding,
  PatternMeal,
  PatternTummyCheck,
} from "../../../domain/patterns/types";
import { isEngineReply } from "./engine-protocol";

/** Runs the pattern engine over one user's diary. */
export type DetectPatterns = (
  meals: readonly PatternMeal[],
  checks: readonly PatternTummyCheck[],
) => Promise<PatternFinding[]>;

/** A run taking longer ends the worker (a new one starts for the next run). */
const JOB_TIMEOUT_MS = 30_000;
/** An idle worker ends after this long, giving its memory back (the next run starts a new one). */
const IDLE_MS = 60_000;
const WORKER_URL = new URL("./engine-worker.mjs", import.meta.url);

interface Pending {
  resolve: (findings: PatternFinding[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The pattern engine in a worker thread, so that a long diary (about 25 ms a year of it) never
 * holds up other requests. Started on first use, restarted after a failure, ended after a
 * minute without work; idle, it does not keep the process alive.
 */
export class PatternEngine {
  private worker: Worker | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly idleMs = IDLE_MS) {}

  readonly detect: DetectPatterns = (meals, checks) => {
    if (this.closed) return Promise.reject(new Error("The pattern engine is closed"));
    const worker = this.workerFor();
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new Error("Pattern detection timed out")),
        JOB_TIMEOUT_MS,
      );
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, meals, checks });
    });
  };

  /** Ends the worker; runs still waiting are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.fail(new Error("The pattern engine is closed"));
    await worker?.terminate();
  }

  private workerFor(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL);
    worker.unref();
    worker.on("message", (message: unknown) => {
      if (!isEngineReply(message)) return;
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      clearTimeout(job.timer);
      if (this.pending.size === 0) this.rest(worker);
      if (message.type === "findings") job.resolve(message.findings);
      else job.reject(new Error(`Pattern detection failed: ${message.message}`));
    });
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => {
      if (this.worker === worker) this.fail(new Error(`Pattern engine worker exited (${code})`));
    });
    this.worker = worker;
    return worker;
  }

  /** With nothing to do, the worker no longer keeps the process alive, and ends in a while. */
  private rest(worker: Worker): void {
    worker.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && this.pending.size === 0) {
        this.worker = undefined;
        void worker.terminate();
      }
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** Rejects every waiting run and drops the worker (the next run starts a new one). */
  private fail(error: Error): void {
    const worker = this.worker;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.pending.clear();
    void worker?.terminate();
  }
}
