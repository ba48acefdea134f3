import { and, eq, ne, sql } from "drizzle-orm";
import type { AvatarConfig } from "../../../contracts/auth";
import type { Db, Tx } from "../../db/client";
import { accounts, sessions, users } from "../../db/schema/index";
import type { UserRow } from "../../db/schema/users";

/** Writes the user's avatar; the updated row. */
export async function saveAvatar(db: Db, userId: string, avatarConfig: AvatarConfig) {
  const [row] = await db
    .update(users)
    .set({ avatarConfig })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Writes the given profile fields (email, age); the updated row. */
export async function saveProfile(
  db: Db,
  userId: string,
  fields: { email?: string; age?: number },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(fields).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * Replaces the password hash if it is still the one the current code was checked against
 * (compare-and-set): the update locks the row, so of two changes at once the second waits for
 * the first, then finds another hash and changes nothing. True when it was replaced.
 */
export async function savePasswordHash(
  tx: Tx,
  accountId: string,
  checkedHash: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await tx
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.id, accountId), eq(accounts.passwordHash, checkedHash)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Ends every session of the user except the one with `keepSid`; how many ended. */
export async function endOtherSessions(tx: Tx, userId: string, keepSid: string) {
  const rows = await tx
    .delete(sessions)
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, ne(sessions.sid, keepSid)))
    .returning({ sid: sessions.sid });
  return rows.length;
}
