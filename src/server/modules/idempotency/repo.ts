import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import { IDEMPOTENCY_WINDOW_HOURS } from "../../../contracts/idempotency";
import type { Tx } from "../../db/client";
import { idempotencyKeys } from "../../db/schema/index";

const window = sql.raw(`interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`);

/** A key's first use, as read under the user's lock. */
export type KeyRow = {
  fingerprint: string;
  status: number | null;
  response: unknown;
  expired: boolean;
};

/** The key's first use, and whether its window has passed; undefined when never used. */
export async function findKey(tx: Tx, userId: string, key: string) {
  const [row] = await tx
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      response: idempotencyKeys.response,
      expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${window}`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * The statement that records a key's first use with its answer (a use past its window is
 * replaced). Run under the user's lock, which every use of the user's keys takes first: the
 * primary key is only a last guard.
 */
export function keyAnswered(
  tx: Tx,
  row: { userId: string; key: string; fingerprint: string; status: number; response: unknown },
): SQL {
  const { fingerprint, status, response } = row;
  return tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint, status, response, createdAt: sql`now()` },
    })
    .getSQL();
}

/** Forgets keys past their window. */
export async function sweepKeys(tx: Tx): Promise<void> {
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${window}`));
}
