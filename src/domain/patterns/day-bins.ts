import { DAY_BIN_HOURS } from "./options";

/**
 * Hours of the day are split into bins so that the background chance of tummy trouble may differ
 * between morning, afternoon and evening (children log more at some times than others, and
 * lunch foods must not look suspicious just because afternoons are busier). Bins use the UTC
 * hour: the time zone only rotates them. The width is DAY_BIN_HOURS (options.ts).
 */
export const BIN_HOURS = DAY_BIN_HOURS;

/** Number of bins in a day. */
export const BIN_COUNT = 24 / BIN_HOURS;

/** The bin of a time given in hours since the epoch. */
export function binOf(hours: number): number {
  const hourOfDay = ((hours % 24) + 24) % 24;
  return Math.min(BIN_COUNT - 1, Math.floor(hourOfDay / BIN_HOURS));
}

/** The hour of the day (0 to 24, UTC) of a time given in hours since the epoch. */
export function hourOfDay(hours: number): number {
  return hours - Math.floor(hours / 24) * 24;
}
