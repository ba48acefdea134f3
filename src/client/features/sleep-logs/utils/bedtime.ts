import { bedtimeAt } from "../../../../domain/sleep";

/**
 * The instant of a bedtime picked as 'HH:MM' (ADR 047): tonight's, or last night's while that
 * night has no bedtime and the morning is on. `shown` is the sleep log the dashboard shows.
 */
export function bedtimeInstant(
  time: string,
  now: Date,
  timeZone: string,
  shown: { date: string } | null,
): Date {
  return bedtimeAt(time, now, timeZone, shown);
}
