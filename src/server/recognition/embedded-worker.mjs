// Entry of a detector worker thread. Worker threads do not inherit TypeScript loader hooks: the
// app registers tsx in code (scripts/start.mjs), Vitest transforms only its own thread, and even
// `node --import tsx` leaves workers without them on Node 20. So register tsx here, then load the
// TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./embedded-worker.ts");
