import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./db/bootstrap";
import { checkPhotoBucket } from "./modules/photos/stores";

/** Reads the configuration, opens the database, serves, and shuts down in order on a signal. */
async function main() {
  const config = loadConfig();
  const say = (m: string) => {
    if (config.logLevel !== "silent") console.log(m);
  };
  // A bucket the settings cannot reach is named now; a store that is down may come back.
  const bucket = await checkPhotoBucket(config);
  if (bucket?.settings) throw new Error(`Photo storage (PHOTO_BUCKET): ${bucket.problem}.`);
  if (bucket) console.warn(`Photo storage (PHOTO_BUCKET): ${bucket.problem}; photos wait for it.`);
  const database = await openConfiguredDatabase(config, say);
  const app = await buildApp({ config, db: database.db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received: stopping...`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The app was made ready (housekeeping started): close it before its database.
    await app.close().catch(() => undefined);
    await database.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new Error(
        `Port ${config.port} is already in use by another program: stop it, or start with another port (PORT=${config.port + 1} npm start).`,
      );
    }
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shown =
    config.host === "127.0.0.1" || config.host === "0.0.0.0" ? "localhost" : config.host;
  say(`Tummy Detective is running on http://${shown}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
