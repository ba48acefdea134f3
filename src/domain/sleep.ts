import {
  addDays,
  combineLocalDateAndTime,
  type LocalDate,
  localDate,
  localTime,
} from "./local-day";
import { MINUTES_AGO_CHOICES, quickInstant } from "./symptom-time";

const HALF_DAY_MS = 12 * 3_600_000;

/** Until this local hour the morning check-in of last night stays on the dashboard. */
export const MORNING_ENDS_HOUR = 15;

/**
 * The local date a bedtime belongs to: the evening it started. Going to bed at 00:30 is
 * still the night of the day before.
 */
export function nightOf(bedtime: Date, timeZone: string): LocalDate {
  return localDate(new Date(bedtime.getTime() - HALF_DAY_MS), timeZone);
}

/**
 * Which night the dashboard shows: tonight's when logged; otherwise last night's until the
 * morning is over (so the morning check-in can follow a bedtime logged the evening before).
 */
export function nightsToShow(
  now: Date,
  timeZone: string,
): { tonight: LocalDate; lastNight: LocalDate | null } {
  const today = localDate(now, timeZone);
  const hour = Number(localTime(now, timeZone).slice(0, 2));
  return { tonight: today, lastNight: hour < MORNING_ENDS_HOUR ? addDays(today, -1) : null };
}

// A night runs from noon to the next noon (nightOf subtracts half a day).
const NIGHT_STARTS = "12:00";

/** The instant of an 'HH:MM' bedtime in a night: the evening of its date, or after midnight. */
export function bedtimeInNight(night: LocalDate, time: string, timeZone: string): Date {
  const evening = time >= NIGHT_STARTS;
  return combineLocalDateAndTime(evening ? night : addDays(night, 1), time, timeZone);
}

/** How far ahead a bedtime may be logged: a child logs it while getting into bed (ADR 063). */
export const BEDTIME_LEEWAY_MINUTES = 15;
const BEDTIME_LEEWAY_MS = BEDTIME_LEEWAY_MINUTES * 60_000;

/** What a typed bedtime means, seen from now (ADR 063). */
export type BedtimeReading =
  /** The one night it can be: the last time the clock read it, or a few minutes ahead. */
  | { readonly kind: "night"; readonly at: Date }
  /** Not obvious: the child may be catching up on last night or logging tonight early. */
  | { readonly kind: "ask"; readonly lastNight: Date; readonly tonight: Date }
  /** Tonight's, still to come: a night that has not happened is not logged yet. */
  | { readonly kind: "not yet"; readonly tonight: Date };

/**
 * The night of a bedtime typed now as 'HH:MM' (ADR 063). It is the last time the clock read that
 * time when that was within the last 12 hours ("21:00" at 07:00 is last night, "23:30" at 01:00
 * the night going on), or the next one when it is at most BEDTIME_LEEWAY_MINUTES ahead (going
 * to bed now). Otherwise it is not obvious ("20:30" at 14:00): last night's, when that night
 * has no bedtime yet, or tonight's, which has not happened; the form asks. `shown` is the
 * night the dashboard shows: when it is the night of that last time, already logged, the
 * bedtime can only be the next one, still to come ("21:00" at 07:00 after last night's).
 */
export function readBedtime(
  time: string,
  now: Date,
  timeZone: string,
  shown: { date: LocalDate } | null,
): BedtimeReading {
  const today = localDate(now, timeZone);
  const todays = combineLocalDateAndTime(today, time, timeZone);
  const ahead = todays.getTime() > now.getTime();
  const last = ahead ? combineLocalDateAndTime(addDays(today, -1), time, timeZone) : todays;
  const next = ahead ? todays : combineLocalDateAndTime(addDays(today, 1), time, timeZone);
  if (next.getTime() - now.getTime() <= BEDTIME_LEEWAY_MS) return { kind: "night", at: next };
  if (shown?.date === nightOf(last, timeZone)) return { kind: "not yet", tonight: next };
  if (now.getTime() - last.getTime() <= HALF_DAY_MS) return { kind: "night", at: last };
  return { kind: "ask", lastNight: last, tonight: next };
}

/** A bedtime still to come, beyond the few minutes of getting into bed: not logged yet. */
export function isBedtimeToCome(bedtime: Date, now: Date): boolean {
  return bedtime.getTime() > now.getTime() + BEDTIME_LEEWAY_MS;
}

/** The nights of a list whose bedtime has come by `now`: reports count only those. */
export function nightsThatHappened<T extends { bedtime: string }>(
  logs: readonly T[],
  now: Date,
): T[] {
  return logs.filter((log) => Date.parse(log.bedtime) <= now.getTime());
}

/** The quick answers to "When did you wake up?", and "Pick a time" for a clock time. */
export const WAKE_CHOICES = [
  { value: "now", label: "Just now", emoji: "⏰", minutesAgo: 0 },
  ...MINUTES_AGO_CHOICES,
  { value: "time", label: "Pick a time", emoji: "🕰️", minutesAgo: null },
] as const;

/** One of the "When did you wake up?" answers. */
export type WakeChoice = (typeof WAKE_CHOICES)[number]["value"];

/** The longest night the diary believes: a waking time later than this after bedtime is refused. */
export const LONGEST_SLEEP_HOURS = 20;

/**
 * The instant a child woke: some minutes before now, or the first 'HH:MM' after the bedtime in
 * the child's zone ("07:10" after a bedtime of 21:00 is the next morning's).
 */
export function wakeInstant(
  choice: WakeChoice,
  time: string,
  bedtime: Date,
  now: Date,
  timeZone: string,
): Date {
  const quick = quickInstant(WAKE_CHOICES, choice, now);
  if (quick) return quick;
  const day = localDate(bedtime, timeZone);
  const sameDay = combineLocalDateAndTime(day, time, timeZone);
  return sameDay.getTime() > bedtime.getTime()
    ? sameDay
    : combineLocalDateAndTime(addDays(day, 1), time, timeZone);
}

/**
 * What can be wrong with a waking time: the reason of its words in the catalogue's `errors`
 * namespace (ADR 075) and the numbers they need, worded at the edge. `wokeBeforeBedtime`: not
 * after the bedtime; `wokeTooLate`: more than LONGEST_SLEEP_HOURS after it.
 */
export type WakeProblem =
  | { readonly reason: "wokeBeforeBedtime" }
  | { readonly reason: "wokeTooLate"; readonly params: { readonly hours: number } };

/** What is wrong with a waking time for a bedtime; null when it can be a night's end. */
export function wakeProblem(wokeAt: Date, bedtime: Date): WakeProblem | null {
  const hours = (wokeAt.getTime() - bedtime.getTime()) / 3_600_000;
  if (!(hours > 0)) return { reason: "wokeBeforeBedtime" };
  if (hours > LONGEST_SLEEP_HOURS) {
    return { reason: "wokeTooLate", params: { hours: LONGEST_SLEEP_HOURS } };
  }
  return null;
}

/**
 * Hours slept: bedtime to waking, to one decimal. Null when no waking time was logged (the
 * morning check-in's time is not a waking time, ADR 063) or the two do not make a night.
 */
export function hoursSlept(log: { bedtime: string; wokeAt?: string | null }): number | null {
  if (!log.wokeAt) return null;
  const hours = (Date.parse(log.wokeAt) - Date.parse(log.bedtime)) / 3_600_000;
  if (!Number.isFinite(hours) || hours <= 0 || hours > LONGEST_SLEEP_HOURS) return null;
  return Math.round(hours * 10) / 10;
}

/** What reports say of a night without a waking time, instead of guessing its length. */
export const NO_WAKING_TIME = "no waking time logged";
