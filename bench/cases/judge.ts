// The bench's one door to the case engine: how a plan is drawn, what the case mission asks
// for, and how a verdict is read. Kept apart so the same simulated children can be scored
// against an older engine.
import { extendPlan, missionCheckHour, planCase } from "../../src/domain/cases/plan";
import type { PlanDay, VerdictOutcome } from "../../src/domain/cases/types";
import { judgeCase } from "../../src/domain/cases/verdict";
import type { PatternMeal, PatternTummyCheck, WindowHours } from "../../src/domain/patterns/types";

export interface CasePlanLike {
  readonly days: readonly PlanDay[];
  readonly lagWindow: WindowHours;
}

export function planFor(input: {
  suspect: string;
  partner: string | null;
  days: number;
  extraDays: number;
  startDate: string;
  lagWindow: WindowHours | null;
  seed: number;
}): { plan: CasePlanLike; extension: PlanDay[] } {
  const plan = planCase(input);
  // Extended 7 days at a time, each block planned from its own seed, the blocks kept.
  let extended = plan;
  for (let k = 0; k * 7 < input.extraDays; k++) {
    extended = extendPlan(extended, Math.min(7, input.extraDays - k * 7), input.seed + 1 + k);
  }
  return { plan, extension: extended.days.slice(plan.days.length) };
}

/** The case mission's checks: local hours of the day's checks, and a morning check. */
export function missionOf(plan: CasePlanLike): { hours: number[]; morning: boolean } {
  return { hours: [missionCheckHour(plan.lagWindow), 20], morning: true };
}

export interface JudgeCaseInput {
  suspect: string;
  partner: string | null;
  days: readonly PlanDay[];
  lagWindow: WindowHours;
  marks: Record<string, boolean | null>;
  illDays: readonly string[];
  meals: readonly PatternMeal[];
  checks: readonly PatternTummyCheck[];
  /** The family's zone (where the days were lived) and the zone the verdict is read in. */
  homeZone: string;
  readerZone: string;
  /** The ceiling analysis's oracle: the true reaction lag, known to the verdict. */
  knownLag?: number;
  /** Days added after the case ended without enough evidence. */
  extendedDays?: number;
  /** Extensions added (each a further look). */
  extensions?: number;
}

/** Outcomes of the suspect and (in a split case) the partner, in that order. */
export function judge(input: JudgeCaseInput): VerdictOutcome[] {
  // Every day is read in the zone the family lived it in, whoever reads the verdict.
  const verdict = judgeCase({ ...input, timeZone: input.homeZone });
  return verdict.foods.map((f) => f.outcome);
}

/** Whether the engine extends a case that ended without enough evidence. */
export const EXTENDS = true;
/** How many looks the engine offers: the planned end and each 7-day extension after it. */
export const LOOKS = 3;
