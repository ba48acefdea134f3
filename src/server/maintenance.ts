import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client";
import { sweepOrphanPhotos } from "./modules/account/retention";
import { sweepSessions } from "./modules/auth/repo";
import { sweepKeys } from "./modules/idempotency/repo";
import { cleanUpUnsavedPhotos } from "./modules/photos/service";
import type { PhotoStorage } from "./modules/photos/storage";
import { sweepThrottle } from "./modules/throttle/repo";

const HOUR_MS = 3_600_000;

/** Hourly housekeeping (README "Retention"): expired sessions, idempotency keys, attempt counts and devices, photos never saved with a meal after a day, and photo files no row knows of. */
export function startMaintenance(app: FastifyInstance, db: Db, storage: PhotoStorage): void {
  const run = async () => {
    try {
      await sweepSessions(db);
      await sweepKeys(db);
      await sweepThrottle(db);
      await cleanUpUnsavedPhotos(db, storage);
      await sweepOrphanPhotos(db, storage);
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
