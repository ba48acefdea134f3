import { z } from "zod";
import { EARLIEST_DAY, isLocalDate } from "../domain/local-day";
import { exportRangeProblems } from "../domain/reports/export-range";
import { LOCALES } from "../i18n/locales";
import { caseView } from "./cases";
import { userIdParams } from "./common";
import { drink } from "./drinks";
import { endpoint } from "./endpoint";
import { reasonKey } from "./error-reasons";
import { meal } from "./meals";
import { pattern } from "./patterns";
import { profileSign } from "./profile-signs";
import { schoolDay } from "./school";
import { sleepLog } from "./sleep-logs";
import { boundedString } from "./text";
import { tummyCheck } from "./tummy-checks";

const exportDate = boundedString(10, "errors.exportDateFormat")
  .refine(isLocalDate, { message: "errors.exportDateFormat", abort: true })
  .refine((v) => v >= EARLIEST_DAY, "errors.exportDateTooEarly")
  .optional();

/**
 * The optional, inclusive local-day range of an export (SPEC 5 "Export dates"). A date after
 * the child's today is refused by the server, which knows the child's zone.
 */
/** The language a report is worded in (ADR 071); without it, the browser's (Accept-Language). */
export const reportLanguage = z.enum(LOCALES, { message: "errors.invalidChoice" }).optional();

/**
 * The CSV tables' column names: in the report's language, or in English for a clinic's tools
 * that read the columns by name (ADR 010). Without it, the report's language.
 */
export const CSV_COLUMN_CHOICES = ["report", "en"] as const;
export type CsvColumnChoice = (typeof CSV_COLUMN_CHOICES)[number];

export const exportQuery = z
  .object({
    startDate: exportDate,
    endDate: exportDate,
    language: reportLanguage,
    columns: z.enum(CSV_COLUMN_CHOICES, { message: "errors.invalidChoice" }).optional(),
  })
  .refine((q) => !(q.startDate && q.endDate && q.endDate < q.startDate), {
    message: "errors.exportEndBeforeStart",
    path: ["endDate"],
  });
export type ExportQuery = z.infer<typeof exportQuery>;

/**
 * The FHIR export's period: `start` and `end` (the names a clinic's system sends) or the CSV
 * export's `startDate` and `endDate`; the short names win when both are given.
 */
export const fhirQuery = z
  .object({
    start: exportDate,
    end: exportDate,
    startDate: exportDate,
    endDate: exportDate,
    language: reportLanguage,
  })
  .refine(
    (q) => {
      const from = q.start ?? q.startDate;
      const to = q.end ?? q.endDate;
      return !(from && to && to < from);
    },
    { message: "errors.exportEndBeforeStart", path: ["end"] },
  );
export type FhirQuery = z.infer<typeof fhirQuery>;

/** The period of a FHIR query as the exports read it. */
export function fhirPeriod(q: FhirQuery): ExportQuery {
  return { startDate: q.start ?? q.startDate, endDate: q.end ?? q.endDate };
}

/** A meal in an export: with what the recogniser said of each food, when it said it (SPEC 3). */
export const exportMeal = meal.extend({
  aiDetectedFoods: z
    .array(z.object({ name: z.string(), category: z.string().nullish() }))
    .nullable(),
});

/** SPEC 3 "Export data": each list defaults to empty. */
export const exportData = z.object({
  meals: z.array(exportMeal).default([]),
  tummyChecks: z.array(tummyCheck).default([]),
  sleepLogs: z.array(sleepLog).default([]),
  drinks: z.array(drink).default([]),
  patterns: z.array(pattern).default([]),
  /** Cases closed with a verdict (food challenges), newest first. */
  cases: z.array(caseView).default([]),
  /** The evening review's school answers of the period (ADR 067). */
  schoolDays: z.array(schoolDay).default([]),
  /** The alarm signs of the child's history as they stand now, dated (ADR 062). */
  profileSigns: z.array(profileSign).default([]),
  /**
   * The words of the CSV files made from this answer: the report's language (the query's, else
   * the browser's) and whose column names they carry (ADR 010).
   */
  report: z.object({ language: z.enum(LOCALES), columns: z.enum(CSV_COLUMN_CHOICES) }).optional(),
});
export type ExportData = z.infer<typeof exportData>;

/** The export call (SPEC 7). */
export const exportEndpoints = {
  diary: endpoint({
    method: "GET",
    path: "/api/export/:userId",
    summary:
      "The diary between two optional local dates (inclusive, oldest first) with the patterns found, for reports",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    query: exportQuery,
    response: exportData,
    parentOnly: true,
  }),
  fhir: endpoint({
    method: "GET",
    path: "/api/export/:userId/fhir",
    summary:
      "The diary between two optional local dates (start and end; startDate and endDate also read) as a FHIR R4 Bundle (type collection), streamed: the Patient, an Observation per bathroom event (Bristol stool form), per tummy check, per meal and per drink; the file name (Content-Disposition) names the child and the period, X-Diary-Entries counts the diary entries",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    query: fhirQuery,
    response: z.unknown(),
    produces: "application/fhir+json",
    parentOnly: true,
  }),
} as const;

/** The header of the FHIR answer that counts the diary entries it carries (0: nothing logged). */
export const DIARY_ENTRIES_HEADER = "x-diary-entries";

/**
 * The export panel's date pickers (SPEC 5): both optional (blank), no day after the child's
 * today, the end not before the start. Built per day since "today" moves.
 */
export function exportRangeForm(today: string) {
  return z.object({ startDate: z.string(), endDate: z.string() }).superRefine((value, ctx) => {
    const problems = exportRangeProblems(
      { startDate: value.startDate || undefined, endDate: value.endDate || undefined },
      today,
    );
    for (const [field, problem] of Object.entries(problems)) {
      ctx.addIssue({ code: "custom", message: reasonKey(problem), path: [field] });
    }
  });
}
export type ExportRangeFormValues = { startDate: string; endDate: string };
