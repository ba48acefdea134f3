import { addDays, EARLIEST_DAY, isLocalDate, type LocalDate } from "../local-day";

/** An export's optional, inclusive local-day range (SPEC 5 "Export dates"). */
export interface ExportRange {
  readonly startDate?: LocalDate;
  readonly endDate?: LocalDate;
}

/** Shown for a date that is not a real 'YYYY-MM-DD' day. */
export const EXPORT_DATE_FORMAT = "Dates must be real days written as YYYY-MM-DD";
/** Shown for a date before the diary's first day. */
export const EXPORT_DATE_TOO_EARLY = "Export dates start on 2000-01-01";
/** Shown for a date after today (SPEC 5: no future dates). */
export const EXPORT_DATE_FUTURE = "Export dates can't be in the future";
/** Shown for an end date before the start date (SPEC 5: the end minimum is the start). */
export const EXPORT_END_BEFORE_START = "The end date can't be before the start date";

/** What is wrong with a range, field by field, given the child's local today; empty when fine. */
export function exportRangeProblems(
  range: ExportRange,
  today: LocalDate,
): Partial<Record<"startDate" | "endDate", string>> {
  const problems: Partial<Record<"startDate" | "endDate", string>> = {};
  for (const field of ["startDate", "endDate"] as const) {
    const value = range[field];
    if (value === undefined) continue;
    if (!isLocalDate(value)) problems[field] = EXPORT_DATE_FORMAT;
    else if (value < EARLIEST_DAY) problems[field] = EXPORT_DATE_TOO_EARLY;
    else if (value > today) problems[field] = EXPORT_DATE_FUTURE;
  }
  const { startDate, endDate } = range;
  if (!problems.startDate && !problems.endDate && startDate && endDate && endDate < startDate) {
    problems.endDate = EXPORT_END_BEFORE_START;
  }
  return problems;
}

/** A quick range button of the export panel (SPEC 2, SPEC 9 "Quick export ranges"). */
export interface QuickRange {
  readonly label: string;
  readonly days: number;
}

/**
 * Last 3 Days and Last Week (SPEC 9), and the fixed sample range: four weeks, the diary length a
 * dietitian usually asks to see before a first visit.
 */
export const QUICK_RANGES = [
  { label: "Last 3 Days", days: 3 },
  { label: "Last Week", days: 7 },
  { label: "Last 4 Weeks", days: 28 },
] as const satisfies readonly QuickRange[];

/** The inclusive range of the last `days` local days, today included. */
export function lastDaysRange(days: number, today: LocalDate): Required<ExportRange> {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** The words for a range in a file or on the summary ("2025-03-01 to 2025-03-07", "All dates"). */
export function rangeLabel(range: ExportRange): string {
  const { startDate, endDate } = range;
  if (startDate && endDate) return `${startDate} to ${endDate}`;
  if (startDate) return `From ${startDate}`;
  if (endDate) return `Up to ${endDate}`;
  return "All dates";
}
