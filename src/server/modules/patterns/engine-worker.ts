import { parentPort } from "node:worker_threads";
import { detectPatterns } from "../../../domain/patterns/detect-patterns";
import type { EngineJob, EngineReply } from "./engine-protocol";

/** Runs the pattern engine on each diary it is sent, one at a time, off the server's event loop. */
parentPort?.on("message", (job: EngineJob) => {
  let reply: EngineReply;
  try {
    reply = { id: job.id, type: "findings", findings: detectPatterns(job.meals, job.checks) };
  } catch (error) {
    reply = { id: job.id, type: "error", message: String(error) };
  }
  parentPort?.postMessage(reply);
});
