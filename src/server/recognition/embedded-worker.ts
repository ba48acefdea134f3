import { parentPort } from "node:worker_threads";
import { loadDetector, runDetector } from "./model";
import { type DetectorMessage, isDetectRequest } from "./worker-protocol";

// A detector worker: loads the model once, then answers one image at a time.
const port = parentPort;
if (!port) throw new Error("embedded-worker runs only as a worker thread");

const post = (message: DetectorMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

const started = performance.now();
const model = loadDetector();
model.then(
  () => post({ type: "ready", loadMs: performance.now() - started }),
  (error: unknown) => post({ type: "failed", message: reason(error) }),
);

port.on("message", async (message: unknown) => {
  if (!isDetectRequest(message)) return;
  try {
    const rows = await runDetector(await model, message.pixels);
    const copy = new Float32Array(rows);
    post({ type: "result", id: message.id, rows: copy }, [copy.buffer]);
  } catch (error) {
    post({ type: "error", id: message.id, message: reason(error) });
  }
});
