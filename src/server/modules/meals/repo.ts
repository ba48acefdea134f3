import { and, asc, desc, eq, gte, lt, sql, type WithSubqueryWithoutSelection } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { meals } from "../../db/schema/index";
import { type Statement, wholeRowInsert } from "../../db/statements";
import { type InstantRange, within } from "../../lib/day-range";

/** A meal row as stored. */
export type MealRow = typeof meals.$inferSelect;
/** The columns a new meal needs. */
export type NewMealRow = typeof meals.$inferInsert;

/**
 * A new meal as it will be stored, every column given (none left to a database default), so
 * that its insert can go with the write's closing statement (decision 070): the answer is this
 * row, exactly what the insert writes.
 */
export function mealToInsert(
  values: Partial<NewMealRow> & { id: string; userId: string; mealType: string; timestamp: Date },
  now: Date,
): MealRow {
  return {
    id: values.id,
    userId: values.userId,
    loggedBy: values.loggedBy ?? null,
    editedBy: values.editedBy ?? null,
    mealType: values.mealType,
    photoUrl: values.photoUrl ?? null,
    detectedFoods: values.detectedFoods ?? [],
    manualFoods: values.manualFoods ?? [],
    aiDetectedFoods: values.aiDetectedFoods ?? null,
    aiConfidence: values.aiConfidence ?? 0,
    timestamp: values.timestamp,
    createdAt: values.createdAt ?? now,
  };
}

const mealInsert = wholeRowInsert(meals);

/** The statement that inserts a meal row as given (decision 076). */
export function mealInsertStatement(row: MealRow): Statement {
  return mealInsert({
    ...row,
    detectedFoods: JSON.stringify(row.detectedFoods),
    manualFoods: JSON.stringify(row.manualFoods),
    aiDetectedFoods: row.aiDetectedFoods === null ? null : JSON.stringify(row.aiDetectedFoods),
  });
}

/** Inserts a meal, and in the same statement whatever write goes along (e.g. its points). */
export async function insertMeal(
  tx: Tx,
  values: NewMealRow,
  alongside?: WithSubqueryWithoutSelection<string>,
): Promise<MealRow> {
  const [row] = await (alongside ? tx.with(alongside) : tx)
    .insert(meals)
    .values(values)
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One meal of the user, or undefined (also for another user's meal). */
export async function findMeal(tx: Tx, userId: string, id: string): Promise<MealRow | undefined> {
  const [row] = await tx
    .select()
    .from(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)));
  return row;
}

/** Updates a meal of the user; undefined when it is not theirs. */
export async function updateMeal(
  tx: Tx,
  userId: string,
  id: string,
  values: Partial<NewMealRow>,
): Promise<MealRow | undefined> {
  const [row] = await tx
    .update(meals)
    .set(values)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .returning();
  return row;
}

/** Deletes a meal of the user; the deleted row, or undefined. */
export async function deleteMeal(tx: Tx, userId: string, id: string): Promise<MealRow | undefined> {
  const [row] = await tx
    .delete(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .returning();
  return row;
}

/** The user's meals in a time range, oldest first. */
export function mealsBetween(tx: Tx, userId: string, range: InstantRange): Promise<MealRow[]> {
  return tx
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), within(meals.timestamp, range)))
    .orderBy(asc(meals.timestamp));
}

// Prepared once per pool and reused: today's meals are read on every dashboard refresh.
const betweenQueries = new WeakMap<Db, ReturnType<typeof prepareBetween>>();

function prepareBetween(db: Db) {
  return db
    .select()
    .from(meals)
    .where(
      and(
        eq(meals.userId, sql.placeholder("userId")),
        gte(meals.timestamp, sql.placeholder("from")),
        lt(meals.timestamp, sql.placeholder("to")),
      ),
    )
    .orderBy(asc(meals.timestamp))
    .prepare("meals_between");
}

/** The user's meals in a time range, oldest first, by a statement prepared once. */
export function mealsBetweenPrepared(
  db: Db,
  userId: string,
  range: InstantRange,
): Promise<MealRow[]> {
  let query = betweenQueries.get(db);
  if (!query) {
    query = prepareBetween(db);
    betweenQueries.set(db, query);
  }
  return query.execute({ userId, from: range.from, to: range.to });
}

/** The foods the user logs most (over their last 200 meals), most frequent first. */
export async function frequentFoods(tx: Tx, userId: string, limit: number): Promise<string[]> {
  const rows = await tx.execute<{ food: string }>(sql`
    with recent as (
      select ${meals.detectedFoods} || ${meals.manualFoods} as foods from ${meals}
      where ${meals.userId} = ${userId} order by ${meals.timestamp} desc limit 200
    )
    select min(food) as food from recent, jsonb_array_elements_text(foods) as food
    group by lower(food) order by count(*) desc, lower(food) limit ${limit}`);
  return rows.rows.map((r) => r.food);
}

/** How many meals the user has logged. */
export async function countMeals(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(meals)
    .where(eq(meals.userId, userId));
  return row?.n ?? 0;
}

/** The user's whole meal history, newest first (patterns, export). */
export function allMeals(tx: Tx, userId: string): Promise<MealRow[]> {
  return tx.select().from(meals).where(eq(meals.userId, userId)).orderBy(desc(meals.timestamp));
}
