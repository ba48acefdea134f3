import { z } from "zod";
import type {
  AsLogged,
  DayNoteFact,
  EvidenceFact,
  NextStepFact,
  PlanReason,
  TroubleFact,
} from "../domain/cases/facts";
import { PLAN_DAY_KINDS, VERDICT_OUTCOMES } from "../domain/cases/types";
import { DISCOMFORT_KINDS } from "../domain/patterns/types";

/**
 * The facts of a case (plan reasons, evidence, next steps, day notes, tummy trouble) as they
 * cross the wire and as the cases table stores them: codes, numbers and foods as typed. Text
 * stored before facts that could not be read as facts is kept "as logged" and shown unchanged.
 */
export const asLogged = z.object({
  code: z.literal("asLogged"),
  text: z.string(),
}) satisfies z.ZodType<AsLogged>;

const count = z.number().int().min(0);
const hours = z.number().min(0);
const dayKind = z.enum(PLAN_DAY_KINDS);
const foodName = z.string();
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Why the plan has the days it has. */
export const planReason = z.discriminatedUnion("code", [
  z.object({ code: z.literal("movedBreakfastSplit"), day1: dayKind }),
  z.object({ code: z.literal("movedBreakfast"), day1: dayKind }),
  z.object({ code: z.literal("movedEaten"), food: foodName, day1: dayKind }),
  z.object({ code: z.literal("todayFree") }),
  z.object({ code: z.literal("counts"), days: count, suspectDays: count, freeDays: count }),
  z.object({ code: z.literal("order"), maxRun: count }),
  z.object({ code: z.literal("split") }),
  z.object({ code: z.literal("servings"), plain: z.boolean() }),
  z.object({ code: z.literal("partnerServings"), plain: z.boolean() }),
  z.object({ code: z.literal("freeRule"), places: z.array(foodName) }),
  z.object({ code: z.literal("compound") }),
  z.object({ code: z.literal("noRest"), from: hours, to: hours }),
  z.object({ code: z.literal("rest"), restDays: count, to: hours }),
  z.object({
    code: z.literal("extended"),
    days: count,
    before: count,
    from: localDate.nullable(),
  }),
  asLogged,
]) satisfies z.ZodType<PlanReason>;

/** The tummy trouble a verdict names. */
export const troubleName = z.enum([...DISCOMFORT_KINDS, "mixed"]);

/** What a food's evidence rests on (its numbers are the food verdict's). */
export const evidenceFact = z.discriminatedUnion("code", [
  z.object({ code: z.enum(["counts", "timed", "untimed"]), trouble: troubleName }),
  asLogged.extend({ saysWhen: z.boolean().optional() }),
]) satisfies z.ZodType<EvidenceFact>;

/** What to do next, for the parent. */
export const nextStepFact = z.discriminatedUnion("code", [
  z.object({ code: z.enum(VERDICT_OUTCOMES), food: foodName }),
  z.object({
    code: z.literal("whatWouldHelp"),
    food: foodName,
    lagHours: hours.nullable(),
    checkHour: hours,
  }),
  asLogged,
]) satisfies z.ZodType<NextStepFact>;

/** Why a day of the verdict counts as it does. */
export const dayNoteFact = z.discriminatedUnion("code", [
  z.object({ code: z.enum(["rest", "ill", "nothingLogged", "noCheck", "unknown"]) }),
  z.object({ code: z.literal("trace"), trace: foodName }),
  z.object({ code: z.literal("ambiguous"), food: foodName }),
  z.object({
    code: z.literal("counted"),
    as: z.enum(["suspect", "free"]),
    planned: dayKind,
    servedIn: z.array(foodName),
    tracesIn: z.array(foodName),
    heavy: z.boolean(),
  }),
  asLogged,
]) satisfies z.ZodType<DayNoteFact>;

/** A day's tummy trouble. */
export const troubleFact = z.discriminatedUnion("code", [
  z.object({
    code: z.literal("trouble"),
    kind: z.enum(DISCOMFORT_KINDS),
    time: z.string().regex(/^\d{2}:\d{2}$/),
    night: z.boolean(),
  }),
  asLogged,
]) satisfies z.ZodType<TroubleFact>;

/** Text stored before facts, read as it was logged (a defence for rows the migration missed). */
export const orAsLogged = <T extends z.ZodType>(fact: T) =>
  z.union([fact, z.string().transform((text): AsLogged => ({ code: "asLogged", text }))]);
