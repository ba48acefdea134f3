import os from "node:os";
import sharp from "sharp";
import { type Detection, decodeDetections, summariseDetections } from "./coco";
import { MODEL_INPUT_SIZE } from "./model";
import { DetectorPool, RecogniserBusyError } from "./pool";
import type { Recogniser, RecognitionResult } from "./types";

export interface EmbeddedOptions {
  /** Worker threads; default one per core (os.availableParallelism()). */
  workers?: number;
  /** Longest a single photo may take before its worker is replaced (default 30 s). */
  jobTimeoutMs?: number;
  /** Photos allowed to wait for a worker before "busy" (default 32). */
  maxQueue?: number;
}

/** Grey used by YOLO-style letterboxing; the detector sees it as neutral background. */
const LETTERBOX = { r: 114, g: 114, b: 114 };
/** Decoding is refused above this, as in the upload path (a decompression-bomb guard). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Letterboxes a photo into the detector's 512x512 RGB input, keeping its aspect ratio: the model
 * was trained on undistorted images, and on the IFCT bench letterboxing puts the right food in the
 * top three above 0.30 for 10 of 13 photos where stretching (what Human does) manages 4.
 */
export async function toModelInput(image: Buffer): Promise<Uint8Array> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, { fit: "contain", background: LETTERBOX })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Expected RGB pixels, got ${info.channels} channels`);
  return new Uint8Array(data); // a copy the pool may transfer to a worker
}

/**
 * The embedded default: the COCO CenterNet detector of @vladmandic/human on this machine's CPU,
 * in worker threads, so no photo leaves the machine and requests are never blocked.
 */
export class EmbeddedRecogniser implements Recogniser {
  private readonly pool: DetectorPool;

  constructor(options: EmbeddedOptions = {}) {
    this.pool = new DetectorPool({
      size: Math.max(1, options.workers ?? os.availableParallelism()),
      jobTimeoutMs: options.jobTimeoutMs ?? 30_000,
      maxQueue: options.maxQueue ?? 32,
    });
  }

  /** Starts all workers now (otherwise the first photos do); resolves with load times in ms. */
  warmUp(): Promise<number[]> {
    return this.pool.warmUp();
  }

  /** Every detection above 5%, best first (for the bench and for diagnostics). */
  async detect(image: Buffer): Promise<Detection[]> {
    if (this.pool.isFull()) throw new RecogniserBusyError(); // before spending memory on pixels
    return decodeDetections(await this.pool.detect(await toModelInput(image)));
  }

  async recognise(image: Buffer): Promise<RecognitionResult> {
    return summariseDetections(await this.detect(image));
  }

  /** Ends the worker threads. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
