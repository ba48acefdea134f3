import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { type GraphModel, loadGraphModel } from "@tensorflow/tfjs-converter";
import * as tf from "@tensorflow/tfjs-core";
import { z } from "zod";

/** The detector takes one 512x512 RGB image with 0-255 float values. */
export const MODEL_INPUT_SIZE = 512;
const OUTPUT_NODE = "tower_0/detections";

const require = createRequire(import.meta.url);
// Both packages' `exports` hide their folders; resolve the main entry and walk from there.
const humanDir = path.resolve(path.dirname(require.resolve("@vladmandic/human")), "..");
const wasmDir = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));

/** Where the COCO CenterNet model ships inside @vladmandic/human (JSON graph + f16 weights). */
export const MODEL_FILES = {
  json: path.join(humanDir, "models", "centernet.json"),
  weights: path.join(humanDir, "models", "centernet.bin"),
};

const modelJsonSchema = z.object({
  format: z.string().optional(),
  generatedBy: z.string().optional(),
  convertedBy: z.string().nullable().optional(),
  modelTopology: z.record(z.string(), z.unknown()),
  weightsManifest: z
    .array(
      z.object({
        paths: z.array(z.string()),
        weights: z.array(
          z.object({
            name: z.string(),
            shape: z.array(z.number().int()),
            dtype: z.enum(["float32", "int32", "bool", "string", "complex64"]),
            quantization: z
              .object({
                dtype: z.enum(["uint8", "uint16", "float16"]),
                scale: z.number().optional(),
                min: z.number().optional(),
                original_dtype: z.enum(["float32", "int32", "bool", "string", "complex64"]),
              })
              .optional(),
          }),
        ),
      }),
    )
    .length(1),
});

let backendReady: Promise<void> | undefined;

/** One single-threaded WASM backend per worker thread: the pool is the parallelism. */
function initBackend(): Promise<void> {
  backendReady ??= (async () => {
    setWasmPaths(`${wasmDir}${path.sep}`);
    tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
    tf.enableProdMode();
    if (!(await tf.setBackend("wasm"))) throw new Error("The WASM backend of TensorFlow.js failed");
    await tf.ready();
  })();
  return backendReady;
}

/** Loads the detector from files in node_modules (never from a URL). */
export async function loadDetector(): Promise<GraphModel> {
  await initBackend();
  const [jsonText, weights] = await Promise.all([
    readFile(MODEL_FILES.json, "utf8"),
    readFile(MODEL_FILES.weights),
  ]);
  const json = modelJsonSchema.parse(JSON.parse(jsonText));
  const weightData = weights.buffer.slice(
    weights.byteOffset,
    weights.byteOffset + weights.byteLength,
  );
  return loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest[0].weights,
      weightData,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy ?? undefined,
    }),
  );
}

/** Runs the detector on letterboxed RGB pixels; returns its 100 rows of 6 numbers, flat. */
export async function runDetector(model: GraphModel, pixels: Uint8Array): Promise<Float32Array> {
  const size = MODEL_INPUT_SIZE;
  if (pixels.length !== size * size * 3) throw new Error(`Expected ${size}x${size} RGB pixels`);
  const input = tf.tensor4d(Float32Array.from(pixels), [1, size, size, 3], "float32");
  const output = model.execute(input, OUTPUT_NODE);
  const tensors = Array.isArray(output) ? output : [output];
  try {
    return await tensors[0].data<"float32">();
  } finally {
    tf.dispose([input, ...tensors]);
  }
}
