import { and, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badges, dayCompletions, meals, userBadges } from "../../db/schema/index";

/** The badge catalogue as stored (seeded from the domain at start). */
export function catalogue(db: Db) {
  return db.select().from(badges);
}

/** The milestone badges a user has, with when each was earned. */
export function milestonesOf(db: Db, userId: string) {
  return db
    .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId));
}

/** The day awards a user has: per award, how many finished days earned it, first and last. */
export function dayAwardsOf(db: Db, userId: string) {
  return db
    .select({
      badgeId: sql<string>`${dayCompletions.badgeId}`,
      timesEarned: sql<number>`count(*)::int`,
      firstAt: sql<Date>`min(${dayCompletions.createdAt})`.mapWith(dayCompletions.createdAt),
      lastAt: sql<Date>`max(${dayCompletions.createdAt})`.mapWith(dayCompletions.createdAt),
    })
    .from(dayCompletions)
    .where(and(eq(dayCompletions.userId, userId), isNotNull(dayCompletions.badgeId)))
    .groupBy(dayCompletions.badgeId);
}

/** How many days the user has finished. */
export async function finishedDayCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dayCompletions)
    .where(eq(dayCompletions.userId, userId));
  return row?.n ?? 0;
}

/** How many of breakfast, lunch and dinner have a meal in [from, to). */
export async function mainMealTypesBetween(
  db: Db,
  userId: string,
  range: { from: Date; to: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${meals.mealType})::int` })
    .from(meals)
    .where(
      and(
        eq(meals.userId, userId),
        inArray(meals.mealType, ["breakfast", "lunch", "dinner"]),
        gte(meals.timestamp, range.from),
        lt(meals.timestamp, range.to),
      ),
    );
  return row?.n ?? 0;
}
