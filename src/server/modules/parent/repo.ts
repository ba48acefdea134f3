import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { sessions, users } from "../../db/schema/index";

/** Stores the parent code's hash. */
export async function saveParentCodeHash(tx: Tx, userId: string, hash: string): Promise<void> {
  await tx.update(users).set({ parentCodeHash: hash }).where(eq(users.id, userId));
}

/** Sets (an ISO instant) or clears (null) the parent mode of one sign-in. */
export async function setSessionParentUntil(
  tx: Tx,
  sid: string,
  until: string | null,
): Promise<void> {
  await tx
    .update(sessions)
    .set({
      sess:
        until === null
          ? sql`${sessions.sess} - 'parentUntil'`
          : sql`jsonb_set(${sessions.sess}, '{parentUntil}', to_jsonb(${until}::text))`,
    })
    .where(eq(sessions.sid, sid));
}

/** Ends parent mode on every other sign-in of the user (after the code changed). */
export async function endOtherParentModes(tx: Tx, userId: string, keepSid: string) {
  await tx
    .update(sessions)
    .set({ sess: sql`${sessions.sess} - 'parentUntil'` })
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, ne(sessions.sid, keepSid)));
}
