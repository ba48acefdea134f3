import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import {
  REMINDER_KINDS,
  REMINDERS_PER_DAY_MAX,
  type ReminderKind,
} from "../../../contracts/reminders";
import { addDays, localDate, localTime, startOfLocalDay } from "../../../domain/local-day";
import { suggestMealType } from "../../../domain/meal-types";
import { isQuietInstant, nextOccurrence, REMINDER_LATE_LIMIT_MS } from "../../../domain/reminders";
import { nightOf } from "../../../domain/sleep";
import type { Db, Tx } from "../../db/client";
import { dayCompletions } from "../../db/schema/game";
import { meals } from "../../db/schema/meals";
import { reminderJobs, reminderSettings } from "../../db/schema/reminders";
import { sleepLogs } from "../../db/schema/sleep-logs";
import { tummyChecks } from "../../db/schema/tummy-checks";
import { users } from "../../db/schema/users";
import { recipientsOfChild } from "../push/recipients";
import { deleteEndpoints, type SubscriptionRow, subscriptionsOf } from "../push/repo";
import type { PushSender, SendOutcome } from "../push/sender";
import { reminderMessage, SCREEN_OF } from "./messages";
import { enqueue, type JobRow, type SettingsRow } from "./repo";

/** How many due reminders one transaction takes. */
export const REMINDER_BATCH = 50;
/** Tries of a reminder whose push service failed, and the waits between them. */
const MAX_ATTEMPTS = 4;
const BACKOFF_MS = [30_000, 120_000, 480_000];

type Final = { state: "sent" | "skipped" | "dropped" | "failed"; outcome: string | null };
type Decision = Final | { state: "send" };

const isKind = (kind: string): kind is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(kind);

/** Whether what the reminder asks for is already in the diary (then it is not sent). */
async function alreadyLogged(tx: Tx, job: JobRow, zone: string): Promise<boolean> {
  const day = localDate(job.dueAt, zone);
  const dayStart = startOfLocalDay(day, zone);
  const dayEnd = startOfLocalDay(addDays(day, 1), zone);
  switch (job.kind) {
    case "meal": {
      const mealType = suggestMealType(localTime(job.dueAt, zone));
      const [row] = await tx
        .select({ n: count() })
        .from(meals)
        .where(
          and(
            eq(meals.userId, job.childId),
            eq(meals.mealType, mealType),
            gte(meals.timestamp, dayStart),
            lt(meals.timestamp, dayEnd),
          ),
        );
      return (row?.n ?? 0) > 0;
    }
    case "bedtime": {
      const [row] = await tx
        .select({ n: count() })
        .from(sleepLogs)
        .where(
          and(eq(sleepLogs.userId, job.childId), eq(sleepLogs.date, nightOf(job.dueAt, zone))),
        );
      return (row?.n ?? 0) > 0;
    }
    case "finish-day": {
      const [row] = await tx
        .select({ n: count() })
        .from(dayCompletions)
        .where(and(eq(dayCompletions.userId, job.childId), eq(dayCompletions.date, day)));
      return (row?.n ?? 0) > 0;
    }
    case "tummy-check": {
      // A check in the hour before is the one asked for.
      const [row] = await tx
        .select({ n: count() })
        .from(tummyChecks)
        .where(
          and(
            eq(tummyChecks.userId, job.childId),
            gte(tummyChecks.timestamp, new Date(job.dueAt.getTime() - 3_600_000)),
            lt(tummyChecks.timestamp, new Date(job.dueAt.getTime() + 60_000)),
          ),
        );
      return (row?.n ?? 0) > 0;
    }
    default:
      return false;
  }
}

