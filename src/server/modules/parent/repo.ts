import { and, eq, like, ne, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { attemptCounters, sessions, users } from "../../db/schema/index";

/** Stores the parent code's hash. */
export async function saveParentCodeHash(tx: Tx, userId: string, hash: string): Promise<void> {
  await tx.update(users).set({ parentCodeHash: hash }).where(eq(users.id, userId));
}

/** Removes the parent code (the operator's reset of a forgotten one). */
export async function clearParentCodeHash(tx: Tx, userId: string): Promise<void> {
  await tx.update(users).set({ parentCodeHash: null }).where(eq(users.id, userId));
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

/** Ends parent mode on every other sign-in of the user (after the code changed; "" for all). */
export async function endOtherParentModes(tx: Tx, userId: string, keepSid: string) {
  await tx
    .update(sessions)
    .set({ sess: sql`${sessions.sess} - 'parentUntil'` })
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, ne(sessions.sid, keepSid)));
}

/** Forgets every count of wrong parent codes of the user, the account's and each device's. */
export async function forgetParentCodeAttempts(tx: Tx, userId: string): Promise<void> {
  await tx
    .delete(attemptCounters)
    .where(
      or(
        eq(attemptCounters.key, `parent-code:${userId}`),
        like(attemptCounters.key, `parent-code:${userId}:%`),
      ),
    );
}
