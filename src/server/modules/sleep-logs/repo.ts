import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { sleepLogs } from "../../db/schema/index";

/** A sleep log row as stored. */
export type SleepLogRow = typeof sleepLogs.$inferSelect;

/** Inserts the log of a night; undefined when that night already has one. */
export async function insertSleepLog(tx: Tx, values: typeof sleepLogs.$inferInsert) {
  const [row] = await tx.insert(sleepLogs).values(values).onConflictDoNothing().returning();
  return row;
}

/** The user's logs of the given nights. */
export function sleepLogsOfNights(tx: Tx, userId: string, dates: string[]): Promise<SleepLogRow[]> {
  return tx
    .select()
    .from(sleepLogs)
    .where(and(eq(sleepLogs.userId, userId), inArray(sleepLogs.date, dates)));
}

/** One log of the user, or undefined. */
export async function findSleepLog(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(sleepLogs)
    .where(and(eq(sleepLogs.id, id), eq(sleepLogs.userId, userId)));
  return row;
}

/** Sets the morning fields of a log of the user. */
export async function updateSleepLog(
  tx: Tx,
  userId: string,
  id: string,
  values: Partial<typeof sleepLogs.$inferInsert>,
) {
  const [row] = await tx
    .update(sleepLogs)
    .set(values)
    .where(and(eq(sleepLogs.id, id), eq(sleepLogs.userId, userId)))
    .returning();
  return row;
}
