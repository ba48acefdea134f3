import { MAX_CASE_DAYS, MAX_OPEN_CASES, MIN_CASE_DAYS } from "./types";

/** The set-up's safety question (our diary has no field for these signs, so it asks). */
export function allergyQuestion(food: string): string {
  return `After eating ${food}, has your child ever had swelling (lips, face or tongue), hives (an itchy raised rash), vomiting or breathing trouble?`;
}

/** Why a case cannot be opened when the answer is yes. */
export function allergyStop(food: string): string {
  return `No case for ${food}: swelling, hives, vomiting or breathing trouble after a food can mean an allergy. Please see a doctor before ${food} is eaten again on purpose.`;
}

/** The set-up's agreement question. */
export const AGREEMENT_QUESTION = "I have agreed this case with my child's doctor or dietitian.";

/** Why a case cannot be opened without that agreement. */
export const AGREEMENT_NEEDED =
  "Please agree the case with your child's doctor or dietitian first: they know your child.";

/** Why a second case cannot be opened. */
export const ONE_CASE_AT_A_TIME =
  "One case at a time, Detective: finish or close the open case first.";

/** Why a case of another length cannot be opened. */
export const CASE_LENGTH_RULE = `A case lasts ${MIN_CASE_DAYS} to ${MAX_CASE_DAYS} days.`;

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

/** A broken safety rule: the field it is about and the message the parent reads. */
export interface SafetyProblem {
  readonly field: "allergySigns" | "agreedWithClinician" | "days" | "open";
  readonly message: string;
}

/** The safety rules a case must pass before it opens; empty when it may open. */
export function safetyProblems(a: SafetyAnswers): SafetyProblem[] {
  const problems: SafetyProblem[] = [];
  if (a.allergySigns) problems.push({ field: "allergySigns", message: allergyStop(a.food) });
  if (!a.agreedWithClinician) {
    problems.push({ field: "agreedWithClinician", message: AGREEMENT_NEEDED });
  }
  if (!Number.isInteger(a.days) || a.days < MIN_CASE_DAYS || a.days > MAX_CASE_DAYS) {
    problems.push({ field: "days", message: CASE_LENGTH_RULE });
  }
  if (a.openCases >= MAX_OPEN_CASES) problems.push({ field: "open", message: ONE_CASE_AT_A_TIME });
  return problems;
}
