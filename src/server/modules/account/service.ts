import { eq, lte } from "drizzle-orm";
import type { DeleteAccountBody } from "../../../contracts/account";
import type { Db } from "../../db/client";
import type { AccountRow } from "../../db/schema/family";
import { photoDeletions } from "../../db/schema/index";
import type { UserRow } from "../../db/schema/users";
import { checkCurrentPassword } from "../auth/service";
import { type PhotoStorage, PhotoStoreUnavailable } from "../photos/storage";
import { deleteRowsOfUser, photoKeysOf } from "./repo";

/** Minutes before the first retry of a deleted account's photos, doubled each time up to the cap. */
const RETRY_FIRST_MINUTES = 1;
/** The longest wait between two tries (README "Retention": minutes, not a day). */
export const RETRY_MAX_MINUTES = 15;
/** How often an instance looks for photo deletions due (each instance: the rows are locked). */
export const PHOTO_DELETION_POLL_MS = 60_000;

/** Minutes until the next try after `attempts` failed ones: 1, 2, 4, 8, 15, 15... */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(RETRY_FIRST_MINUTES * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MINUTES);
}

/**
 * Deletes the account after checking its password (a wrong one counts toward the login limit):
 * every row of the user in one transaction, which also queues the removal of the account's
 * photos; then every photo, those the database knew and any other the store holds for the user.
 * A photo store that is down does not undo or refuse the deletion: the rows are gone, the photos
 * wait in the queue and are removed within minutes of the store's return (retryPhotoDeletions).
 * Answers whether the photos are gone already.
 */
export async function deleteAccount(
  db: Db,
  storage: PhotoStorage,
  user: UserRow,
  login: AccountRow,
  body: DeleteAccountBody,
  deviceToken: string | undefined,
): Promise<{ photosRemoved: boolean }> {
  await checkCurrentPassword(db, login, body.password, deviceToken, "password");
  const keys = await db.transaction(async (tx) => {
    const known = await photoKeysOf(tx, user.id);
    await deleteRowsOfUser(tx, user, login);
    await tx
      .insert(photoDeletions)
      .values({ ownerId: user.id, nextTryAt: minutesFrom(new Date(), RETRY_FIRST_MINUTES) })
      .onConflictDoNothing();
    return known;
  });
  try {
    await sweepPhotosOf(storage, user.id, keys);
  } catch (error) {
    if (error instanceof PhotoStoreUnavailable) return { photosRemoved: false };
    throw error;
  }
  await db.delete(photoDeletions).where(eq(photoDeletions.ownerId, user.id));
  return { photosRemoved: true };
}

/** Deletes the given photos and any other file the storage holds for the user. */
export async function sweepPhotosOf(
  storage: PhotoStorage,
  userId: string,
  keys: readonly string[],
): Promise<number> {
  let deleted = 0;
  for (const key of keys) if (await storage.delete(userId, key)) deleted += 1;
  return deleted + (await storage.deleteAllOf(userId));
}

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Removes the photos of deleted accounts whose time to try has come. Each row is taken by one
 * instance (SKIP LOCKED); a store still down puts it back with a longer wait and ends the round.
 * Answers how many accounts' photos were removed, and whether one had to wait again.
 */
export async function retryPhotoDeletions(
  db: Db,
  storage: PhotoStorage,
  now = new Date(),
): Promise<{ removed: number; waiting: number }> {
  let removed = 0;
  let waiting = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(photoDeletions)
        .where(lte(photoDeletions.nextTryAt, now))
        .orderBy(photoDeletions.nextTryAt)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return "none" as const;
      try {
        await storage.deleteAllOf(due.ownerId);
      } catch (error) {
        if (!(error instanceof PhotoStoreUnavailable)) throw error;
        const attempts = due.attempts + 1;
        await tx
          .update(photoDeletions)
          .set({ attempts, nextTryAt: minutesFrom(now, retryDelayMinutes(attempts)) })
          .where(eq(photoDeletions.ownerId, due.ownerId));
        return "waiting" as const;
      }
      await tx.delete(photoDeletions).where(eq(photoDeletions.ownerId, due.ownerId));
      return "removed" as const;
    });
    if (outcome === "none") return { removed, waiting };
    if (outcome === "removed") removed += 1;
    else {
      // The store is still down: the others due wait for the next round, not a timeout each.
      waiting += 1;
      return { removed, waiting };
    }
  }
}
