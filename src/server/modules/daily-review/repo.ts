import { and, eq, gt } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { dayCompletions } from "../../db/schema/index";

/** True when a day the user finished has not ended yet at `now` (in the zone it was finished in). */
export async function finishedDayOpenAt(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: dayCompletions.id })
    .from(dayCompletions)
    .where(and(eq(dayCompletions.userId, userId), gt(dayCompletions.endsAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** True when the user has finished that local day. */
export async function dayFinished(tx: Tx, userId: string, date: string): Promise<boolean> {
  const rows = await tx
    .select({ id: dayCompletions.id })
    .from(dayCompletions)
    .where(and(eq(dayCompletions.userId, userId), eq(dayCompletions.date, date)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records a finished local day with its award. The unique index on (user_id, date) decides:
 * of any number of simultaneous calls for one day exactly one inserts, the rest get nothing
 * back (no check-then-insert that two taps could both pass).
 */
export async function recordDayCompletion(
  tx: Tx,
  values: { userId: string; date: string; badgeId: string; endsAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(dayCompletions)
    .values(values)
    .onConflictDoNothing({ target: [dayCompletions.userId, dayCompletions.date] })
    .returning({ id: dayCompletions.id });
  return inserted.length > 0;
}
