import { describe, expect, it } from "vitest";
import { planCase } from "./plan";
import {
  AGREEMENT_NEEDED,
  AGREEMENT_QUESTION,
  allergyQuestion,
  allergyStop,
  CASE_LENGTH_RULE,
  ONE_CASE_AT_A_TIME,
  safetyProblems,
} from "./safety";
import { PLAN_DAY_KINDS, VERDICT_OUTCOMES } from "./types";
import {
  CASE_CLOSED_CHILD,
  CASE_STARTS_TOMORROW,
  caseMissionText,
  childInstruction,
  childTask,
  firstDayTask,
  nextSteps,
  OUTCOME_LABELS,
} from "./words";

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
    expect(safetyProblems({ ...fine, allergySigns: true })).toEqual([
      { field: "allergySigns", message: allergyStop("milk") },
    ]);
    expect(allergyStop("milk")).toContain("Please see a doctor");
    expect(allergyQuestion("milk")).toBe(
      "After eating milk, has your child ever had swelling (lips, face or tongue), hives (an itchy raised rash), vomiting or breathing trouble?",
    );
  });

  it("asks that the case be agreed with the child's doctor or dietitian", () => {
    expect(AGREEMENT_QUESTION).toContain("doctor or dietitian");
    expect(safetyProblems({ ...fine, agreedWithClinician: false })).toEqual([
      { field: "agreedWithClinician", message: AGREEMENT_NEEDED },
    ]);
  });

  it("allows 8 to 14 days and one case at a time", () => {
    expect(safetyProblems({ ...fine, days: 15 })).toEqual([
      { field: "days", message: CASE_LENGTH_RULE },
    ]);
    expect(safetyProblems({ ...fine, days: 7 })[0]?.field).toBe("days");
    expect(safetyProblems({ ...fine, days: 8 })).toEqual([]);
    expect(safetyProblems({ ...fine, openCases: 1 })).toEqual([
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
      ...Object.values(OUTCOME_LABELS),
      ...VERDICT_OUTCOMES.map((o) => nextSteps("milk", o)),
      ...PLAN_DAY_KINDS.flatMap((k) => [
        childInstruction({ suspect: "milk", partner: null }, k),
        childTask({ suspect: "milk", partner: null }, k),
        childTask({ suspect: "milk", partner: "cereal" }, k),
        firstDayTask({ suspect: "milk", partner: null }, k),
      ]),
      ...planCase({
        suspect: "milk",
        partner: "cereal",
        days: 12,
        startDate: "2026-03-02",
        lagWindow: { from: 10, to: 20 },
        seed: 1,
      }).reasons,
      ...planCase({
        suspect: "milk",
        partner: null,
        days: 9,
        startDate: "2026-03-02",
        lagWindow: null,
        seed: 2,
      }).reasons,
    ];
    for (const text of texts) {
      expect(text).not.toMatch(
        /\b(weight|diets?|dieting|bad|junk|fat|fattening|calories?|naughty)\b/i,
      );
    }
  });
});
