// Entry of the pattern engine's worker thread. Worker threads do not inherit TypeScript loader
// hooks (see src/server/recognition/embedded-worker.mjs): register tsx, then load the worker.
import { register } from "tsx/esm/api";

register();
await import("./engine-worker.ts");
