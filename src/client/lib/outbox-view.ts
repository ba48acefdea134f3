import type { Drink } from "../../contracts/drinks";
import type { Meal } from "../../contracts/meals";
import type { SleepLog } from "../../contracts/sleep-logs";
import type { TummyCheck } from "../../contracts/tummy-checks";
import { drinkTypeOf, mlToCups } from "../../domain/hydration";
import { isReporter } from "../../domain/reporters";
import { nightOf, nightsToShow } from "../../domain/sleep";
import { type OutboxEntry, type OutboxKind, QUEUED_PREFIX } from "./outbox";

/**
 * The dashboard reads queued entries like the server's (ADR 049): the pure rules that lay the
 * outbox over the last lists the server sent, so a drink logged without a connection fills the
 * cups, a bedtime moves the sleep buttons, an edit shows its new values and a deletion hides
 * the entry at once.
 */

/** A logged entry as shown: the server's, with a waiting edit laid over it. */
export type Shown<T> = T & { waiting?: true };

const isCreate = (entry: OutboxEntry) => (entry.action ?? "create") === "create";

/** The waiting creates of a kind (a meal held for the review of its photo's foods too). */
export function queuedCreates(entries: readonly OutboxEntry[], kind: OutboxKind): OutboxEntry[] {
  return entries.filter(
    (entry) => entry.kind === kind && isCreate(entry) && entry.state !== "refused",
  );
}

/**
 * The server's entries of a kind with the waiting edits and deletions of them applied, oldest
 * first (the order they will be sent in): an edited entry takes the changes and is marked
 * waiting, a deleted one is left out. Refused changes are not applied (they show on their own).
 */
export function withQueuedChanges<T extends { id: string }>(
  items: readonly T[],
  entries: readonly OutboxEntry[],
  kind: OutboxKind,
): Shown<T>[] {
  let shown: Shown<T>[] = [...items];
  for (const entry of entries) {
    if (entry.kind !== kind || isCreate(entry) || entry.state !== "waiting") continue;
    if (entry.action === "delete") {
      shown = shown.filter((item) => item.id !== entry.targetId);
    } else {
      shown = shown.map((item) =>
        item.id === entry.targetId ? { ...item, ...entry.body, waiting: true as const } : item,
      );
    }
  }
  return shown;
}

/** A queued drink as the server would answer it: cups from millilitres, a name from its type. */
export function queuedDrink(entry: OutboxEntry): Drink {
  const body = entry.body;
  const drinkType = String(body.drinkType ?? "water");
  const amountMl = Number(body.amountMl ?? 0);
  return {
    id: `${QUEUED_PREFIX}${entry.id}`,
    userId: entry.userId,
    drinkType,
    drinkName: String(body.drinkName || drinkTypeOf(drinkType).label),
    amountMl,
    amountCups: mlToCups(amountMl),
    timestamp: String(body.timestamp ?? entry.createdAt),
  };
}

/** Today's drinks with the waiting ones of today: the hydration cups count them at once. */
export function todaysDrinksWithQueued(
  drinks: readonly Drink[],
  entries: readonly OutboxEntry[],
  isToday: (timestamp: string) => boolean,
): Drink[] {
  const queued = queuedCreates(entries, "drink")
    .map(queuedDrink)
    .filter((drink) => isToday(drink.timestamp));
  // An edited amount counts in cups as the server will count it: cups follow the millilitres.
  const edited = withQueuedChanges(drinks, entries, "drink").map(({ waiting: _w, ...drink }) => ({
    ...drink,
    amountCups: mlToCups(drink.amountMl),
  }));
  return [...edited, ...queued];
}

/**
 * The sleep log the buttons follow: a waiting bedtime of tonight (or of last night, in the
 * morning) stands in for the server's when the server has none of a night as late, and a
 * waiting morning mood of the shown log marks it done.
 */
