import { z } from "zod";
import {
  MAX_CASE_DAYS,
  MAX_EXTENSION_DAYS,
  MIN_CASE_DAYS,
  PLAN_DAY_KINDS,
  VERDICT_OUTCOMES,
} from "../domain/cases/types";
import { isLocalDate } from "../domain/local-day";
import { dayNoteFact, evidenceFact, nextStepFact, planReason, troubleFact } from "./case-facts";
import { idParams, userIdParams, uuidParam } from "./common";
import { endpoint } from "./endpoint";
import { boundedString, text } from "./text";

const foodName = (label: string) =>
  text({ max: 60, tooLong: `${label} can have at most 60 letters`, error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** POST /api/cases: open a case, with the set-up's safety answers. */
export const openCaseBody = z.object({
  /** The child: a grown-up's login must send it, a child's own login may leave it out. */
  userId: uuidParam("user id").optional(),
  /** The clue (pattern) the case comes from, if any. */
  patternId: uuidParam("pattern id").nullish(),
  suspect: foodName("The suspect food"),
  /** The other member of a grouped clue, to split it. */
  partner: foodName("The partner food").nullish(),
  days: z
    .number({ error: "errors.caseDaysRequired" })
    .int("errors.wholeDays")
    .min(MIN_CASE_DAYS, "errors.caseDaysMin")
    .max(MAX_CASE_DAYS, "errors.caseDaysMax"),
  /** Day 1 is today or tomorrow (the family's local day). */
  start: z.enum(["today", "tomorrow"], { error: "errors.caseStart" }).default("today"),
  /** Swelling, hives, vomiting or breathing trouble ever seen after the food. */
  allergySigns: z.boolean({ error: "errors.allergyAnswerNeeded" }),
  agreedWithClinician: z.boolean({ error: "errors.clinicianAnswerNeeded" }),
});
export type OpenCaseBody = z.input<typeof openCaseBody>;
/** An open-case request as the server reads it (start filled in). */
export type OpenCase = Omit<z.output<typeof openCaseBody>, "userId">;

/** POST /api/cases/{id}/days/{date}: whether the day's plan was kept. */
export const markDayParams = z.object({
  id: uuidParam("id"),
  date: boundedString(10, "errors.invalidDay").refine(isLocalDate, "errors.invalidDay"),
});
export const markDayBody = z.object({
  kept: z.boolean({ error: "errors.planKeptNeeded" }),
});

/** POST /api/cases/{id}/days/{date}/ill: the child was ill that day (fever, a bug going round). */
export const markIllBody = z.object({
  ill: z.boolean({ error: "errors.illAnswerNeeded" }),
});

/** POST /api/cases/{id}/extend: add days to a case that ended without enough evidence. */
export const extendCaseBody = z.object({
  days: z
    .number({ error: "errors.extraDaysRequired" })
    .int("errors.wholeDays")
    .min(1, "errors.extraDaysMin")
    .max(MAX_EXTENSION_DAYS, "errors.extraDaysMax"),
});

const outcome = z.enum(VERDICT_OUTCOMES);

/**
 * The verdict on one food of a case, as facts (the client words the outcome and the evidence
 * from them: src/i18n/words/cases.ts).
 */
export const foodVerdict = z.object({
  food: z.string(),
  outcome,
  /** Probability that the food is a trigger, in whole percent; none with "not enough evidence". */
  probability: z.number().int().nullable(),
  evidence: evidenceFact,
  exposedDays: z.number().int(),
  exposedTroubleDays: z.number().int(),
  freeDays: z.number().int(),
  freeTroubleDays: z.number().int(),
  lagHours: z.number(),
  /** Days with the food that had trouble about lagHours after eating it. */
  timedTroubleDays: z.number().int(),
});
export type FoodVerdictView = z.infer<typeof foodVerdict>;

/** A case's verdict, with the evidence day by day, as facts. */
export const caseVerdict = z.object({
  outcome,
  /** The case's days when no further look can come (28 days): "not enough evidence" is final. */
  finalAfterDays: z.number().int().nullable(),
  /** In whole percent; none with "not enough evidence" (no number then agrees with the words). */
  probability: z.number().int().nullable(),
  /** The suspect's evidence. */
  evidence: evidenceFact,
  nextSteps: nextStepFact,
  foods: z.array(foodVerdict),
  days: z.array(
    z.object({
      date: z.string(),
      planned: z.enum(PLAN_DAY_KINDS),
      mark: z.boolean().nullable(),
      ateSuspect: z.boolean().nullable(),
      atePartner: z.boolean().nullable(),
      counted: z.boolean(),
      /** Many aches on days with and without the food alike: left out and shown to the parent. */
      flagged: z.boolean(),
      note: dayNoteFact,
      trouble: z.array(troubleFact),
    }),
  ),
});
export type CaseVerdictView = z.infer<typeof caseVerdict>;

/** A case as the screens show it. */
export const caseView = z.object({
  id: z.string(),
  userId: z.string(),
  patternId: z.string().nullable(),
  suspect: z.string(),
  partner: z.string().nullable(),
  status: z.enum(["open", "closed", "abandoned"]),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(PLAN_DAY_KINDS),
      kept: z.boolean().nullable(),
      /** Marked ill by the parent: left out. */
      ill: z.boolean(),
      /**
       * Whether the day has a tummy check after the time that matters (or the next morning's),
       * for days that have begun of an open case; null otherwise. The case card shows the days
       * that still lack one.
       */
      checked: z.boolean().nullable(),
    }),
  ),
  lagWindow: z.object({ from: z.number(), to: z.number() }),
  reasons: z.array(planReason),
  verdict: caseVerdict.nullable(),
  /** Days the case was extended by (0: never); a "not enough evidence" case can be once. */
  extendedDays: z.number().int(),
  /** Whether the case can be extended now: it ended with "not enough evidence" and never was. */
  canExtend: z.boolean(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type CaseView = z.infer<typeof caseView>;

/** Today's part of the open case, as facts the child's card words. */
export const caseToday = z.object({
  caseId: z.string(),
  date: z.string(),
  /** 1-based day of the case (0 before it starts). */
  dayNumber: z.number().int(),
  totalDays: z.number().int(),
  /** Today's kind of day; null before the case starts. */
  kind: z.enum(PLAN_DAY_KINDS).nullable(),
  /** Day 1's kind (what the day before a case gets ready for). */
  firstKind: z.enum(PLAN_DAY_KINDS),
  suspect: z.string(),
  partner: z.string().nullable(),
  /** Foods the suspect hides in besides itself (at most 3), as the food table names them. */
  hidingPlaces: z.array(z.string()),
  /** Whether the suspect (and the partner) are served "plain" (flavoured versions exist). */
  plainSuspect: z.boolean(),
  plainPartner: z.boolean(),
  mission: z.object({
    /** Local hour of the mission's check (on the half hour). */
    checkHour: z.number(),
    target: z.number().int(),
    done: z.number().int(),
  }),
});
export type CaseToday = z.infer<typeof caseToday>;

/** The child's cases (newest first) and today's instruction of the open one. */
export const caseList = z.object({ today: caseToday.nullable(), cases: z.array(caseView) });
export type CaseList = z.infer<typeof caseList>;

/** The case calls. */
export const caseEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/cases/:userId",
    summary:
      "The detective's cases with today's instruction; a case whose last day has ended gets its verdict",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: caseList,
  }),
  open: endpoint({
    method: "POST",
    path: "/api/cases",
    summary:
      "Opens a case after the safety questions (400 when one says no, 409 while another is open)",
    access: "signed-in",
    child: { from: "body", need: "owner" },
    body: openCaseBody,
    response: caseView,
    status: 201,
    parentOnly: true,
  }),
  markDay: endpoint({
    method: "POST",
    path: "/api/cases/:id/days/:date",
    summary: "Marks a day of the case as kept or not kept (not a day to come)",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: markDayParams,
    body: markDayBody,
    response: caseView,
  }),
  markIll: endpoint({
    method: "POST",
    path: "/api/cases/:id/days/:date/ill",
    summary: "Marks a day of the case as a day the child was ill (left out of the verdict)",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: markDayParams,
    body: markIllBody,
    response: caseView,
  }),
  extend: endpoint({
    method: "POST",
    path: "/api/cases/:id/extend",
    summary:
      "Extends a case that ended with not enough evidence by 1 to 7 days, planned the same way (once)",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    body: extendCaseBody,
    response: caseView,
  }),
  abandon: endpoint({
    method: "POST",
    path: "/api/cases/:id/abandon",
    summary: "Closes an open case without a verdict",
    access: "signed-in",
    child: { from: "record", need: "owner" },
    params: idParams,
    response: caseView,
    parentOnly: true,
  }),
} as const;
