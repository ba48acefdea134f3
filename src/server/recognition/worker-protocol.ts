/** Main thread -> detector worker: one letterboxed RGB image. */
export interface DetectRequest {
  id: number;
  pixels: Uint8Array;
}

/** Detector worker -> main thread. */
export type DetectorMessage =
  | { type: "ready"; loadMs: number }
  | { type: "failed"; message: string }
  | { type: "result"; id: number; rows: Float32Array }
  | { type: "error"; id: number; message: string };

/** Checks a message read from the port (structured clone carries no types). */
export function isDetectRequest(value: unknown): value is DetectRequest {
  if (typeof value !== "object" || value === null) return false;
  return (
    "id" in value &&
    typeof value.id === "number" &&
    "pixels" in value &&
    value.pixels instanceof Uint8Array
  );
}

/** Checks a message from a worker. */
export function isDetectorMessage(value: unknown): value is DetectorMessage {
  if (typeof value !== "object" || value === null || !("type" in value)) return false;
  switch (value.type) {
    case "ready":
      return "loadMs" in value && typeof value.loadMs === "number";
    case "failed":
      return "message" in value && typeof value.message === "string";
    case "result":
      return "id" in value && "rows" in value && value.rows instanceof Float32Array;
    case "error":
      return "id" in value && "message" in value && typeof value.message === "string";
    default:
      return false;
  }
}
