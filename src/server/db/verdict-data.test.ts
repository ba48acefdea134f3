import { describe, expect, it } from "vitest";
import { verdictAsData, verdictOf } from "./verdict-data";

// ADR 073: evidence stored as an English sentence before cases kept facts is shown as logged;
// its reader finds once whether it already says when the trouble came, so the verdict screen
// decides by that fact (it adds "about N hours after eating" only when the sentence does not).
const timed = "ouchy about 2 hours after milk on 4 of 5 milk days: at the same time after eating";
const counts = "ouchy on 4 of 5 milk days, 0 of 5 milk-free days";

const food = (evidence: unknown) => ({
  food: "milk",
  outcome: "trigger",
  probability: 0.93,
  evidence,
  exposedDays: 5,
  exposedTroubleDays: 4,
  freeDays: 5,
  freeTroubleDays: 0,
  lagHours: 2,
  timedTroubleDays: 4,
});
const stored = (evidence: unknown) => ({
  outcome: "trigger",
  finalAfterDays: null,
  probability: 0.93,
  evidence,
  nextSteps: { code: "trigger", food: "milk" },
  foods: [food(evidence)],
  days: [],
});

describe("a stored verdict's evidence from before facts", () => {
  it("says whether the sentence tells when the trouble came, keeping its words", () => {
    const v = verdictOf(stored({ code: "asLogged", text: timed }));
    expect(v?.evidence).toEqual({ code: "asLogged", text: timed, saysWhen: true });
    expect(v?.foods[0].evidence).toEqual({ code: "asLogged", text: timed, saysWhen: true });
    const c = verdictOf(stored(counts));
    expect(c?.foods[0].evidence).toEqual({ code: "asLogged", text: counts, saysWhen: false });
  });

  it("leaves facts alone and keeps what it found when the verdict is written again", () => {
    const fact = { code: "timed", trouble: "ouchy" };
    expect(verdictOf(stored(fact))?.foods[0].evidence).toEqual(fact);
    const v = verdictOf(stored(timed));
    if (!v) throw new Error("no verdict");
    expect(verdictOf(verdictAsData(v))?.foods[0].evidence).toEqual({
      code: "asLogged",
      text: timed,
      saysWhen: true,
    });
  });
});