export function sleepLogWithQueued(
  log: SleepLog | null,
  entries: readonly OutboxEntry[],
  timeZone: string,
  now = new Date(),
): SleepLog | null {
  const { tonight, lastNight } = nightsToShow(now, timeZone);
  let shown = log;
  for (const entry of queuedCreates(entries, "bedtime")) {
    const bedtime = String(entry.body.bedtime ?? "");
    const at = new Date(bedtime);
    if (Number.isNaN(at.getTime())) continue;
    const night = nightOf(at, timeZone);
    if (night !== tonight && night !== lastNight) continue;
    if (shown && shown.date >= night) continue;
    shown = {
      id: `${QUEUED_PREFIX}${entry.id}`,
      userId: entry.userId,
      bedtime,
      morningMood: null,
      morningMoodTime: null,
      wokeAt: null,
      notes: typeof entry.body.notes === "string" ? entry.body.notes : null,
      date: night,
    };
  }
  if (!shown) return null;
  const id = shown.id;
  const mood = entries.find(
    (entry) => entry.kind === "morning" && entry.state === "waiting" && entry.targetId === id,
  );
  if (!mood) return shown;
  return {
    ...shown,
    morningMood: String(mood.body.morningMood ?? ""),
    morningMoodTime: String(mood.body.morningMoodTime ?? mood.createdAt),
    wokeAt: typeof mood.body.wokeAt === "string" ? mood.body.wokeAt : null,
  };
}

/** A queued meal as the meal editor reads it. */
export function queuedMeal(entry: OutboxEntry): Meal {
  const body = entry.body;
  return {
    id: `${QUEUED_PREFIX}${entry.id}`,
    userId: entry.userId,
    mealType: String(body.mealType ?? "snack"),
    photoUrl: typeof body.photoUrl === "string" ? body.photoUrl : null,
    detectedFoods: (body.detectedFoods as string[] | undefined) ?? [],
    manualFoods: (body.manualFoods as string[] | undefined) ?? [],
    aiConfidence: 0,
    timestamp: String(body.timestamp ?? entry.createdAt),
    createdAt: entry.createdAt,
  };
}

/**
 * Today's entries of a kind as the Daily Report and the End Day Review read them, like the
 * dashboard: the server's with the waiting edits and deletions applied, and the waiting creates
 * of today (ADR 049), so a meal logged without a connection counts in the day's serves.
 */
export function todaysWithQueued<T extends { id: string; timestamp: string }>(
  items: readonly T[],
  entries: readonly OutboxEntry[],
  kind: OutboxKind,
  asShown: (entry: OutboxEntry) => T,
  isToday: (timestamp: string) => boolean,
): T[] {
  const queued = queuedCreates(entries, kind)
    .map(asShown)
    .filter((item) => isToday(item.timestamp));
  const changed: T[] = withQueuedChanges(items, entries, kind).map(
    ({ waiting: _w, ...item }) => item as T,
  );
  return [...changed, ...queued];
}

/** A queued tummy check as the tummy check editor reads it. */
export function queuedCheck(entry: OutboxEntry): TummyCheck {
  const body = entry.body;
  return {
    id: `${QUEUED_PREFIX}${entry.id}`,
    userId: entry.userId,
    feeling: String(body.feeling ?? ""),
    bathroomEvent: typeof body.bathroomEvent === "string" ? body.bathroomEvent : null,
    notes: typeof body.notes === "string" ? body.notes : null,
    timestamp: String(body.timestamp ?? entry.createdAt),
    createdAt: entry.createdAt,
    reporter:
      typeof body.reporter === "string" && isReporter(body.reporter) ? body.reporter : "child",
    reporterName: typeof body.reporterName === "string" ? body.reporterName : null,
    sameAsId: typeof body.sameAsId === "string" ? body.sameAsId : null,
    childStoolType: typeof body.childStoolType === "number" ? body.childStoolType : null,
    alarmSigns: Array.isArray(body.alarmSigns)
      ? body.alarmSigns.filter((s): s is string => typeof s === "string")
      : [],
    feelingScale: body.feelingScale === "two-choice" ? "two-choice" : "three-faces",
  };
}
