import { and, gte, lt, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { BoundedCache } from "../../domain/bounded-cache";
import { addDays, type LocalDate, localDate, startOfLocalDay } from "../../domain/local-day";

/** A half-open instant range [from, to) covering whole local days. */
export type InstantRange = { from: Date; to: Date };

// Finding a day's bounds in a zone takes several formatter calls (about 0.1 ms), and every
// "today" read needs them: a range is kept per zone and length while today is the same day.
type KeptRange = { range: InstantRange; todayStarts: number };
const kept = new BoundedCache<string, KeptRange>(1000);

/** The local day of `now` in the zone, and `days - 1` days before it, as one range. */
export function lastLocalDays(timeZone: string, days = 1, now = new Date()): InstantRange {
  const key = `${days} ${timeZone}`;
  const hit = kept.get(key);
  const at = now.getTime();
  if (hit && at >= hit.todayStarts && at < hit.range.to.getTime()) return hit.range;
  const today = localDate(now, timeZone);
  const range = localDaysRange(addDays(today, -(days - 1)), today, timeZone);
  kept.set(key, { range, todayStarts: startOfLocalDay(today, timeZone).getTime() });
  return range;
}

/** From the start of `first` to the end of `last` (inclusive local days). */
export function localDaysRange(first: LocalDate, last: LocalDate, timeZone: string): InstantRange {
  return {
    from: startOfLocalDay(first, timeZone),
    to: startOfLocalDay(addDays(last, 1), timeZone),
  };
}

/**
 * The SQL condition "column in [range.from, range.to)": every diary range query uses it. Either
 * end may be left open (an export "from" a date); with neither there is no condition.
 */
export function within(column: AnyPgColumn, range: InstantRange): SQL;
export function within(column: AnyPgColumn, range: Partial<InstantRange>): SQL | undefined;
export function within(column: AnyPgColumn, range: Partial<InstantRange>): SQL | undefined {
  return and(
    ...(range.from ? [gte(column, range.from)] : []),
    ...(range.to ? [lt(column, range.to)] : []),
  );
}
