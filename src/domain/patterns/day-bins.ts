/**
 * Hours of the day are split into bins so that the background chance of tummy trouble may differ
 * between morning, afternoon and evening (children log more at some times than others, and
 * lunch foods must not look suspicious just because afternoons are busier). Bins use the UTC
 * hour: the time zone only rotates them.
 */
export const BIN_HOURS = 4;

/** Number of bins in a day. */
export const BIN_COUNT = 24 / BIN_HOURS;

/** The bin of a time given in hours since the epoch. */
export function binOf(hours: number): number {
  const hourOfDay = ((hours % 24) + 24) % 24;
  return Math.min(24 / BIN_HOURS - 1, Math.floor(hourOfDay / BIN_HOURS));
}
