import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { dailyMissions } from "../../db/schema/index";
import { type Statement, statementTemplate } from "../../db/statements";

/** A mission row as stored. */
export type MissionRow = typeof dailyMissions.$inferSelect;

/** The mission of a local day, creating it on first read (race-free). */
export async function ensureMission(
  tx: Tx,
  values: { userId: string; date: string; mission: string; description: string },
): Promise<MissionRow> {
  await tx.insert(dailyMissions).values(values).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(dailyMissions)
    .where(and(eq(dailyMissions.userId, values.userId), eq(dailyMissions.date, values.date)));
  if (!row) throw new Error("mission row missing after insert");
  return row;
}

/** The mission of a day, if it was ever read. */
export async function missionOfDay(tx: Tx, userId: string, date: string) {
  const [row] = await tx
    .select()
    .from(dailyMissions)
    .where(and(eq(dailyMissions.userId, userId), eq(dailyMissions.date, date)));
  return row;
}

/** One mission of the user, or undefined. */
export async function findMission(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(dailyMissions)
    .where(and(eq(dailyMissions.id, id), eq(dailyMissions.userId, userId)));
  return row;
}

/** Updates a mission row. */
export async function updateMission(
  tx: Tx,
  id: string,
  values: Partial<typeof dailyMissions.$inferInsert>,
) {
  const [row] = await tx
    .update(dailyMissions)
    .set(values)
    .where(eq(dailyMissions.id, id))
    .returning();
  if (!row) throw new Error("mission row missing on update");
  return row;
}

/**
 * Adds what one more meal brings to a day's mission (its flag, the fact and joke), touching
 * the row only when something is still missing: after the day's first breakfast and lunch, a
 * meal leaves the row alone. Returned as a statement, to go with the write's last one.
 */
export function markMissionMeal(
  userId: string,
  date: string,
  meal: { breakfast: boolean; lunch: boolean; fact: string | null; joke: string | null },
): Statement {
  return missionMealMark({ userId, date, ...meal });
}

// One text for every meal (decision 076): a part that does not apply is false by its values.
const missionMealMark = statementTemplate<
  "userId" | "date" | "breakfast" | "lunch" | "fact" | "joke"
>(() => {
  const m = dailyMissions;
  const p = sql.placeholder;
  return sql`update ${m} set
    ${sql.identifier(m.hasLoggedBreakfast.name)} = ${m.hasLoggedBreakfast} or ${p("breakfast")}::boolean,
    ${sql.identifier(m.hasLoggedLunch.name)} = ${m.hasLoggedLunch} or ${p("lunch")}::boolean,
    ${sql.identifier(m.unlockedFact.name)} = coalesce(${m.unlockedFact}, ${p("fact")}::text),
    ${sql.identifier(m.unlockedJoke.name)} = coalesce(${m.unlockedJoke}, ${p("joke")}::text)
    where ${m.userId} = ${p("userId")} and ${m.date} = ${p("date")} and (
      (${m.unlockedFact} is null and ${p("fact")}::text is not null)
      or (${m.unlockedJoke} is null and ${p("joke")}::text is not null)
      or (${p("breakfast")}::boolean and ${m.hasLoggedBreakfast} = false)
      or (${p("lunch")}::boolean and ${m.hasLoggedLunch} = false))`;
});
