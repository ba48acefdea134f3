import {
  addDays,
  combineLocalDateAndTime,
  type LocalDate,
  localDate,
  localTime,
} from "./local-day";

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

/**
 * The instant of a bedtime typed now as 'HH:MM', decided by the morning check-in state, not by
 * how far ahead it is (ADR 047). Once last night is in the diary (or the morning is over) it is
 * tonight's, however early it is logged: "20:00" entered at 10:40 after last night's check-in.
 * While the morning is on and last night has no bedtime yet, so its check-in cannot happen, a
 * time still to come tonight means last night (the child is catching up: "21:00" at 07:00).
 * `shown` is the night the dashboard shows (tonight's, else last night's; see nightsToShow).
 */
export function bedtimeAt(
  time: string,
  now: Date,
  timeZone: string,
  shown: { date: LocalDate } | null,
): Date {
  const { tonight, lastNight } = nightsToShow(now, timeZone);
  const tonights = bedtimeInNight(tonight, time, timeZone);
  const catchingUp = lastNight !== null && shown === null;
  return catchingUp && tonights.getTime() > now.getTime()
    ? bedtimeInNight(lastNight, time, timeZone)
    : tonights;
}

/** A bedtime of a night after tonight (tomorrow's, or later) is not logged yet. */
export function isBeyondTonight(bedtime: Date, now: Date, timeZone: string): boolean {
  return nightOf(bedtime, timeZone) > localDate(now, timeZone);
}
