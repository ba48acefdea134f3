import { and, eq, lt, sql } from "drizzle-orm";
import { IDEMPOTENCY_WINDOW_HOURS } from "../../../contracts/idempotency";
import type { Tx } from "../../db/client";
import { idempotencyKeys } from "../../db/schema/index";

const window = sql.raw(`interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`);

/**
 * Claims a key for this transaction: true when it is ours (new, or its last use expired).
 * A concurrent claim of the same key waits here until the first transaction ends, then sees
 * its row: the primary key, not a read before the write, is what keeps one create.
 */
export async function claimKey(
  tx: Tx,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint, status: null, response: null, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - ${window}`),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The key's first use: what it was sent with and what it answered. */
export async function findKey(tx: Tx, userId: string, key: string) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Records the answer of the create that claimed the key. */
export async function saveAnswer(
  tx: Tx,
  userId: string,
  key: string,
  answer: { status: number; response: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets keys past their window. */
export async function sweepKeys(tx: Tx): Promise<void> {
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${window}`));
}
