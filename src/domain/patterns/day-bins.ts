/**
 * Hours of the day are split into bins so that the background rate of tummy trouble may differ
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

/** Adds the hours of [start, end) falling in each bin to `into` (times in hours since the epoch). */
export function addHoursByBin(start: number, end: number, into: Float64Array, offset = 0): void {
  let t = start;
  while (t < end) {
    const next = Math.min(end, (Math.floor(t / BIN_HOURS) + 1) * BIN_HOURS);
    into[offset + binOf(t)] += next - t;
    t = next;
  }
}
