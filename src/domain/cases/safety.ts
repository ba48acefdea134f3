import type { SafetyCode } from "./facts";
import { MAX_CASE_DAYS, MAX_OPEN_CASES, MIN_CASE_DAYS } from "./types";

/** What the set-up answered. */
export interface SafetyAnswers {
  readonly food: string;
  readonly days: number;
  /** Swelling, hives, vomiting or breathing trouble ever seen after the food (or its partner). */
  readonly allergySigns: boolean;
  readonly agreedWithClinician: boolean;
  /** Cases of the child still running. */
  readonly openCases: number;
}

/**
 * A broken safety rule: the field it is about (its code) and the food it names (worded at the
 * edge: an allergy stop, the agreement needed, the case's length, one case at a time).
 */
export interface SafetyProblem {
  readonly field: SafetyCode;
  readonly food: string;
}

/** The safety rules a case must pass before it opens; empty when it may open. */
export function safetyProblems(a: SafetyAnswers): SafetyProblem[] {
  const problems: SafetyProblem[] = [];
  const problem = (field: SafetyCode) => problems.push({ field, food: a.food });
  if (a.allergySigns) problem("allergySigns");
  if (!a.agreedWithClinician) problem("agreedWithClinician");
  if (!Number.isInteger(a.days) || a.days < MIN_CASE_DAYS || a.days > MAX_CASE_DAYS) {
    problem("days");
  }
  if (a.openCases >= MAX_OPEN_CASES) problem("open");
  return problems;
}
