import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  badges,
  meals,
  patterns,
  pointsLedger,
  tummyChecks,
  userBadges,
  users,
} from "../../db/schema/index";
import { type InstantRange, within } from "../../lib/day-range";

/** What a diary write reads from the user row under its lock (decision 004). */
export type LockedProgress = {
  totalPoints: number;
  mealCount: number;
  tummyCheckCount: number;
  streakStart: string | null;
  streakEnd: string | null;
  progressZone: string | null;
  earned: string[];
};

/**
 * A ledger entry as a common table expression, to be written by the statement that inserts its
 * source (one round trip for the entry and its points).
 */
export function ledgerEntryAlongside(
  tx: Tx,
  entry: { userId: string; points: number; reason: string; sourceId: string },
) {
  return tx.$with("ledger_entry", {}).as(tx.insert(pointsLedger).values(entry).getSQL());
}

/** The net points a source (e.g. "meal:<id>") has given so far. */
export async function pointsOfSource(tx: Tx, userId: string, sourceId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.sourceId, sourceId)));
  return row?.total ?? 0;
}

/** Every local date (YYYY-MM-DD) with a meal, in the zone: the history, read only to recount. */
export async function allMealDays(tx: Tx, userId: string, timeZone: string): Promise<string[]> {
  const day = sql<string>`to_char(${meals.timestamp} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await tx.selectDistinct({ day }).from(meals).where(eq(meals.userId, userId));
  return rows.map((r) => r.day);
}

/** The meal types logged on one local day (an index range of that day only). */
export async function mealTypesOn(tx: Tx, userId: string, range: InstantRange): Promise<string[]> {
  const rows = await tx
    .select({ mealType: meals.mealType })
    .from(meals)
    .where(and(eq(meals.userId, userId), within(meals.timestamp, range)));
  return rows.map((r) => r.mealType);
}

/** Local dates (YYYY-MM-DD) with a meal in the last `days` days, in the user's zone. */
export async function mealDays(
  tx: Tx,
  userId: string,
  timeZone: string,
  days: number,
): Promise<string[]> {
  const day = sql<string>`to_char(${meals.timestamp} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await tx
    .selectDistinct({ day })
    .from(meals)
    .where(
      and(
        eq(meals.userId, userId),
        sql`${meals.timestamp} > now() - make_interval(days => ${days})`,
      ),
    );
  return rows.map((r) => r.day);
}

/** Which counts a badge check still needs (earned badges need none). */
export type CountsNeeded = {
  meals: boolean;
  tummyChecks: boolean;
  patterns: boolean;
  mealMasterDay: boolean;
};

/** The counts the milestone rules read; the ones not needed come back as 0 / false unread. */
export async function diaryCounts(tx: Tx, userId: string, timeZone: string, needed: CountsNeeded) {
  const nothing = {
    mealCount: 0,
    tummyCheckCount: 0,
    confirmedPatterns: 0,
    hasBreakfastLunchDinnerDay: false,
  };
  if (!Object.values(needed).some(Boolean)) return nothing;
  const none = sql<number>`0`;
  const bld = sql<boolean>`exists (
    select 1 from ${meals} where ${meals.userId} = ${userId}
      and ${meals.mealType} in ('breakfast', 'lunch', 'dinner')
    group by (${meals.timestamp} at time zone ${timeZone})::date
    having count(distinct ${meals.mealType}) = 3)`;
  const [row] = await tx
    .select({
      mealCount: needed.meals
        ? sql<number>`(select count(*)::int from ${meals} where ${meals.userId} = ${userId})`
        : none,
      tummyCheckCount: needed.tummyChecks
        ? sql<number>`(select count(*)::int from ${tummyChecks} where ${tummyChecks.userId} = ${userId} and ${tummyChecks.reporter} = 'child')`
        : none,
      confirmedPatterns: needed.patterns
        ? sql<number>`(select count(*)::int from ${patterns} where ${patterns.userId} = ${userId} and ${patterns.status} = 'confirmed')`
        : none,
      hasBreakfastLunchDinnerDay: needed.mealMasterDay ? bld : sql<boolean>`false`,
    })
    .from(sql`(select 1) as one`);
  return row ?? nothing;
}

/** A badge of the catalogue. */
export type BadgeRow = typeof badges.$inferSelect;

// The catalogue is written by the seed and never by the app: read once per process, and again
// only for an id it does not hold.
const catalogue = new Map<string, BadgeRow>();

/** The catalogue's badges of these ids. */
export async function badgeRows(tx: Tx, badgeIds: string[]): Promise<BadgeRow[]> {
  if (badgeIds.some((id) => !catalogue.has(id))) {
    for (const row of await tx.select().from(badges)) catalogue.set(row.id, row);
  }
  return badgeIds.flatMap((id) => catalogue.get(id) ?? []);
}

/** The statement that records badges as earned (once each: under the lock they are new). */
export function userBadgesEarned(tx: Tx, userId: string, badgeIds: string[]): SQL {
  return tx
    .insert(userBadges)
    .values(badgeIds.map((badgeId) => ({ userId, badgeId })))
    .onConflictDoNothing()
    .getSQL();
}

/** Writes the derived totals and the kept progress on the user row. */
export async function updateProgress(
  tx: Tx,
  userId: string,
  progress: {
    totalPoints: number;
    level: number;
    currentStreak: number;
    mealCount: number;
    tummyCheckCount: number;
    streakStart: string | null;
    streakEnd: string | null;
    progressZone: string | null;
  },
) {
  await tx.update(users).set(progress).where(eq(users.id, userId));
}