/** How many reminders the child was sent on the local day of an instant. */
async function sentOnDay(tx: Tx, childId: string, instant: Date, zone: string): Promise<number> {
  const day = localDate(instant, zone);
  const [row] = await tx
    .select({ n: count() })
    .from(reminderJobs)
    .where(
      and(
        eq(reminderJobs.childId, childId),
        eq(reminderJobs.state, "sent"),
        gte(reminderJobs.dueAt, startOfLocalDay(day, zone)),
        lt(reminderJobs.dueAt, startOfLocalDay(addDays(day, 1), zone)),
      ),
    );
  return row?.n ?? 0;
}

async function decide(
  tx: Tx,
  job: JobRow,
  now: Date,
  settings: SettingsRow | undefined,
  zone: string,
): Promise<Decision> {
  if (now.getTime() - job.dueAt.getTime() > REMINDER_LATE_LIMIT_MS) {
    return { state: "dropped", outcome: "more than 30 minutes late" };
  }
  if (!isKind(job.kind)) return { state: "skipped", outcome: "unknown kind" };
  if (!settings?.enabled) return { state: "skipped", outcome: "reminders off" };
  if (
    job.source === "settings" &&
    !settings.times.some((t) => t.kind === job.kind && t.at === job.slot)
  ) {
    return { state: "skipped", outcome: "time changed" };
  }
  const quiet =
    settings.quietFrom && settings.quietTo
      ? { from: settings.quietFrom, to: settings.quietTo }
      : null;
  if (isQuietInstant(job.dueAt, zone, quiet)) return { state: "skipped", outcome: "quiet hours" };
  if (job.attempts === 0 && (await alreadyLogged(tx, job, zone))) {
    return { state: "skipped", outcome: "already logged" };
  }
  if (
    job.attempts === 0 &&
    (await sentOnDay(tx, job.childId, job.dueAt, zone)) >= REMINDERS_PER_DAY_MAX
  ) {
    return { state: "skipped", outcome: "daily limit" };
  }
  return { state: "send" };
}

/**
 * One round of the queue: takes up to REMINDER_BATCH reminders due by `now` that no other
 * transaction holds (FOR UPDATE SKIP LOCKED), decides each (too late, off, quiet, already
 * logged, the day's limit), sends the rest and writes every outcome in the same transaction.
 * Two instances never take one row; a process killed before its commit releases its rows to
 * the next round, so each reminder is sent once. Answers how many it took.
 */
