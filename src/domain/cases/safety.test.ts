import { describe, expect, it } from "vitest";
import {
  caseMissionText,
  childInstruction,
  childTask,
  en,
  firstDayTask,
  nextStepsOf,
  reasonsOf,
} from "../../i18n/testing-cases";
import { outcomeWords, safetyProblemWords } from "../../i18n/words/cases";
import { planCase } from "./plan";
import { safetyProblems } from "./safety";
import { PLAN_DAY_KINDS, VERDICT_OUTCOMES } from "./types";

const allergyQuestion = (food: string) => en("cases.allergyQuestion", { food });
const allergyStop = (food: string) => en("cases.allergyStop", { food });
const AGREEMENT_QUESTION = en("cases.agreementQuestion");
const AGREEMENT_NEEDED = en("cases.agreementNeeded");
const ONE_CASE_AT_A_TIME = en("cases.oneCaseAtATime");
const CASE_LENGTH_RULE = en("cases.caseLengthRule", { min: 8, max: 14 });
const CASE_CLOSED_CHILD = en("cases.closedChild");
const CASE_STARTS_TOMORROW = en("cases.startsTomorrow");
/** The problems with the words the parent reads. */
const worded = (answers: Parameters<typeof safetyProblems>[0]) =>
  safetyProblems(answers).map((p) => ({ field: p.field, message: safetyProblemWords(en, p) }));

const fine = {
  food: "milk",
  days: 14,
  allergySigns: false,
  agreedWithClinician: true,
  openCases: 0,
};

describe("safety rules", () => {
  it("lets a case open when every answer is safe", () => {
    expect(safetyProblems(fine)).toEqual([]);
  });

  it("never opens a case after signs of an allergy, and says to see a doctor", () => {
    expect(worded({ ...fine, allergySigns: true })).toEqual([
      { field: "allergySigns", message: allergyStop("milk") },
    ]);
    expect(allergyStop("milk")).toContain("Please see a doctor");
    expect(allergyQuestion("milk")).toBe(
      "After eating milk, has your child ever had swelling (lips, face or tongue), hives (an itchy raised rash), vomiting or breathing trouble?",
    );
  });

  it("asks that the case be agreed with the child's doctor or dietitian", () => {
    expect(AGREEMENT_QUESTION).toContain("doctor or dietitian");
    expect(worded({ ...fine, agreedWithClinician: false })).toEqual([
      { field: "agreedWithClinician", message: AGREEMENT_NEEDED },
    ]);
  });

  it("allows 8 to 14 days and one case at a time", () => {
    expect(worded({ ...fine, days: 15 })).toEqual([{ field: "days", message: CASE_LENGTH_RULE }]);
    expect(safetyProblems({ ...fine, days: 7 })[0]?.field).toBe("days");
    expect(safetyProblems({ ...fine, days: 8 })).toEqual([]);
    expect(worded({ ...fine, openCases: 1 })).toEqual([
      { field: "open", message: ONE_CASE_AT_A_TIME },
    ]);
  });
});

describe("the case's words", () => {
  it("speak to the child as a detective", () => {
    expect(childInstruction({ suspect: "milk", partner: null }, "free")).toBe(
      "Today is a milk-free day, Detective!",
    );
    expect(childInstruction({ suspect: "milk", partner: null }, "suspect")).toBe(
      "Today is a milk day, Detective!",
    );
    expect(childInstruction({ suspect: "cereal", partner: "milk" }, "suspect")).toBe(
      "Today is a cereal without milk day, Detective!",
    );
    expect(childTask({ suspect: "cereal", partner: "milk" }, "free")).toBe(
      "Have plain milk at breakfast and at lunch, but no cereal today. Log every meal!",
    );
  });

  it("never speak of weight, diets or bad foods", () => {
    const texts: string[] = [
      AGREEMENT_QUESTION,
      AGREEMENT_NEEDED,
      ONE_CASE_AT_A_TIME,
      CASE_LENGTH_RULE,
      CASE_CLOSED_CHILD,
      CASE_STARTS_TOMORROW,
      caseMissionText(14),
      allergyQuestion("milk"),
      allergyStop("milk"),
      ...VERDICT_OUTCOMES.map((o) => outcomeWords(en, o)),
      ...VERDICT_OUTCOMES.map((o) => nextStepsOf({ code: o, food: "milk" })),
      ...PLAN_DAY_KINDS.flatMap((k) => [
        childInstruction({ suspect: "milk", partner: null }, k),
        childTask({ suspect: "milk", partner: null }, k),
        childTask({ suspect: "milk", partner: "cereal" }, k),
        firstDayTask({ suspect: "milk", partner: null }, k),
      ]),
      ...reasonsOf(
        planCase({
          suspect: "milk",
          partner: "cereal",
          days: 12,
          startDate: "2026-03-02",
          lagWindow: { from: 10, to: 20 },
          seed: 1,
        }),
      ),
      ...reasonsOf(
        planCase({
          suspect: "milk",
          partner: null,
          days: 9,
          startDate: "2026-03-02",
          lagWindow: null,
          seed: 2,
        }),
      ),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(
        /\b(weight|diets?|dieting|bad|junk|fat|fattening|calories?|naughty)\b/i,
      );
    }
  });
});
