import { z } from "zod";
import { EARLIEST_DAY, isLocalDate } from "../domain/local-day";
import { SCHOOL_ANSWER_VALUES } from "../domain/school";
import { uuidParam } from "./common";
import { endpoint } from "./endpoint";
import { boundedString } from "./text";

/** The path of one school day. */
export const schoolDayParams = z.object({
  userId: uuidParam("user id"),
  date: boundedString(10, "errors.invalidDay")
    .refine(isLocalDate, { message: "errors.invalidDay", abort: true })
    .refine((v) => v >= EARLIEST_DAY, "errors.sinceTooEarly"),
});

/** PUT /api/school/{userId}/days/{date} body. */
export const schoolDayBody = z.object({
  answer: z.enum(SCHOOL_ANSWER_VALUES, { error: "errors.schoolAnswerNeeded" }),
});
export type SchoolDayBody = z.infer<typeof schoolDayBody>;

export const schoolDay = z.object({ date: z.string(), answer: z.enum(SCHOOL_ANSWER_VALUES) });
export type SchoolDay = z.infer<typeof schoolDay>;

/** The weekdays the child goes to school (ISO 1 Monday ... 7 Sunday), each once, sorted. */
export const schoolWeekdaysBody = z.object({
  weekdays: z
    .array(
      z
        .number({ error: "errors.weekdaysFormat" })
        .int("errors.weekdaysFormat")
        .min(1, "errors.weekdaysFormat")
        .max(7, "errors.weekdaysFormat"),
      {
        error: "errors.weekdaysFormat",
      },
    )
    .max(7, "errors.weekdaysFormat")
    .refine((days) => new Set(days).size === days.length, "errors.weekdaysFormat")
    .transform((days) => [...days].sort((a, b) => a - b)),
});
export type SchoolWeekdaysBody = z.input<typeof schoolWeekdaysBody>;

/** The school setting and the child's today: a school day or not, and its answer if given. */
export const schoolState = z.object({
  weekdays: z.array(z.number()),
  today: z.object({
    date: z.string(),
    schoolDay: z.boolean(),
    answer: z.enum(SCHOOL_ANSWER_VALUES).nullable(),
  }),
});
export type SchoolState = z.infer<typeof schoolState>;

/** School days (ADR 067). */
export const schoolEndpoints = {
  state: endpoint({
    method: "GET",
    path: "/api/school/:userId",
    summary:
      "The family's school weekdays (default Monday to Friday) and the child's today: whether it is a school day and its answer",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: z.object({ userId: uuidParam("user id") }),
    response: schoolState,
  }),
  answer: endpoint({
    method: "PUT",
    path: "/api/school/:userId/days/:date",
    summary:
      "Answers the evening review's school question for a local day up to today: no, left early or missed",
    access: "signed-in",
    child: { from: "params", need: "log" },
    params: schoolDayParams,
    body: schoolDayBody,
    response: schoolDay,
  }),
  weekdays: endpoint({
    method: "PUT",
    path: "/api/school/:userId/weekdays",
    summary: "Sets the weekdays the child goes to school (a grown-up's setting)",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: z.object({ userId: uuidParam("user id") }),
    body: schoolWeekdaysBody,
    response: schoolState,
    parentOnly: true,
  }),
} as const;
