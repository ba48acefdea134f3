import type { DeleteAccountBody } from "../../../contracts/account";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import { checkCurrentPassword } from "../auth/service";
import type { PhotoStorage } from "../photos/storage";
import { deleteRowsOfUser, photoKeysOf } from "./repo";

/**
 * Deletes the account after checking its password (a wrong one counts toward the login limit):
 * every row of the user in one transaction, then every photo file, those the database knew and
 * any other the storage holds for the user (a file whose row was never written).
 */
export async function deleteAccount(
  db: Db,
  storage: PhotoStorage,
  user: UserRow,
  body: DeleteAccountBody,
  deviceToken: string | undefined,
): Promise<void> {
  await checkCurrentPassword(db, user, body.password, deviceToken, "password");
  const keys = await db.transaction(async (tx) => {
    const known = await photoKeysOf(tx, user.id);
    await deleteRowsOfUser(tx, user);
    return known;
  });
  await sweepPhotosOf(storage, user.id, keys);
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
