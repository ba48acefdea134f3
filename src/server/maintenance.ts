import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client";
import { sweepSessions } from "./modules/auth/repo";
import { sweepKeys } from "./modules/idempotency/repo";
import { cleanUpUnsavedPhotos } from "./modules/photos/service";
import type { PhotoStorage } from "./modules/photos/storage";

const HOUR_MS = 3_600_000;

/** Hourly housekeeping: expired sessions and idempotency keys, and photos never saved with a meal after a day. */
export function startMaintenance(app: FastifyInstance, db: Db, storage: PhotoStorage): void {
  const run = async () => {
    try {
      await sweepSessions(db);
      await sweepKeys(db);
      await cleanUpUnsavedPhotos(db, storage);
    } catch (err) {
      app.log.warn({ err }, "housekeeping failed; it runs again in an hour");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const start = () => {
    running = run();
  };
  app.addHook("onReady", async () => {
    timer = setInterval(start, HOUR_MS);
    timer.unref();
    start();
  });
  // A run under way finishes before the database closes (a stop right after start included).
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
