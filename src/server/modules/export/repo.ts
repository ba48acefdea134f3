import { and, asc, eq, gte, lte, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { drinks, meals, patterns, sleepLogs, tummyChecks } from "../../db/schema/index";
import { within } from "../../lib/day-range";

/** An export's bounds: instants for timed entries, local dates for nights; each end optional. */
export type ExportBounds = {
  from?: Date;
  to?: Date;
  firstNight?: string;
  lastNight?: string;
};

/** The user's diary within the bounds, each list oldest first, and the live patterns. */
export async function diaryForExport(tx: Tx, userId: string, b: ExportBounds) {
  const mealRows = await tx
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), within(meals.timestamp, b)))
    .orderBy(asc(meals.timestamp));
  const checkRows = await tx
    .select()
    .from(tummyChecks)
    .where(and(eq(tummyChecks.userId, userId), within(tummyChecks.timestamp, b)))
    .orderBy(asc(tummyChecks.timestamp));
  const drinkRows = await tx
    .select()
    .from(drinks)
    .where(and(eq(drinks.userId, userId), within(drinks.timestamp, b)))
    .orderBy(asc(drinks.timestamp));
  const nights = [
    ...(b.firstNight ? [gte(sleepLogs.date, b.firstNight)] : []),
    ...(b.lastNight ? [lte(sleepLogs.date, b.lastNight)] : []),
  ];
  const sleepRows = await tx
    .select()
    .from(sleepLogs)
    .where(and(eq(sleepLogs.userId, userId), ...nights))
    .orderBy(asc(sleepLogs.date));
  const patternRows = await tx
    .select()
    .from(patterns)
    .where(and(eq(patterns.userId, userId), ne(patterns.status, "dismissed")))
    .orderBy(asc(patterns.createdAt));
  return { mealRows, checkRows, drinkRows, sleepRows, patternRows };
}
