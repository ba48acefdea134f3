import { addDays, type LocalDate, localDate, localTime } from "./local-day";

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
