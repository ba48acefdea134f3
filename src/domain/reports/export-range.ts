import { addDays, EARLIEST_DAY, isLocalDate, type LocalDate } from "../local-day";

/** An export's optional, inclusive local-day range (SPEC 5 "Export dates"). */
export interface ExportRange {
  readonly startDate?: LocalDate;
  readonly endDate?: LocalDate;
}

/**
 * What can be wrong with an export date: the reason of its words in the catalogue's `errors`
 * namespace (ADR 075), worded at the edge. `exportDateFormat`: not a real 'YYYY-MM-DD' day;
 * `exportDateTooEarly`: before the diary's first day; `exportDateFuture`: after today (SPEC 5:
 * no future dates); `exportEndBeforeStart`: the end before the start (SPEC 5).
 */
export type ExportRangeProblem =
  | "exportDateFormat"
  | "exportDateTooEarly"
  | "exportDateFuture"
  | "exportEndBeforeStart";

/** What is wrong with a range, field by field, given the child's local today; empty when fine. */
export function exportRangeProblems(
  range: ExportRange,
  today: LocalDate,
): Partial<Record<"startDate" | "endDate", ExportRangeProblem>> {
  const problems: Partial<Record<"startDate" | "endDate", ExportRangeProblem>> = {};
  for (const field of ["startDate", "endDate"] as const) {
    const value = range[field];
    if (value === undefined) continue;
    if (!isLocalDate(value)) problems[field] = "exportDateFormat";
    else if (value < EARLIEST_DAY) problems[field] = "exportDateTooEarly";
    else if (value > today) problems[field] = "exportDateFuture";
  }
  const { startDate, endDate } = range;
  if (!problems.startDate && !problems.endDate && startDate && endDate && endDate < startDate) {
    problems.endDate = "exportEndBeforeStart";
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
