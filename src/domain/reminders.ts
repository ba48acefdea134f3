import { addDays, combineLocalDateAndTime, localDate, localTime } from "./local-day";

/** A reminder sent later than this after its time is dropped, not sent. */
export const REMINDER_LATE_LIMIT_MS = 30 * 60_000;

/**
 * The first instant after `after` at which a zone's clocks read `at` ('HH:MM'). A time a
 * daylight-saving jump skips happens when the clocks have jumped (02:30 becomes 03:30); a time
 * that happens twice, the first time.
 */
export function nextOccurrence(at: string, timeZone: string, after: Date): Date {
  const today = localDate(after, timeZone);
  for (let days = -1; days <= 2; days++) {
    const candidate = combineLocalDateAndTime(addDays(today, days), at, timeZone);
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  return combineLocalDateAndTime(addDays(today, 3), at, timeZone);
}

/** Whether a local 'HH:MM' falls in quiet hours [from, to), which may run across midnight. */
export function isQuietTime(time: string, quiet: { from: string; to: string } | null): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  return quiet.from < quiet.to
    ? time >= quiet.from && time < quiet.to
    : time >= quiet.from || time < quiet.to;
}

/** Whether an instant is in quiet hours in a zone. */
export function isQuietInstant(
  instant: Date,
  timeZone: string,
  quiet: { from: string; to: string } | null,
): boolean {
  return isQuietTime(localTime(instant, timeZone), quiet);
}
