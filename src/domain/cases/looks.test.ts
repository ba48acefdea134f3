import { describe, expect, it } from "vitest";
import { evidenceOfCase, nextStepsOf } from "../../i18n/testing-cases";
import type { PatternMeal, PatternTummyCheck } from "../patterns/types";
import { extendPlan, planCase } from "./plan";
import { MAX_CASE_TOTAL_DAYS, type PlanDay, type PlanDayKind } from "./types";
import { judgeCase, LOOK_BARS, lookBars, lookOf } from "./verdict";

const HOUR = 3_600_000;
const at = (day: number, hour: number) => Date.UTC(2026, 2, 2 + day) + hour * HOUR;
const check = (day: number, hour: number, feeling = "happy"): PatternTummyCheck => ({
  id: `c${day}-${hour}-${feeling}`,
  at: at(day, hour),
  feeling,
  bathroomEvent: null,
});
/** 28 days: milk and milk-free days in turn, milk at breakfast and lunch on milk days. */
const KINDS: PlanDayKind[] = Array.from({ length: 28 }, (_, i) =>
  i % 4 === 0 || i % 4 === 3 ? "suspect" : "free",
);
const DAYS: PlanDay[] = KINDS.map((kind, i) => ({
  date: new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10),
  kind,
}));
const MEALS: PatternMeal[] = KINDS.flatMap((k, d) => [
  { id: `b${d}`, at: at(d, 8), foods: k === "suspect" ? ["cereal", "milk"] : ["toast"] },
  { id: `l${d}`, at: at(d, 12.5), foods: k === "suspect" ? ["sandwich", "milk"] : ["sandwich"] },
  { id: `d${d}`, at: at(d, 18), foods: ["pasta"] },
]);
const EVENINGS = KINDS.map((_, d) => check(d, 20));

function judge(days: number, aches: PatternTummyCheck[], extensions: number) {
  return judgeCase({
    suspect: "milk",
    partner: null,
    days: DAYS.slice(0, days),
    lagWindow: { from: 1, to: 9 },
    marks: {},
    meals: MEALS.filter((m) => m.at < at(days, 0)),
    checks: [...EVENINGS, ...aches].filter((c) => c.at < at(days, 12)),
    timeZone: "UTC",
    extendedDays: days - 14,
    extensions,
  });
}

describe("sequential looks, up to 28 days", () => {
  it("asks more on both sides at each further look", () => {
    expect(LOOK_BARS[0]).toEqual({ trigger: 0.9, notTrigger: 0.2 });
    for (let look = 2; look <= LOOK_BARS.length; look++) {
      expect(lookBars(look).trigger).toBeGreaterThan(lookBars(look - 1).trigger);
      expect(lookBars(look).notTrigger).toBeLessThan(lookBars(look - 1).notTrigger);
    }
    expect(lookOf({})).toBe(1);
    expect(lookOf({ extendedDays: 7 })).toBe(2);
    expect(lookOf({ extendedDays: 14, extensions: 2 })).toBe(3);
  });

  it("keeps the error rates at a third look: what the first look called, the third may not", () => {
    // Ouchy 2.5 hours after breakfast on a few milk days, and now and then on a free day.
    const aches = [0, 3, 12, 15, 24].map((d) => check(d, 10.5, "ouchy"));
    const free = [1, 9, 18].map((d) => check(d, 15, "ouchy"));
    const first = judge(14, [...aches, ...free], 0);
    const third = judge(14, [...aches, ...free], 2);
    expect(first.probability).toBeCloseTo(third.probability, 10);
    const p = first.probability;
    // The same diary: "probably not" at the planned end (p <= 0.2), but not low enough for a
    // third look, which asks more on both sides: there it is "not enough evidence".
    expect(p).toBeLessThan(lookBars(1).notTrigger);
    expect(p).toBeGreaterThan(lookBars(3).notTrigger);
    expect(first.outcome).toBe("not-trigger");
    expect(third.outcome).toBe("not-enough");
  });

  it('says "Not enough evidence after 28 days", with what the diary showed and what would help', () => {
    // Aches as often on free days as on milk days, at no steady time.
    const aches = KINDS.flatMap((_, d) =>
      d % 3 === 0 ? [check(d, 9 + (d % 5) * 2, "ouchy")] : [],
    );
    const v = judge(MAX_CASE_TOTAL_DAYS, aches, 2);
    expect(v.finalAfterDays).toBe(28);
    expect(v.outcome).toBe("not-enough");
    expect(evidenceOfCase(v)).toMatch(
      /^Not enough evidence after 28 days: .+ on \d+ of \d+ milk days/,
    );
    expect(nextStepsOf(v.nextSteps)).toMatch(/a tummy check every day about \d+ hours? after milk/);
    expect(nextStepsOf(v.nextSteps)).toContain("marking the days your child was ill");
    // Before 28 days, the case may still go on: no last word.
    expect(judge(21, aches, 1).finalAfterDays).toBe(null);
  });

  it("extends a plan 7 days at a time from the day the family says yes, the blocks kept, 28 days in all", () => {
    const plan = planCase({
      suspect: "milk",
      partner: null,
      days: 14,
      startDate: "2026-03-02",
      lagWindow: { from: 1, to: 4 },
      seed: 5,
    });
    // Said yes two days after the last day: the extension starts then.
    const once = extendPlan(plan, 7, 6, "2026-03-18");
    expect(once.days.slice(0, 14)).toEqual(plan.days);
    expect(once.days[14].date).toBe("2026-03-18");
    expect(once.days).toHaveLength(21);
    expect(once.extensions).toBe(1);
    const twice = extendPlan(once, 7, 7);
    expect(twice.days).toHaveLength(28);
    expect(twice.days[21].date).toBe("2026-03-25");
    expect(twice.extensions).toBe(2);
    for (const days of [twice.days.slice(14, 21), twice.days.slice(21)]) {
      const suspects = days.filter((d) => d.kind === "suspect").length;
      expect(Math.abs(suspects - (days.length - suspects))).toBeLessThanOrEqual(1);
    }
    expect(() => extendPlan(twice, 1, 8)).toThrow(RangeError);
    expect(() => extendPlan(once, 8, 8)).toThrow(RangeError);
  });
});
