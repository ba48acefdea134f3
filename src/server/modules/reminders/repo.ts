import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { reminderJobs, reminderSettings } from "../../db/schema/reminders";

export type SettingsRow = typeof reminderSettings.$inferSelect;
export type JobRow = typeof reminderJobs.$inferSelect;
export type NewJob = {
  childId: string;
  kind: string;
  source: "settings" | "case";
  slot?: string | null;
  caseId?: string | null;
  dueAt: Date;
};

export async function settingsOf(db: Tx, childId: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(reminderSettings)
    .where(eq(reminderSettings.childId, childId));
  return row;
}

export async function saveSettings(
  db: Tx,
  values: Omit<typeof reminderSettings.$inferInsert, "updatedAt">,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values(values)
    .onConflictDoUpdate({
      target: reminderSettings.childId,
      set: {
        enabled: values.enabled,
        times: values.times,
        quietFrom: values.quietFrom,
        quietTo: values.quietTo,
        updatedAt: sql`now()`,
      },
    });
}

/** Queues reminders; one already queued for the same child, kind and instant is kept as it is. */
export async function enqueue(db: Tx, jobs: readonly NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(reminderJobs)
    .values(jobs.map((j) => ({ ...j, runAfter: j.dueAt })))
    .onConflictDoNothing();
}

/** Drops a child's reminders not sent yet, of one source. */
export async function dropPending(db: Tx, childId: string, source: "settings" | "case") {
  await db
    .delete(reminderJobs)
    .where(
      and(
        eq(reminderJobs.childId, childId),
        eq(reminderJobs.source, source),
        eq(reminderJobs.state, "pending"),
      ),
    );
}

/** A child's reminders due in a range, in time order. */
export function jobsBetween(db: Tx, childId: string, from: Date, to: Date): Promise<JobRow[]> {
  return db
    .select()
    .from(reminderJobs)
    .where(
      and(
        eq(reminderJobs.childId, childId),
        gte(reminderJobs.dueAt, from),
        lt(reminderJobs.dueAt, to),
      ),
    )
    .orderBy(reminderJobs.dueAt);
}
