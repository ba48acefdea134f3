import type { LocalDate } from "../local-day";
import type { WindowHours } from "../patterns/types";
import {
  PLAN_DAY_KINDS,
  type PlanDayKind,
  type PlanReason,
  VERDICT_OUTCOMES,
  type VerdictOutcome,
} from "./facts";

export { PLAN_DAY_KINDS, type PlanDayKind, VERDICT_OUTCOMES, type VerdictOutcome };

/** A case lasts this many days at least. */
export const MIN_CASE_DAYS = 8;
/** No case is longer than this (a short planned challenge, not a diet). */
export const MAX_CASE_DAYS = 14;
/**
 * A case that ends without enough evidence may be extended by this many days at most at a time,
 * again and again while the evidence stays undecided, up to MAX_CASE_TOTAL_DAYS in all.
 */
export const MAX_EXTENSION_DAYS = 7;
/** No case, with its extensions, has more days than this. */
export const MAX_CASE_TOTAL_DAYS = 28;
/** Only one case runs at a time. */
export const MAX_OPEN_CASES = 1;

/** The foods a case is about: one suspect, or a suspect and its partner from a grouped clue. */
export interface CaseFoods {
  readonly suspect: string;
  /** The other member of a grouped clue ("cereal without milk" days against "milk without cereal"). */
  readonly partner: string | null;
}

/** What a plan is made from. */
export interface PlanInput extends CaseFoods {
  /** Days the parent chose, MIN_CASE_DAYS to MAX_CASE_DAYS. */
  readonly days: number;
  readonly startDate: LocalDate;
  /** Hours after eating in which a reaction is expected (the clue's window), if known. */
  readonly lagWindow: WindowHours | null;
  /** Seed of the day order (the same seed always gives the same plan). */
  readonly seed: number;
}

/** One day of a plan. */
export interface PlanDay {
  readonly date: LocalDate;
  readonly kind: PlanDayKind;
}

/** A case plan: its days in order and the reasons it has them. */
export interface CasePlan extends CaseFoods {
  readonly days: readonly PlanDay[];
  readonly lagWindow: WindowHours;
  /** Rest days after each suspect day (0 unless a reaction may reach the next day's waking hours). */
  readonly restDaysAfterSuspect: number;
  /** Why the plan has the days it has, as facts (worded at the edge). */
  readonly reasons: readonly PlanReason[];
  /** How many times the case was extended (each a further look at the evidence); 0 if unset. */
  readonly extensions?: number;
}

/** Whether the family kept a day's plan: true, false (not kept), or not said. */
export type DayMark = boolean | null;
