// The case's facts in English words, for the domain's tests: the sentences the domain used to
// return, now made at the edge (src/i18n/words/cases.ts) from the English catalogue.

import type { DayNoteFact, NextStepFact, TroubleFact, TroubleName } from "../domain/cases/facts";
import type { CaseFoods, CasePlan, PlanDayKind, VerdictOutcome } from "../domain/cases/types";
import type { CaseVerdict, FoodVerdict } from "../domain/cases/verdict";
import { evidenceOf, hidingPlaces, servedPlain } from "../domain/cases/words";
import { testTranslate } from "./testing";
import {
  caseEvidenceWords,
  caseMissionWords,
  childInstructionWords,
  childTaskWords,
  clockWords as clockWordsIn,
  dayNameWords,
  dayNoteWords,
  firstDayTaskWords,
  foodEvidenceWords,
  nextStepWords,
  planReasonWords,
  troubleWords,
} from "./words/cases";

export const en = testTranslate("en");

export const reasonsOf = (plan: CasePlan) => plan.reasons.map((r) => planReasonWords(en, plan, r));
export const noteOf = (foods: CaseFoods, note: DayNoteFact) => dayNoteWords(en, foods, note);
export const evidenceOfCase = (v: CaseVerdict) => caseEvidenceWords(en, v);
export const nextStepsOf = (n: NextStepFact) => nextStepWords(en, n);
export const caseMissionText = (hour: number) => caseMissionWords(en, hour);
export const clockWords = (hour: number) => clockWordsIn(en, hour);
export const dayNameOf = (foods: CaseFoods, kind: PlanDayKind) => dayNameWords(en, foods, kind);
export const childInstruction = (foods: CaseFoods, kind: PlanDayKind) =>
  childInstructionWords(en, foods, kind);
export const firstDayTask = (foods: CaseFoods, kind: PlanDayKind) =>
  firstDayTaskWords(en, foods, kind);
export const childTask = (foods: CaseFoods, kind: PlanDayKind) =>
  childTaskWords(
    en,
    {
      ...foods,
      hidingPlaces: hidingPlaces(foods.suspect),
      plainSuspect: servedPlain(foods.suspect),
      plainPartner: foods.partner !== null && servedPlain(foods.partner),
    },
    kind,
  );

/** A food's evidence in words, from its numbers. */
export function evidenceFor(e: {
  outcome: VerdictOutcome;
  trouble: TroubleName;
  food: string;
  exposedDays: number;
  exposedTroubleDays: number;
  freeDays: number;
  freeTroubleDays: number;
  lagHours: number;
  timedTroubleDays: number;
}): string {
  return foodEvidenceWords(en, { ...e, evidence: evidenceOf(e) });
}

/** The foods of a verdict: its suspect, and its partner in a split case. */
export const foodsOf = (v: CaseVerdict): CaseFoods => ({
  suspect: v.foods[0].food,
  partner: v.foods[1]?.food ?? null,
});

export const troubleOf = (f: TroubleFact) => troubleWords(en, f);
export const foodEvidenceOf = (f: FoodVerdict) => foodEvidenceWords(en, f);

/** A verdict's days with their notes and tummy trouble in words. */
export const wordedDays = (v: CaseVerdict) =>
  v.days.map((d) => ({
    ...d,
    note: noteOf(foodsOf(v), d.note),
    trouble: d.trouble.map(troubleOf),
  }));
