import { BoundedCache } from "./bounded-cache";

/** A local calendar day, 'YYYY-MM-DD'. */
export type LocalDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** The first day the diary knows: instants and dates before it are refused (ADR 021). */
export const EARLIEST_DAY = "2000-01-01";

/** True for a real calendar date written 'YYYY-MM-DD' (so '2025-02-30' is false). */
export function isLocalDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** True for a time written 'HH:MM' on a 24-hour clock (SPEC 5 "Time must be in HH:MM format"). */
export function isLocalTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

// The longest IANA name is about 30 characters; anything much longer is not a zone.
const MAX_ZONE_LENGTH = 64;

// Client spellings seen lately, each with its canonical zone (null: not a zone). Bounded, as
// the keys come from a request header: 10,000 case variants of one zone must not mean 10,000
// entries for good.
const canonicalZones = new BoundedCache<string, string | null>(1000);

/**
 * The one canonical spelling of an IANA zone ('america/new_york' and 'US/Eastern' both give
 * 'America/New_York'), as Intl resolves it; undefined when Intl does not know the zone.
 */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (timeZone.trim() === "" || timeZone.length > MAX_ZONE_LENGTH) return undefined;
  const canonical = canonicalZones.getOrSet(timeZone, () => {
    try {
      return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
    } catch {
      return null;
    }
  });
  return canonical ?? undefined;
}

/** True when Intl knows the IANA zone name, e.g. 'Pacific/Auckland' (in any letter case). */
export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== undefined;
}

// Building a formatter is slow compared with using one, and every day boundary needs several.
// Keyed by canonical zone (a few hundred exist), and bounded all the same.
const formatters = new BoundedCache<string, Intl.DateTimeFormat>(500);

function formatterFor(zone: string): Intl.DateTimeFormat {
  const timeZone = canonicalTimeZone(zone) ?? zone;
  return formatters.getOrSet(
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  );
}

// The wall clock of an instant in a zone, read back as if it were UTC milliseconds.
function wallClockByFormatter(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const ms = ((instantMs % 1000) + 1000) % 1000;
  return Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    ms,
  );
}

const HOUR_MS = 3_600_000;

// A zone's offset from UTC, by zone and hour: formatting an instant is slow, and a request
// asks for the local day of the same few hours many times. An hour whose offset changes
// within it (a DST jump) is not kept and is formatted instant by instant.
const hourOffsets = new BoundedCache<string, number | null>(20_000);

function wallClockMs(instantMs: number, timeZone: string): number {
  const hour = Math.floor(instantMs / HOUR_MS);
  const offset = hourOffsets.getOrSet(`${timeZone}\u0000${hour}`, () => {
    const start = hour * HOUR_MS;
    const first = wallClockByFormatter(start, timeZone) - start;
    const last = wallClockByFormatter(start + HOUR_MS - 1000, timeZone) - (start + HOUR_MS - 1000);
    return first === last ? first : null;
  });
  return offset === null ? wallClockByFormatter(instantMs, timeZone) : instantMs + offset;
}

function offsetMs(instantMs: number, timeZone: string): number {
  return wallClockMs(instantMs, timeZone) - instantMs;
}

/**
 * The instant a wall-clock time happens in a zone. Like Temporal's "compatible" choice: a time
 * skipped by a DST jump moves forward by the jump, and a time that happens twice takes the
 * first, so a day always starts at its first real instant.
 */
function wallToInstant(wallMs: number, timeZone: string): Date {
  const before = offsetMs(wallMs - DAY_MS, timeZone);
  const after = offsetMs(wallMs + DAY_MS, timeZone);
  const valid = [wallMs - before, wallMs - after].filter(
    (candidate) => wallClockMs(candidate, timeZone) === wallMs,
  );
  if (valid.length === 0) return new Date(wallMs - before);
  return new Date(Math.min(...valid));
}

function parseDate(date: LocalDate): [number, number, number] {
  if (!isLocalDate(date)) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${date}`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** The local calendar day of an instant in a zone, as 'YYYY-MM-DD'. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The 'HH:MM' wall-clock time of an instant in a zone. */
export function localTime(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(11, 16);
}

/** The first instant of a local day (local midnight, or the first hour after a DST jump). */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const [y, m, d] = parseDate(date);
  return wallToInstant(Date.UTC(y, m - 1, d), timeZone);
}

/**
 * The last millisecond of a local day, for inclusive ranges. For a half-open range use
 * startOfLocalDay(addDays(date, 1)) as the exclusive end instead.
 */
export function endOfLocalDay(date: LocalDate, timeZone: string): Date {
  return new Date(startOfLocalDay(addDays(date, 1), timeZone).getTime() - 1);
}

/** The calendar date n days after (or before, for negative n) a date. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of a local date plus an 'HH:MM' time in a zone (SPEC 9 "Day"). */
export function combineLocalDateAndTime(date: LocalDate, time: string, timeZone: string): Date {
  const [y, m, d] = parseDate(date);
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not an 'HH:MM' time: ${time}`);
  return wallToInstant(Date.UTC(y, m - 1, d, Number(match[1]), Number(match[2])), timeZone);
}
