import { z } from "zod";
import { MORNING_MOOD_VALUES } from "../domain/feelings";
import { BEDTIME_LEEWAY_MINUTES, WAKE_CHOICES, type WakeChoice } from "../domain/sleep";
import { clockTime, FUTURE_TOLERANCE_MS, idParams, instant, userIdParams } from "./common";
import { endpoint } from "./endpoint";
import { multilineText } from "./text";

/**
 * How far ahead a bedtime may be logged: the minutes of getting into bed, and the clock skew
 * every instant allows. A night that has not happened is not stored (ADR 063).
 */
export const BEDTIME_AHEAD_MS = BEDTIME_LEEWAY_MINUTES * 60_000 + FUTURE_TOLERANCE_MS;

/** POST /api/sleep-logs (SPEC 7): bedtime mode requires a time. */
export const createSleepLogBody = z.object({
  userId: z.string().uuid("errors.invalidUserId").optional(),
  bedtime: instant({
    message: "errors.bedtimeRequired",
    aheadMs: BEDTIME_AHEAD_MS,
    aheadMessage: "errors.bedtimeNotYet",
  }),
  notes: multilineText({ max: 500, tooLong: "errors.notesTooLong" }).trim().nullish(),
});
export type CreateSleepLogBody = z.input<typeof createSleepLogBody>;
/** A bedtime as the server receives it, parsed (the user id checked and left out). */
export type NewBedtime = Omit<z.output<typeof createSleepLogBody>, "userId">;

/** The bedtime form (SPEC 5): a time is required, notes are optional. */
export const bedtimeForm = z.object({
  time: clockTime,
  notes: createSleepLogBody.shape.notes,
});
export type BedtimeFormInput = z.input<typeof bedtimeForm>;
export type BedtimeFormOutput = z.output<typeof bedtimeForm>;

/** PATCH /api/sleep-logs/{id} (SPEC 7): morning mode requires a mood; waking time optional. */
export const morningMoodBody = z.object({
  morningMood: z.enum(MORNING_MOOD_VALUES, { error: "errors.morningMoodRequired" }),
  morningMoodTime: instant().optional(),
  /** When the child woke (ADR 063); after the bedtime, at most a long night later. */
  wokeAt: instant({ message: "errors.wokeAtRequired" }).optional(),
  notes: createSleepLogBody.shape.notes,
});
export type MorningMoodBody = z.input<typeof morningMoodBody>;
/** A morning mood as the server receives it, parsed. */
export type NewMorningMood = z.output<typeof morningMoodBody>;

/**
 * The morning form (SPEC 5): a mood is required, notes are optional; "When did you wake up?"
 * (ADR 063) is a quick choice, or a clock time when "Pick a time" is chosen.
 */
export const morningForm = morningMoodBody
  .pick({ morningMood: true, notes: true })
  .extend({
    wake: z.enum(WAKE_CHOICES.map((c) => c.value) as [WakeChoice, ...WakeChoice[]]),
    wakeTime: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.wake === "time" && !clockTime.safeParse(form.wakeTime).success) {
      ctx.addIssue({ code: "custom", path: ["wakeTime"], message: "errors.pickWakeTime" });
    }
  });
export type MorningFormInput = z.input<typeof morningForm>;
export type MorningFormOutput = z.output<typeof morningForm>;

/** A sleep log as the client sees it; date is the local date of the night. */
export const sleepLog = z.object({
  id: z.string(),
  userId: z.string(),
  bedtime: z.string(),
  morningMood: z.string().nullable(),
  morningMoodTime: z.string().nullable(),
  notes: z.string().nullable(),
  wokeAt: z.string().nullable(),
  date: z.string(),
});
export type SleepLog = z.infer<typeof sleepLog>;

/** The sleep log calls (SPEC 7): tonight's (or last night's), bedtime, morning mood. */
export const sleepLogEndpoints = {
  current: endpoint({
    method: "GET",
    path: "/api/sleep-logs/today/:userId",
    summary: "Tonight's sleep log, or last night's until 15:00; else null",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: sleepLog.nullable(),
  }),
  bedtime: endpoint({
    method: "POST",
    path: "/api/sleep-logs",
    summary: "Logs a bedtime (409 when that night already has one)",
    access: "signed-in",
    child: { from: "body", need: "log" },
    body: createSleepLogBody,
    response: sleepLog,
    status: 201,
    idempotent: true,
  }),
  morning: endpoint({
    method: "PATCH",
    path: "/api/sleep-logs/:id",
    summary: "Adds the morning mood to a night's log",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    body: morningMoodBody,
    response: sleepLog,
  }),
} as const;
