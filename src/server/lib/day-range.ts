import { and, gte, lt, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { addDays, type LocalDate, localDate, startOfLocalDay } from "../../domain/local-day";

/** A half-open instant range [from, to) covering whole local days. */
export type InstantRange = { from: Date; to: Date };

/** The local day of `now` in the zone, and `days - 1` days before it, as one range. */
export function lastLocalDays(timeZone: string, days = 1, now = new Date()): InstantRange {
  const today = localDate(now, timeZone);
  return localDaysRange(addDays(today, -(days - 1)), today, timeZone);
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
