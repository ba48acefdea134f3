import { Worker } from "node:worker_threads";
import { type DetectorMessage, isDetectorMessage } from "./worker-protocol";

/** The detector queue is full: the caller should answer "try again" rather than wait. */
export class RecogniserBusyError extends Error {
  constructor() {
    super("The food recogniser is busy; try again in a moment");
    this.name = "RecogniserBusyError";
  }
}

export interface DetectorPoolOptions {
  /** Worker threads, each with its own model (about one per core). */
  size: number;
  /** A job taking longer ends its worker (a stuck model must not hold a slot forever). */
  jobTimeoutMs: number;
  /** Jobs waiting beyond this are refused with RecogniserBusyError. */
  maxQueue: number;
}

interface Job {
  pixels: Uint8Array;
  resolve: (rows: Float32Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | undefined;
  /** Resolves with the model load time in ms; rejects if the worker dies first. */
  loaded: Promise<number>;
  loading: boolean;
  settleLoad: { ok: (ms: number) => void; ko: (error: Error) => void };
}

const WORKER_URL = new URL("./embedded-worker.mjs", import.meta.url);

/** A fixed-size pool of detector worker threads, started on first use; the event loop never runs the model. */
export class DetectorPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: DetectorPoolOptions) {}

  /** Starts every worker and resolves with each one's model load time in ms. */
  warmUp(): Promise<number[]> {
    while (!this.closed && this.slots.length < this.options.size) this.spawn();
    return Promise.all(this.slots.map((slot) => slot.loaded));
  }

  /** Whether a new job would be refused as busy (checked before decoding a photo for it). */
  isFull(): boolean {
    return this.queue.length >= this.options.maxQueue;
  }

  /** Runs the detector on 512x512 RGB pixels in a free worker. */
  detect(pixels: Uint8Array): Promise<Float32Array> {
    if (this.closed) return Promise.reject(new Error("The food recogniser is closed"));
    if (this.isFull()) return Promise.reject(new RecogniserBusyError());
    return new Promise((resolve, reject) => {
      this.queue.push({ pixels, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; waiting and running jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error("The food recogniser is closed");
    for (const job of this.queue.splice(0)) job.reject(error);
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.settleLoad.ko(error);
      this.finish(slot, error);
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot =
        this.slots.find((s) => !s.job) ??
        (this.slots.length < this.options.size ? this.spawn() : undefined);
      if (!slot) return;
      const job = this.queue.shift();
      if (!job) return;
      const id = this.nextId++;
      const timer = setTimeout(
        () => this.fail(slot, new Error("Recognition timed out")),
        this.options.jobTimeoutMs,
      );
      slot.job = { ...job, id, timer };
      this.updateRef(slot);
      const { buffer } = job.pixels;
      slot.worker.postMessage(
        { id, pixels: job.pixels },
        buffer instanceof ArrayBuffer ? [buffer] : [],
      );
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    const settleLoad: Slot["settleLoad"] = { ok: () => {}, ko: () => {} };
    const loaded = new Promise<number>((ok, ko) => {
      settleLoad.ok = ok;
      settleLoad.ko = ko;
    });
    loaded.catch(() => {}); // a failed load also fails the job that started the worker
    const slot: Slot = { worker, job: undefined, loaded, loading: true, settleLoad };
    this.slots.push(slot);
    worker.on("message", (message: unknown) => {
      if (isDetectorMessage(message)) this.onMessage(slot, message);
    });
    worker.on("error", (error) => this.fail(slot, error));
    worker.on("exit", (code) => this.fail(slot, new Error(`Recogniser worker exited (${code})`)));
    this.updateRef(slot);
    return slot;
  }

  private onMessage(slot: Slot, message: DetectorMessage): void {
    if (message.type === "ready") {
      slot.loading = false;
      slot.settleLoad.ok(message.loadMs);
      this.updateRef(slot);
    } else if (message.type === "failed") {
      this.fail(slot, new Error(`The food model failed to load: ${message.message}`));
    } else if (slot.job?.id === message.id) {
      const job = slot.job;
      this.finish(slot);
      if (message.type === "result") job.resolve(message.rows);
      else job.reject(new Error(message.message));
      this.dispatch();
    }
  }

  /** Clears a slot's job (rejecting it when an error is given). */
  private finish(slot: Slot, error?: Error): void {
    const job = slot.job;
    slot.job = undefined;
    if (job) {
      clearTimeout(job.timer);
      if (error) job.reject(error);
    }
    this.updateRef(slot);
  }

  /** A worker that crashed, exited or timed out is dropped; the next job starts a fresh one. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    slot.settleLoad.ko(error);
    this.finish(slot, error);
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }

  // Idle workers must not keep the process alive; busy or loading ones must.
  private updateRef(slot: Slot): void {
    if (slot.job || slot.loading) slot.worker.ref();
    else slot.worker.unref();
  }
}
