import { and, asc, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { drinks } from "../../db/schema/index";
import { type Statement, wholeRowInsert } from "../../db/statements";
import { type InstantRange, within } from "../../lib/day-range";

/** A drink row as stored. */
export type DrinkRow = typeof drinks.$inferSelect;
type NewDrink = typeof drinks.$inferInsert;

const own = (userId: string, id: string) => and(eq(drinks.id, id), eq(drinks.userId, userId));

/**
 * A new drink as it will be stored, every column given, so that its insert can go with the
 * write's closing statement (decision 076): the answer is this row, exactly what is stored.
 */
export function drinkToInsert(values: NewDrink & { id: string; timestamp: Date }): DrinkRow {
  return {
    id: values.id,
    userId: values.userId,
    loggedBy: values.loggedBy ?? null,
    editedBy: values.editedBy ?? null,
    drinkType: values.drinkType,
    drinkName: values.drinkName,
    amountMl: values.amountMl,
    amountCups: values.amountCups ?? 1,
    timestamp: values.timestamp,
  };
}

/** The statement that inserts a drink row as given. */
export const drinkInsertStatement: (row: DrinkRow) => Statement = wholeRowInsert(drinks);

/** One drink of the user, or undefined. */
export async function findDrink(tx: Tx, userId: string, id: string) {
  const [row] = await tx.select().from(drinks).where(own(userId, id));
  return row;
}

/** Updates a drink of the user; undefined when it is not theirs. */
export async function updateDrink(tx: Tx, userId: string, id: string, values: Partial<NewDrink>) {
  const [row] = await tx.update(drinks).set(values).where(own(userId, id)).returning();
  return row;
}

/** Deletes a drink of the user; the deleted row, or undefined. */
export async function deleteDrink(tx: Tx, userId: string, id: string) {
  const [row] = await tx.delete(drinks).where(own(userId, id)).returning();
  return row;
}

/** The user's drinks in a range, oldest first. */
export function drinksBetween(tx: Tx, userId: string, range: InstantRange): Promise<DrinkRow[]> {
  return tx
    .select()
    .from(drinks)
    .where(and(eq(drinks.userId, userId), within(drinks.timestamp, range)))
    .orderBy(asc(drinks.timestamp));
}

/** All the user's drinks, newest first. */
export function allDrinks(tx: Tx, userId: string): Promise<DrinkRow[]> {
  return tx.select().from(drinks).where(eq(drinks.userId, userId)).orderBy(desc(drinks.timestamp));
}
