import type { Tx } from "../../db/client";
import { dayCompletions } from "../../db/schema/index";

/**
 * Records a finished local day with its award. The unique index on (user_id, date) decides:
 * of any number of simultaneous calls for one day exactly one inserts, the rest get nothing
 * back (no check-then-insert that two taps could both pass).
 */
export async function recordDayCompletion(
  tx: Tx,
  values: { userId: string; date: string; badgeId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(dayCompletions)
    .values(values)
    .onConflictDoNothing({ target: [dayCompletions.userId, dayCompletions.date] })
    .returning({ id: dayCompletions.id });
  return inserted.length > 0;
}