export async function processDueReminders(
  db: Db,
  sender: PushSender,
  now = new Date(),
  batch = REMINDER_BATCH,
): Promise<number> {
  return db.transaction(async (tx) => {
    const jobs = await tx
      .select()
      .from(reminderJobs)
      .where(and(eq(reminderJobs.state, "pending"), sql`${reminderJobs.runAfter} <= ${now}`))
      .orderBy(reminderJobs.runAfter)
      .limit(batch)
      .for("update", { skipLocked: true });
    if (jobs.length === 0) return 0;
    const childIds = [...new Set(jobs.map((j) => j.childId))];
    const children = new Map(
      (
        await tx
          .select({ id: users.id, name: users.username, zone: users.timeZone })
          .from(users)
          .where(inArray(users.id, childIds))
      ).map((c) => [c.id, c]),
    );
    const settings = new Map(
      (
        await tx.select().from(reminderSettings).where(inArray(reminderSettings.childId, childIds))
      ).map((s) => [s.childId, s]),
    );

    const finals = new Map<number, Final & { retry?: { endpoints: string[] } }>();
    const sends: { job: JobRow; subscriptions: SubscriptionRow[] }[] = [];
    for (const job of jobs) {
      const child = children.get(job.childId);
      const zone = child?.zone ?? "UTC";
      const decision = await decide(tx, job, now, settings.get(job.childId), zone);
      if (decision.state !== "send") {
        finals.set(job.id, decision);
        continue;
      }
      const accounts = await recipientsOfChild(tx, job.childId);
      let subscriptions = await subscriptionsOf(tx, accounts);
      if (job.retryEndpoints) {
        const wanted = new Set(job.retryEndpoints);
        subscriptions = subscriptions.filter((s) => wanted.has(s.endpoint));
      }
      if (subscriptions.length === 0) {
        finals.set(job.id, { state: "skipped", outcome: "no device" });
        continue;
      }
      sends.push({ job, subscriptions });
    }

    // Every device of every reminder at once, a few at a time (the push services are slow).
    const flat = sends.flatMap(({ job, subscriptions }) => subscriptions.map((s) => ({ job, s })));
    const outcomes: SendOutcome[] = new Array(flat.length);
    let next = 0;
    const lane = async () => {
      while (next < flat.length) {
        const i = next++;
        const { job, s } = flat[i] as (typeof flat)[number];
        const child = children.get(job.childId);
        const kind = job.kind as ReminderKind;
        const screen =
          job.source === "case" && job.caseId && kind !== "tummy-check"
            ? `/app/cases/${job.caseId}`
            : SCREEN_OF[kind];
        const message = reminderMessage(
          kind,
          child?.name ?? "Detective",
          screen,
          `${kind}-${job.id}`,
        );
        outcomes[i] = await sender.sendOne(s, message);
      }
    };
    await Promise.all(Array.from({ length: Math.min(32, flat.length) }, lane));

    const gone: string[] = [];
    flat.forEach(({ s }, i) => {
      if (outcomes[i] === "gone") gone.push(s.endpoint);
    });
    for (const { job } of sends) {
      const mine = flat.map((f, i) => ({ f, o: outcomes[i] })).filter(({ f }) => f.job === job);
      const sent = mine.some(({ o }) => o === "sent");
      const retry = mine.filter(({ o }) => o === "retry").map(({ f }) => f.s.endpoint);
      const attempts = job.attempts + 1;
      const wait = BACKOFF_MS[attempts - 1];
      const retryAt = wait === undefined ? undefined : new Date(now.getTime() + wait);
      if (
        retry.length > 0 &&
        attempts < MAX_ATTEMPTS &&
        retryAt &&
        retryAt.getTime() - job.dueAt.getTime() <= REMINDER_LATE_LIMIT_MS
      ) {
        await tx
          .update(reminderJobs)
          .set({
            attempts,
            runAfter: retryAt,
            retryEndpoints: retry,
            ...(sent || job.sentAt ? { sentAt: job.sentAt ?? now } : {}),
          })
          .where(eq(reminderJobs.id, job.id));
        continue;
      }
      const delivered = sent || job.sentAt !== null;
      finals.set(job.id, {
        state: delivered ? "sent" : retry.length > 0 ? "failed" : "skipped",
        outcome: delivered ? null : retry.length > 0 ? "push service failed" : "no device",
      });
    }
    await deleteEndpoints(tx, gone);

    for (const job of jobs) {
      const final = finals.get(job.id);
      if (!final) continue;
      await tx
        .update(reminderJobs)
        .set({
          state: final.state,
          outcome: final.outcome,
          attempts: job.attempts + (final.state === "sent" || final.state === "failed" ? 1 : 0),
          retryEndpoints: null,
          sentAt: final.state === "sent" ? (job.sentAt ?? now) : job.sentAt,
        })
        .where(eq(reminderJobs.id, job.id));
    }
    // A time the family chose comes back: the next one is queued with this one's outcome.
    const chained = jobs.filter(
      (j) =>
        j.source === "settings" &&
        j.slot &&
        finals.has(j.id) &&
        finals.get(j.id)?.outcome !== "time changed",
    );
    await enqueue(
      tx,
      chained.flatMap((j) => {
        const s = settings.get(j.childId);
        if (!s?.enabled || !j.slot) return [];
        const zone = children.get(j.childId)?.zone ?? "UTC";
        const after = new Date(Math.max(j.dueAt.getTime(), now.getTime()));
        return [
          {
            childId: j.childId,
            kind: j.kind,
            source: "settings" as const,
            slot: j.slot,
            dueAt: nextOccurrence(j.slot, zone, after),
          },
        ];
      }),
    );
    return jobs.length;
  });
}
