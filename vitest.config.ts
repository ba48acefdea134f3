import { defineConfig } from "vitest/config";
import { compiledCatalogues } from "./src/i18n/vite-plugin.ts";

// Three suites: pure rules (no I/O), the server on a real PostgreSQL, and the browser specs
// driving Chromium against the built app.
export default defineConfig({
  test: {
    // One PostgreSQL server and one migrated template for the whole run (see global-setup).
    globalSetup: ["src/server/test/global-setup.ts"],
    projects: [
      {
        // Client code imports the catalogues compiled, as the build does (ADR 071).
        plugins: [compiledCatalogues()],
        test: {
          name: "unit",
          include: [
            "src/i18n/**/*.test.ts",
            "src/domain/**/*.test.ts",
            "src/contracts/**/*.test.ts",
            "src/client/**/*.test.ts",
          ],
          environment: "node",
          // Pure rules and client helpers: no I/O, no globals to reset, so one module graph per
          // worker thread serves every file (the per-file isolation was most of the run).
          pool: "threads",
          isolate: false,
        },
      },
      {
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          fileParallelism: false,
          // A screen waited for may take a while on a busy machine; a poll gives up only then.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
