// `npm run dev`: the API server with reload on change (port 3000) and the Vite dev server
// with hot reload (port 5173, proxying /api to the server). Ctrl+C stops both.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, NODE_ENV: "development", LOG_LEVEL: process.env.LOG_LEVEL ?? "info" };
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
