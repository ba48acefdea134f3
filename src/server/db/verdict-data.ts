import { z } from "zod";
import {
  dayNoteFact,
  evidenceFact,
  nextStepFact,
  orAsLogged,
  planReason,
  troubleFact,
} from "../../contracts/case-facts";
import type { EvidenceFact } from "../../domain/cases/facts";
import type { CasePlan } from "../../domain/cases/types";
import { PLAN_DAY_KINDS, VERDICT_OUTCOMES } from "../../domain/cases/types";
import type { CaseVerdict } from "../../domain/cases/verdict";

const outcome = z.enum(VERDICT_OUTCOMES);

/**
 * How the domain's timed evidence sentences said when the trouble came ("... about 2 hours
 * after milk ..."), before cases kept facts. Those sentences were only ever written in English.
 */
const SAYS_WHEN = /hours after/;

/**
 * A food's or a case's evidence as stored: a fact, or a sentence from before facts (ADR 073)
 * read once here into what it says, so the screens decide by `saysWhen`, never by its words.
 */
const storedEvidence = orAsLogged(evidenceFact).transform(
  (e): EvidenceFact =>
    e.code === "asLogged" && !("saysWhen" in e && typeof e.saysWhen === "boolean")
      ? { ...e, saysWhen: SAYS_WHEN.test(e.text) }
      : e,
);
const probability = z.number().min(0).max(1);

/** A food's verdict as stored: the domain's FoodVerdict. */
const foodVerdictData = z.object({
  food: z.string(),
  outcome,
  probability,
  evidence: storedEvidence,
  exposedDays: z.number().int(),
  exposedTroubleDays: z.number().int(),
  freeDays: z.number().int(),
  freeTroubleDays: z.number().int(),
  lagHours: z.number(),
  timedTroubleDays: z.number().int().default(0),
});

const dayData = z.object({
  date: z.string(),
  planned: z.enum(PLAN_DAY_KINDS),
  mark: z.boolean().nullable(),
  ateSuspect: z.boolean().nullable(),
  atePartner: z.boolean().nullable(),
  counted: z.boolean(),
  flagged: z.boolean().default(false),
  note: orAsLogged(dayNoteFact),
  trouble: z.array(orAsLogged(troubleFact)),
});

/**
 * The domain verdict (CaseVerdict) as the cases table stores it: facts, and text from before
 * facts (migration 0020, ADR 073) kept as logged.
 */
const verdictData = z.object({
  outcome,
  /** Stored since cases may be extended up to 28 days; older verdicts may be extended once. */
  finalAfterDays: z.number().int().nullable().default(null),
  probability,
  evidence: storedEvidence,
  nextSteps: orAsLogged(nextStepFact),
  foods: z.array(foodVerdictData),
  days: z.array(dayData),
});

/**
 * Verdicts stored before the domain verdict was kept as data held the presented view (labels,
 * whole percent): read back as the domain verdict they were presented from.
 */
const legacyVerdict = z
  .object({
    outcome,
    label: z.string(),
    probability: z.number().int(),
    evidence: storedEvidence,
    nextSteps: orAsLogged(nextStepFact),
    foods: z.array(foodVerdictData.extend({ label: z.string(), probability: z.number().int() })),
    days: z.array(dayData),
  })
  .transform(
    (v): CaseVerdict => ({
      outcome: v.outcome,
      finalAfterDays: null,
      probability: v.probability / 100,
      evidence: v.evidence,
      nextSteps: v.nextSteps,
      foods: v.foods.map(({ label: _label, ...f }) => ({
        ...f,
        probability: f.probability / 100,
        timedTroubleDays: 0,
      })),
      days: v.days,
    }),
  );

/** A stored verdict, parsed with its schema: the domain verdict, or a presented one from before. */
export const storedVerdict = z.union([legacyVerdict, verdictData]);

/** The stored verdict of a case row, or null; a row that does not parse is a defect, not data. */
export function verdictOf(stored: unknown): CaseVerdict | null {
  return stored == null ? null : storedVerdict.parse(stored);
}

/** A domain verdict as it is stored. */
export function verdictAsData(verdict: CaseVerdict): Record<string, unknown> {
  return verdictData.parse(verdict);
}

/** A case plan (CasePlan) as the cases table stores it: reasons as facts, older text as logged. */
const planData = z.object({
  suspect: z.string(),
  partner: z.string().nullable(),
  days: z.array(z.object({ date: z.string(), kind: z.enum(PLAN_DAY_KINDS) })),
  lagWindow: z.object({ from: z.number(), to: z.number() }),
  restDaysAfterSuspect: z.number().int().min(0),
  reasons: z.array(orAsLogged(planReason)),
  extensions: z.number().int().min(0).optional(),
});

/** The stored plan of a case row, parsed with its schema; a row that does not parse is a defect. */
export function planOf(stored: unknown): CasePlan {
  return planData.parse(stored);
}

/** A domain plan as it is stored. */
export function planAsData(plan: CasePlan): Record<string, unknown> {
  return planData.parse(plan);
}
