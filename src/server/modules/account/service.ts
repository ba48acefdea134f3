import { and, eq, lte } from "drizzle-orm";
import type { DeleteAccountBody } from "../../../contracts/account";
import type { Db, Tx } from "../../db/client";
import { type AccountRow, accounts } from "../../db/schema/family";
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
 * The password is the signed-in login's: the child's own, or its owner's (ADR 065); a child's
 * own login goes with it. Answers whether the photos are gone already.
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
  return deleteChildren(db, storage, [user]);
}

/**
 * Deletes children (ADR 065): every row of each, their own logins, and their photos (queued in
 * the same transaction, then swept), with `alsoInTx` done in that transaction too (a grown-up's
 * login deleted with the children only it owned). Answers whether the photos are gone already.
 */
export async function deleteChildren(
  db: Db,
  storage: PhotoStorage,
  children: readonly { id: string }[],
  alsoInTx?: (tx: Tx) => Promise<void>,
): Promise<{ photosRemoved: boolean }> {
  const keys = await db.transaction(async (tx) => {
    const known = new Map<string, string[]>();
    for (const child of children) {
      known.set(child.id, await photoKeysOf(tx, child.id));
      const [own] = await tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, child.id), eq(accounts.kind, "child")));
      await deleteRowsOfUser(tx, child, own);
      await tx
        .insert(photoDeletions)
        .values({ ownerId: child.id, nextTryAt: minutesFrom(new Date(), RETRY_FIRST_MINUTES) })
        .onConflictDoNothing();
    }
    if (alsoInTx) await alsoInTx(tx);
    return known;
  });
  let photosRemoved = true;
  for (const [childId, childKeys] of keys) {
    try {
      await sweepPhotosOf(storage, childId, childKeys);
    } catch (error) {
      if (error instanceof PhotoStoreUnavailable) {
        photosRemoved = false;
        continue;
      }
      throw error;
    }
    await db.delete(photoDeletions).where(eq(photoDeletions.ownerId, childId));
  }
  return { photosRemoved };
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
