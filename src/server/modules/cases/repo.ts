import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { cases } from "../../db/schema/index";

/** A case row as stored. */
export type CaseRow = typeof cases.$inferSelect;

/** The user's cases, newest first. */
export function casesOf(tx: Tx, userId: string): Promise<CaseRow[]> {
  return tx.select().from(cases).where(eq(cases.userId, userId)).orderBy(desc(cases.createdAt));
}

/** The user's open case, if any. */
export async function openCaseOf(tx: Tx, userId: string): Promise<CaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.userId, userId), eq(cases.status, "open")));
  return row;
}

/** One case of the user, locked for the transaction, or undefined. */
export async function findCaseForUpdate(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), eq(cases.userId, userId)))
    .for("update");
  return row;
}

/** Inserts a case; undefined when another case is already open (the partial unique index). */
export async function insertCase(tx: Tx, values: typeof cases.$inferInsert) {
  const [row] = await tx.insert(cases).values(values).onConflictDoNothing().returning();
  return row;
}

/** Updates a case of the user. */
export async function updateCase(
  tx: Tx,
  userId: string,
  id: string,
  values: Partial<typeof cases.$inferInsert>,
): Promise<CaseRow> {
  const [row] = await tx
    .update(cases)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cases.id, id), eq(cases.userId, userId)))
    .returning();
  return row;
}
