import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { dailyMissions } from "../../db/schema/index";

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
