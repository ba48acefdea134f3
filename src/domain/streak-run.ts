import { addDays, type LocalDate } from "./local-day";

/**
 * The run of consecutive local days with a meal that ends at the latest such day, or null
 * before the first meal. Kept with the user so that a write moves the streak without reading
 * the diary's history: each step below is exact, or says (undefined) that only the history can
 * tell, which happens when a run joins an older one or the only day of the run goes.
 */
export type DayRun = { readonly start: LocalDate; readonly end: LocalDate } | null;

/** The run once `day` has a meal (whether it had one before or not). */
export function runWithDay(run: DayRun, day: LocalDate): DayRun | undefined {
  if (!run || day > addDays(run.end, 1)) return { start: day, end: day };
  if (day === addDays(run.end, 1)) return { start: run.start, end: day };
  // The day before the run: it may close the gap to an older run.
  if (day === addDays(run.start, -1)) return undefined;
  return run;
}

/** The run once `day` has no meal left. */
export function runWithoutDay(run: DayRun, day: LocalDate): DayRun | undefined {
  if (!run || day < run.start || day > run.end) return run;
  if (day === run.end) {
    return day === run.start ? undefined : { start: run.start, end: addDays(day, -1) };
  }
  return { start: addDays(day, 1), end: run.end };
}

/** The run of the latest day of a set of days (any order, repeats allowed). */
export function runOfDays(days: readonly LocalDate[]): DayRun {
  const set = new Set(days);
  let end: LocalDate | undefined;
  for (const day of set) if (end === undefined || day > end) end = day;
  if (end === undefined) return null;
  let start = end;
  while (set.has(addDays(start, -1))) start = addDays(start, -1);
  return { start, end };
}

function daysFrom(first: LocalDate, last: LocalDate): number {
  return Math.round(
    (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * The streak on `today` (as streakFromDays: consecutive days ending today or yesterday), from
 * the run alone; undefined when the run starts after today (a meal logged a few minutes ahead of
 * the clock just before midnight), where the streak is an older run that only the history has.
 */
export function streakOfRun(run: DayRun, today: LocalDate): number | undefined {
  if (!run || run.end < addDays(today, -1)) return 0;
  if (run.start > today) return undefined;
  return daysFrom(run.start, run.end < today ? run.end : today) + 1;
}
