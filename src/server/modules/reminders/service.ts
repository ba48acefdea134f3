import type { ReminderSettings, UpcomingReminders } from "../../../contracts/reminders";
import { nextOccurrence, REMINDER_LATE_LIMIT_MS } from "../../../domain/reminders";
import type { Db, Tx } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import {
  CASE_AHEAD_MS,
  caseAsks,
  forgetRemindersOff,
  scheduleCaseRemindersOf,
} from "./case-reminders";
import { SCREEN_OF } from "./messages";
import { dropPending, enqueue, jobsBetween, saveSettings, settingsOf } from "./repo";

const OFF: ReminderSettings = { enabled: false, times: [], quietHours: null };

/** A child's reminder settings (off until a grown-up turns them on). */
export async function reminderSettingsOf(db: Tx, childId: string): Promise<ReminderSettings> {
  const row = await settingsOf(db, childId);
  if (!row) return OFF;
  return {
    enabled: row.enabled,
    times: row.times as ReminderSettings["times"],
    quietHours: row.quietFrom && row.quietTo ? { from: row.quietFrom, to: row.quietTo } : null,
  };
}

/**
 * Saves a child's settings and queues anew what follows from them: the next time of each chosen
 * reminder in the child's zone, and the open case's asks; reminders turned off leave the queue.
 */
export async function setReminderSettings(
  db: Db,
  child: UserRow,
  body: ReminderSettings,
  now = new Date(),
): Promise<ReminderSettings> {
  const saved = await db.transaction(async (tx) => {
    await saveSettings(tx, {
      childId: child.id,
      enabled: body.enabled,
      times: body.times,
      quietFrom: body.quietHours?.from ?? null,
      quietTo: body.quietHours?.to ?? null,
    });
    await dropPending(tx, child.id, "settings");
    await dropPending(tx, child.id, "case");
    if (body.enabled) {
      await enqueue(
        tx,
        body.times.map((t) => ({
          childId: child.id,
          kind: t.kind,
          source: "settings" as const,
          slot: t.at,
          dueAt: nextOccurrence(t.at, child.timeZone, now),
        })),
      );
      await scheduleCaseRemindersOf(tx, child.id, now);
    }
    return reminderSettingsOf(tx, child.id);
  });
  // Set here: a write of the child reads its settings again from now on.
  forgetRemindersOff(db, child.id);
  return saved;
}

const screenOf = (kind: string, source: string, caseId: string | null) =>
  source === "case" && caseId && kind !== "tummy-check"
    ? `/app/cases/${caseId}`
    : (SCREEN_OF[kind as keyof typeof SCREEN_OF] ?? "/app");

/**
 * What will be asked in the next day (the queue's reminders, and the open case's asks even when
 * reminders are off), and the last reminder that came due in the past 30 minutes.
 */
export async function upcomingRemindersOf(
  db: Db,
  childId: string,
  now = new Date(),
): Promise<UpcomingReminders> {
  const jobs = await jobsBetween(
    db,
    childId,
    new Date(now.getTime() - REMINDER_LATE_LIMIT_MS),
    new Date(now.getTime() + CASE_AHEAD_MS),
  );
  const view = (j: (typeof jobs)[number]) => ({
    kind: j.kind as UpcomingReminders["reminders"][number]["kind"],
    source: j.source as "settings" | "case",
    dueAt: j.dueAt.toISOString(),
    screen: screenOf(j.kind, j.source, j.caseId),
  });
  const ahead = jobs.filter((j) => j.dueAt > now && j.state === "pending").map(view);
  const seen = new Set(ahead.map((r) => `${r.kind} ${r.dueAt}`));
  for (const ask of await caseAsks(db, childId, now)) {
    const dueAt = ask.dueAt.toISOString();
    if (seen.has(`${ask.kind} ${dueAt}`)) continue;
    ahead.push({ kind: ask.kind, source: "case", dueAt, screen: ask.screen });
  }
  ahead.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const due = jobs
    .filter(
      (j) =>
        j.dueAt <= now &&
        (j.state === "sent" || j.state === "pending" || j.outcome === "no device"),
    )
    .at(-1);
  return { reminders: ahead, due: due ? view(due) : null };
}
