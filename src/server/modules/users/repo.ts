import { and, eq, ne, sql } from "drizzle-orm";
import type { AvatarConfig } from "../../../contracts/auth";
import type { Db, Tx } from "../../db/client";
import { sessions, users } from "../../db/schema/index";
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

/** Replaces the password hash. */
export async function savePasswordHash(tx: Tx, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ends every session of the user except the one with `keepSid`; how many ended. */
export async function endOtherSessions(tx: Tx, userId: string, keepSid: string) {
  const rows = await tx
    .delete(sessions)
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, ne(sessions.sid, keepSid)))
    .returning({ sid: sessions.sid });
  return rows.length;
}
