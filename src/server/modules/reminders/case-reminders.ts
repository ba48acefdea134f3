import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { ReminderKind } from "../../../contracts/reminders";
import { missionCheckHour } from "../../../domain/cases/plan";
import { addDays, combineLocalDateAndTime, localDate } from "../../../domain/local-day";
import type { Db, Tx } from "../../db/client";
import { cases } from "../../db/schema/cases";
import { meals } from "../../db/schema/meals";
import { reminderSettings } from "../../db/schema/reminders";
import { users } from "../../db/schema/users";
import { planOf } from "../cases/presenter";
import { openCaseOf } from "../cases/repo";
import { enqueue, settingsOf } from "./repo";

/** One check the open case asks for, and when. */
export type CaseAsk = { kind: ReminderKind; dueAt: Date; screen: string; caseId: string };

/** How far ahead the case's asks are queued and shown. */
export const CASE_AHEAD_MS = 24 * 3_600_000;
const DEFAULT_EVENING = "19:30";
const DEFAULT_MORNING = "07:30";
/** The case-level advisory lock of the sweep (any fixed number). */
const CASE_SWEEP_LOCK = 7_311_068;

const hhmm = (hour: number) =>
  `${String(Math.floor(hour)).padStart(2, "0")}:${String(Math.round((hour % 1) * 60)).padStart(2, "0")}`;

/**
 * What the open case asks in the next day: the tummy check at the lag's time after each logged
 * serving of the suspect (and at the case mission's hour each case day), the evening check, and
 * the next morning's check-in. Evening and morning follow the family's own bedtime and morning
 * reminder times when they set them.
 */
export async function caseAsks(db: Tx, childId: string, now: Date): Promise<CaseAsk[]> {
  const open = await openCaseOf(db, childId);
  if (!open) return [];
  const [child] = await db
    .select({ zone: users.timeZone })
    .from(users)
    .where(eq(users.id, childId));
  const zone = open.timeZone ?? child?.zone ?? "UTC";
  const plan = planOf(open);
  const settings = await settingsOf(db, childId);
  const chosen = (kind: string) => settings?.times.find((t) => t.kind === kind)?.at;
  const evening = chosen("bedtime") ?? DEFAULT_EVENING;
  const morning = chosen("morning") ?? DEFAULT_MORNING;
  const caseScreen = `/app/cases/${open.id}`;
  const dates = new Set(plan.days.map((d) => d.date));
  const asks: CaseAsk[] = [];
  const today = localDate(now, zone);
  for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
    if (!dates.has(date)) continue;
    const at = (time: string, day = date) => combineLocalDateAndTime(day, time, zone);
    asks.push({
      kind: "tummy-check",
      dueAt: at(hhmm(missionCheckHour(plan.lagWindow))),
      screen: "/app/tummy-check",
      caseId: open.id,
    });
    asks.push({ kind: "tummy-check", dueAt: at(evening), screen: caseScreen, caseId: open.id });
    asks.push({
      kind: "morning",
      dueAt: at(morning, addDays(date, 1)),
      screen: caseScreen,
      caseId: open.id,
    });
  }
  // After each serving of the suspect logged in the last day: a check at the lag's time.
  const lagHours = (plan.lagWindow.from + Math.min(plan.lagWindow.to, 12)) / 2;
  const suspect = open.suspect.toLowerCase();
  const recent = await db
    .select({ at: meals.timestamp, detected: meals.detectedFoods, manual: meals.manualFoods })
    .from(meals)
    .where(
      and(
        eq(meals.userId, childId),
        gte(meals.timestamp, new Date(now.getTime() - CASE_AHEAD_MS)),
        lt(meals.timestamp, new Date(now.getTime() + 60_000)),
      ),
    );
  for (const meal of recent) {
    if (!dates.has(localDate(meal.at, zone))) continue;
    const foods = [...meal.detected, ...meal.manual].map((f) => f.toLowerCase());
    if (!foods.some((f) => f.includes(suspect))) continue;
    const dueAt = new Date(
      meal.at.getTime() + Math.round((lagHours * 3_600_000) / 60_000) * 60_000,
    );
    asks.push({ kind: "tummy-check", dueAt, screen: "/app/tummy-check", caseId: open.id });
  }
  const end = now.getTime() + CASE_AHEAD_MS;
  const seen = new Set<string>();
  return asks
    .filter((a) => a.dueAt.getTime() > now.getTime() && a.dueAt.getTime() <= end)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    .filter((a) => {
      const key = `${a.kind} ${a.dueAt.getTime()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The children this instance found with reminders off, and until when it believes so: a
 * diary write of theirs then queues nothing without reading their settings again. Turning
 * reminders on here forgets it at once; on another instance, the sweep (and this belief's end,
 * a minute later) picks the case's asks up.
 */
const remindersOff = new WeakMap<Tx, Map<string, number>>();
const OFF_BELIEVED_MS = 60_000;
const OFF_REMEMBERED = 50_000;

/** Forgets that a child's reminders were off (they were just set on this instance). */
export function forgetRemindersOff(db: Tx, childId: string): void {
  remindersOff.get(db)?.delete(childId);
}

/**
 * After a diary write: queues the open case's asks of the child when their reminders are on
 * (each once); a child known to have them off costs nothing.
 */
export async function caseRemindersAfterWrite(db: Db, childId: string, now: Date): Promise<void> {
  let off = remindersOff.get(db);
  if (!off) {
    off = new Map();
    remindersOff.set(db, off);
  }
  if ((off.get(childId) ?? 0) > now.getTime()) return;
  if (!(await scheduleCaseRemindersOf(db, childId, now))) {
    if (off.size >= OFF_REMEMBERED) off.clear();
    off.set(childId, now.getTime() + OFF_BELIEVED_MS);
  }
}

/** Queues the open case's asks of one child whose reminders are on (each once); false when off. */
export async function scheduleCaseRemindersOf(
  db: Tx,
  childId: string,
  now: Date,
): Promise<boolean> {
  const settings = await settingsOf(db, childId);
  if (!settings?.enabled) return false;
  const asks = await caseAsks(db, childId, now);
  await enqueue(
    db,
    asks.map((a) => ({
      childId,
      kind: a.kind,
      source: "case" as const,
      caseId: a.caseId,
      dueAt: a.dueAt,
    })),
  );
  return true;
}

/** Queues the asks of every open case whose child has reminders on (one instance at a time). */
export function scheduleCaseReminders(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${CASE_SWEEP_LOCK}) as locked`,
      )
    ).rows;
    if (!row?.locked) return false;
    const children = await tx
      .select({ id: cases.userId })
      .from(cases)
      .innerJoin(reminderSettings, eq(reminderSettings.childId, cases.userId))
      .where(and(eq(cases.status, "open"), eq(reminderSettings.enabled, true)));
    for (const child of children) await scheduleCaseRemindersOf(tx, child.id, now);
    return true;
  });
}
