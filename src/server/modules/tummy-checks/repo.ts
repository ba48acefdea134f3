import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { tummyChecks } from "../../db/schema/index";
import { type Statement, wholeRowInsert } from "../../db/statements";
import { type InstantRange, within } from "../../lib/day-range";

/** A tummy check row as stored. */
export type TummyCheckRow = typeof tummyChecks.$inferSelect;
type NewTummyCheck = typeof tummyChecks.$inferInsert;

const own = (userId: string, id: string) =>
  and(eq(tummyChecks.id, id), eq(tummyChecks.userId, userId));

/**
 * A new tummy check as it will be stored, every column given, so that its insert can go with
 * the write's closing statement (decision 076): the answer is this row, exactly what is stored.
 */
export function tummyCheckToInsert(
  values: NewTummyCheck & { id: string; timestamp: Date },
  now: Date,
): TummyCheckRow {
  return {
    id: values.id,
    userId: values.userId,
    loggedBy: values.loggedBy ?? null,
    editedBy: values.editedBy ?? null,
    feeling: values.feeling,
    bathroomEvent: values.bathroomEvent ?? null,
    notes: values.notes ?? null,
    reporter: values.reporter ?? "child",
    reporterName: values.reporterName ?? null,
    sameAsId: values.sameAsId ?? null,
    childStoolType: values.childStoolType ?? null,
    feelingScale: values.feelingScale ?? "three-faces",
    alarmSigns: values.alarmSigns ?? [],
    timestamp: values.timestamp,
    createdAt: values.createdAt ?? now,
  };
}

/** The statement that inserts a tummy check row as given. */
export const tummyCheckInsertStatement: (row: TummyCheckRow) => Statement =
  wholeRowInsert(tummyChecks);

/** A check of the user; undefined when it is not theirs. */
export async function findTummyCheck(tx: Tx, userId: string, id: string) {
  const [row] = await tx.select().from(tummyChecks).where(own(userId, id));
  return row;
}

/** The user's checks that noted an alarm sign, oldest first. */
export function tummyChecksWithAlarmSigns(tx: Tx, userId: string): Promise<TummyCheckRow[]> {
  return tx
    .select()
    .from(tummyChecks)
    .where(and(eq(tummyChecks.userId, userId), sql`cardinality(${tummyChecks.alarmSigns}) > 0`))
    .orderBy(asc(tummyChecks.timestamp));
}

/** Updates a check of the user; undefined when it is not theirs. */
export async function updateTummyCheck(
  tx: Tx,
  userId: string,
  id: string,
  values: Partial<NewTummyCheck>,
) {
  if (Object.keys(values).length === 0) {
    const [row] = await tx.select().from(tummyChecks).where(own(userId, id));
    return row;
  }
  const [row] = await tx.update(tummyChecks).set(values).where(own(userId, id)).returning();
  return row;
}

/** The user's checks that rate again the stool of check `id` (its second ratings). */
export function secondRatingsOf(tx: Tx, userId: string, id: string): Promise<TummyCheckRow[]> {
  return tx
    .select()
    .from(tummyChecks)
    .where(and(eq(tummyChecks.userId, userId), eq(tummyChecks.sameAsId, id)));
}

/** Unlinks a second rating from its first: the check is then a stool of its own. */
export async function unlinkSecondRating(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .update(tummyChecks)
    .set({ sameAsId: null })
    .where(own(userId, id))
    .returning();
  return row;
}

/** Deletes a check of the user; the deleted row, or undefined. */
export async function deleteTummyCheck(tx: Tx, userId: string, id: string) {
  const [row] = await tx.delete(tummyChecks).where(own(userId, id)).returning();
  return row;
}

/** The user's checks in a time range, oldest first. */
export function tummyChecksBetween(
  tx: Tx,
  userId: string,
  range: InstantRange,
): Promise<TummyCheckRow[]> {
  return tx
    .select()
    .from(tummyChecks)
    .where(and(eq(tummyChecks.userId, userId), within(tummyChecks.timestamp, range)))
    .orderBy(asc(tummyChecks.timestamp));
}

/** How many checks the user has logged. */
export async function countTummyChecks(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tummyChecks)
    .where(eq(tummyChecks.userId, userId));
  return row?.n ?? 0;
}

/** The user's whole history of checks, newest first (patterns, export). */
export function allTummyChecks(tx: Tx, userId: string): Promise<TummyCheckRow[]> {
  return tx
    .select()
    .from(tummyChecks)
    .where(eq(tummyChecks.userId, userId))
    .orderBy(desc(tummyChecks.timestamp));
}
