import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client";
import { sweepOrphanPhotos } from "./modules/account/retention";
import { PHOTO_DELETION_POLL_MS, retryPhotoDeletions } from "./modules/account/service";
import { sweepSessions } from "./modules/auth/repo";
import { sweepJoinCodes } from "./modules/family/repo";
import { sweepKeys } from "./modules/idempotency/repo";
import { cleanUpUnsavedPhotos } from "./modules/photos/service";
import type { PhotoStorage } from "./modules/photos/storage";
import { sweepThrottle } from "./modules/throttle/repo";

const HOUR_MS = 3_600_000;
/** The advisory lock of the hourly housekeeping (any fixed number). */
const HOUSEKEEPING_LOCK = 7_311_025;

/**
 * One round of housekeeping, by one instance at a time: an instance that finds another one at
 * it skips the round (false). Each sweep is safe twice; the lock saves doing the work twice.
 */
export function houseKeep(db: Db, storage: PhotoStorage): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as locked`,
      )
    ).rows;
    if (!row?.locked) return false;
    await sweepSessions(tx);
    await sweepKeys(tx);
    await sweepThrottle(tx);
    await sweepJoinCodes(tx);
    await cleanUpUnsavedPhotos(tx, storage);
    await sweepOrphanPhotos(tx, storage);
    return true;
  });
}

/** Hourly housekeeping (README "Retention"): expired sessions, idempotency keys, attempt counts and devices, join codes a day past their hour, photos never saved with a meal after a day, and photo files no row knows of (one instance at a time). */
export function startMaintenance(app: FastifyInstance, db: Db, storage: PhotoStorage): void {
  const run = async () => {
    try {
      await houseKeep(db, storage);
    } catch (err) {
      app.log.warn({ err }, "housekeeping failed; it runs again in an hour");
    }
  };
  // Photos of deleted accounts that the store could not take at the time: every minute.
  const retryDeletions = async () => {
    try {
      await retryPhotoDeletions(db, storage);
    } catch (err) {
      app.log.warn({ err }, "removing a deleted account's photos failed; it is tried again");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let deletionTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let retrying: Promise<void> = Promise.resolve();
  const start = () => {
    running = run();
  };
  const startRetry = () => {
    retrying = retrying.then(retryDeletions);
  };
  app.addHook("onReady", async () => {
    timer = setInterval(start, HOUR_MS);
    timer.unref();
    deletionTimer = setInterval(startRetry, PHOTO_DELETION_POLL_MS);
    deletionTimer.unref();
    start();
  });
  // A run under way finishes before the database closes (a stop right after start included).
  app.addHook("onClose", async () => {
    clearInterval(timer);
    clearInterval(deletionTimer);
    await running;
    await retrying;
  });
}
