import { BEDTIME_AHEAD_MS } from "../../../../contracts/sleep-logs";
import { addDays, combineLocalDateAndTime, localDate } from "../../../../domain/local-day";

/**
 * The instant of a bedtime picked as 'HH:MM': tonight, unless that is further ahead than the
 * server allows, in which case the child means last night ("21:00" entered at 07:00).
 */
export function bedtimeInstant(time: string, now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  const tonight = combineLocalDateAndTime(today, time, timeZone);
  if (tonight.getTime() <= now.getTime() + BEDTIME_AHEAD_MS) return tonight;
  return combineLocalDateAndTime(addDays(today, -1), time, timeZone);
}
