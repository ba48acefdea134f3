import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { attemptCounters, trustedDevices } from "../../db/schema/index";

/**
 * Adds one attempt to the key and returns its count in the current window; a key whose window
 * ended starts a new one. One statement, so instances and parallel requests count alike.
 */
export async function countAttempt(tx: Tx, key: string, windowMs: number): Promise<number> {
  return (await countAttemptInWindow(tx, key, windowMs)).count;
}

/** countAttempt, with the milliseconds left in the key's window (the database's clock). */
export async function countAttemptInWindow(
  tx: Tx,
  key: string,
  windowMs: number,
): Promise<{ count: number; msLeft: number }> {
  const ended = sql`${attemptCounters.expiresAt} <= now()`;
  const newExpiry = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await tx
    .insert(attemptCounters)
    .values({ key, count: 1, expiresAt: newExpiry })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${attemptCounters.count} + 1 end`,
        expiresAt: sql`case when ${ended} then ${newExpiry} else ${attemptCounters.expiresAt} end`,
      },
    })
    .returning({
      count: attemptCounters.count,
      msLeft: sql<number>`greatest(0, ceil(extract(epoch from ${attemptCounters.expiresAt} - now()) * 1000))::int`,
    });
  return { count: row?.count ?? 1, msLeft: row?.msLeft ?? windowMs };
}

/** Forgets a key's attempts (after the right password). */
export async function forgetAttempts(tx: Tx, key: string): Promise<void> {
  await tx.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/** Takes one attempt off a key's count in its window (a try that turned out right). */
export async function uncountAttempt(tx: Tx, key: string): Promise<void> {
  await tx
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(eq(attemptCounters.key, key));
}

/** Removes counters whose window ended and devices not seen for their lifetime. */
export async function sweepThrottle(tx: Tx): Promise<number> {
  const counters = await tx
    .delete(attemptCounters)
    .where(lte(attemptCounters.expiresAt, sql`now()`))
    .returning({ key: attemptCounters.key });
  const devices = await tx
    .delete(trustedDevices)
    .where(lte(trustedDevices.expire, sql`now()`))
    .returning({ userId: trustedDevices.userId });
  return counters.length + devices.length;
}

/** Whether the device (by its token's hash) has signed the user in before. */
export async function isTrustedDevice(tx: Tx, tokenHash: string, userId: string) {
  const [row] = await tx
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expire, sql`now()`),
      ),
    );
  return Boolean(row);
}

/** Records (or renews) that the device signed the user in. */
export async function trustDevice(tx: Tx, tokenHash: string, userId: string, expire: Date) {
  await tx
    .insert(trustedDevices)
    .values({ tokenHash, userId, expire })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.userId],
      set: { expire },
    });
}

/** Forgets every device of the user but one (after a password change). */
export async function forgetOtherDevices(tx: Tx, userId: string, keepHash: string | undefined) {
  await tx
    .delete(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        keepHash ? ne(trustedDevices.tokenHash, keepHash) : undefined,
      ),
    );
}
