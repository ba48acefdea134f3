import { and, asc, eq, gte, inArray, lte, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { accounts } from "../../db/schema/family";
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

/**
 * The names of the grown-ups' logins among the given loggers (ADR 065); a child's own login is
 * left out, so its entries keep the words they had.
 */
export async function grownUpNames(
  tx: Tx,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: accounts.id, name: accounts.username })
    .from(accounts)
    .where(and(inArray(accounts.id, wanted), eq(accounts.kind, "grown-up")));
  return new Map(rows.map((row) => [row.id, row.name]));
}
