import { describe, expect, it } from "vitest";
import {
  evidenceOfCase,
  foodEvidenceOf,
  foodsOf,
  nextStepsOf,
  noteOf,
  troubleOf,
  wordedDays,
} from "../../i18n/testing-cases";
import type { PatternMeal, PatternTummyCheck } from "../patterns/types";
import type { DayMark, PlanDay, PlanDayKind } from "./types";
import { judgeCase } from "./verdict";

const HOUR = 3_600_000;
/** Ten case days from Monday 2 March 2026 (UTC is the family's zone here). */
const KINDS: PlanDayKind[] = [
  "suspect",
  "free",
  "free",
  "suspect",
  "suspect",
  "free",
  "suspect",
  "free",
  "free",
  "suspect",
];
const DAYS: PlanDay[] = KINDS.map((kind, i) => ({
  date: `2026-03-${String(2 + i).padStart(2, "0")}`,
  kind,
}));
const at = (day: number, hour: number) => Date.UTC(2026, 2, 2 + day) + hour * HOUR;

/** Breakfast at 08:00 (with milk on milk days) and lunch at 12:30, every day. */
function meals(kinds: readonly PlanDayKind[], eats = (k: PlanDayKind) => k === "suspect") {
  return kinds.flatMap((k, d): PatternMeal[] => [
    { id: `b${d}`, at: at(d, 8), foods: eats(k) ? ["cereal", "milk"] : ["toast"] },
    { id: `l${d}`, at: at(d, 12.5), foods: ["sandwich"] },
  ]);
}

function check(day: number, hour: number, feeling: string, bathroomEvent: string | null = null) {
  return { id: `c${day}-${hour}`, at: at(day, hour), feeling, bathroomEvent };
}

/** A happy check every evening. */
const evenings = KINDS.map((_, d) => check(d, 19, "happy"));

function judge(extra: {
  meals?: PatternMeal[];
  checks: PatternTummyCheck[];
  marks?: Record<string, DayMark>;
  partner?: string | null;
  extendedDays?: number;
}) {
  return judgeCase({
    suspect: "milk",
    partner: extra.partner ?? null,
    days: DAYS,
    lagWindow: { from: 1, to: 4 },
    marks: extra.marks ?? {},
    meals: extra.meals ?? meals(KINDS),
    checks: extra.checks,
    timeZone: "UTC",
    extendedDays: extra.extendedDays,
  });
}

describe("judgeCase", () => {
  it("finds milk very likely a trigger: ouchy 2 hours after milk on 4 of 5 milk days", () => {
    const ouchy = [0, 3, 4, 6].map((d) => check(d, 10, "ouchy"));
    const v = judge({ checks: [...evenings, ...ouchy] });
    expect(v.outcome).toBe("trigger");
    expect(v.probability).toBeGreaterThan(0.97);
    expect(evidenceOfCase(v)).toBe("pain (Ouchy) on 4 of 5 milk days, 0 of 5 milk-free days");
    expect(v.foods[0]).toMatchObject({ exposedDays: 5, exposedTroubleDays: 4, freeDays: 5 });
    expect(v.foods[0].lagHours).toBeGreaterThanOrEqual(1.5);
    expect(v.foods[0].lagHours).toBeLessThanOrEqual(2.5);
    expect(nextStepsOf(v.nextSteps)).toContain("doctor or dietitian");
    expect(v.days[0]).toMatchObject({ date: "2026-03-02", counted: true });
    expect(noteOf(foodsOf(v), v.days[0].note)).toBe("Counted as a milk day.");
    expect(v.days[0].trouble.map(troubleOf)).toEqual(["pain (Ouchy) at 10:00"]);
  });

  it("finds milk probably not a trigger when the milk days are calm", () => {
    const v = judge({ checks: [...evenings, check(2, 15, "uncomfortable")] });
    expect(v.outcome).toBe("not-trigger");
    expect(v.probability).toBeLessThan(0.2);
    expect(evidenceOfCase(v)).toBe("tummy trouble on 0 of 5 milk days, 1 of 5 milk-free days");
  });

  it("asks for more days when trouble comes on both kinds of day", () => {
    const trouble = [0, 1, 3, 5].map((d) => check(d, 10, "uncomfortable"));
    const v = judge({ checks: [...evenings, ...trouble] });
    expect(v.outcome).toBe("not-enough");
    expect(evidenceOfCase(v)).toBe(
      "mild discomfort (Okay) on 2 of 5 milk days, 2 of 5 milk-free days",
    );
  });

  it("counts a day as what was eaten, never as planned", () => {
    // Day 1 (free) not kept: milk was eaten though not logged. Day 3 (milk) not kept and no
    // milk logged: a milk-free day. Day 2 (free), marked kept, but the diary shows milk.
    const diary = meals(KINDS).map((m) =>
      m.id === "b3" ? { ...m, foods: ["toast"] } : m.id === "b2" ? { ...m, foods: ["milk"] } : m,
    );
    const v = judge({
      meals: diary,
      checks: evenings,
      marks: { "2026-03-03": false, "2026-03-05": false, "2026-03-04": true },
    });
    const day = (date: string) => wordedDays(v).find((d) => d.date === date);
    expect(day("2026-03-03")).toMatchObject({
      ateSuspect: true,
      counted: true,
      note: "Counted as a milk day (the plan said milk-free).",
    });
    expect(day("2026-03-05")).toMatchObject({
      ateSuspect: false,
      note: "Counted as a milk-free day (the plan said milk).",
    });
    expect(day("2026-03-04")?.ateSuspect).toBe(true);
    expect(v.foods[0]).toMatchObject({ exposedDays: 6, freeDays: 4 });
  });

  it("leaves out days without a tummy check and planned days nobody can vouch for", () => {
    const diary = meals(KINDS).filter((m) => m.id !== "b6");
    const checks = evenings.filter((c) => c.id !== "c0-19");
    const v = judge({ meals: diary, checks });
    expect(wordedDays(v)[0]).toMatchObject({
      counted: false,
      note: "No tummy check after the time that matters: not counted.",
    });
    expect(wordedDays(v)[6]).toMatchObject({
      counted: false,
      ateSuspect: null,
      note: "Not in the diary and not marked: not counted.",
    });
    expect(v.foods[0]).toMatchObject({ exposedDays: 3, freeDays: 5 });
  });

  it("gives no verdict on fewer than 3 counted days of a kind", () => {
    const checks = [...evenings.slice(0, 4), check(0, 10, "ouchy"), check(3, 10, "ouchy")];
    const v = judge({ checks });
    expect(v.foods[0].exposedDays).toBe(2);
    expect(v.outcome).toBe("not-enough");
  });

  it("splits a group: runny tummy after milk days without cereal, none after cereal without milk", () => {
    const splitMeals = KINDS.flatMap((k, d): PatternMeal[] => [
      {
        id: `b${d}`,
        at: at(d, 8),
        foods: k === "suspect" ? ["milk", "toast"] : ["cereal", "juice"],
      },
    ]);
    const runny = [0, 3, 4, 6, 9].map((d) => check(d, 11, "happy", "runny tummy"));
    const v = judge({ meals: splitMeals, checks: [...evenings, ...runny], partner: "cereal" });
    expect(v.foods.map((f) => [f.food, f.outcome])).toEqual([
      ["milk", "trigger"],
      ["cereal", "not-trigger"],
    ]);
    expect(foodEvidenceOf(v.foods[0])).toBe(
      "loose stool (Runny Tummy or Super Runny) on 5 of 5 milk days, 0 of 5 milk-free days",
    );
    expect(foodEvidenceOf(v.foods[1])).toBe(
      "tummy trouble on 0 of 5 cereal days, 5 of 5 cereal-free days",
    );
  });

  it("reads names through the food table: a milkshake is milk, oat milk is not", () => {
    const diary = meals(KINDS).map((m) =>
      m.foods.includes("milk")
        ? { ...m, foods: ["Warm  Milk", "oats"] }
        : { ...m, foods: ["oat milk", "toast"] },
    );
    const v = judge({ meals: diary, checks: evenings });
    expect(v.foods[0]).toMatchObject({ exposedDays: 5, freeDays: 5 });
  });

  it("asks a case read a second time, after its extension, for 95% where a first look asks 90%", () => {
    // Ouchy 2 to 3.5 hours after milk on 3 of 5 milk days, and once on a milk-free afternoon.
    const ouchy = [check(0, 10, "ouchy"), check(3, 10, "ouchy"), check(4, 11.5, "ouchy")];
    const checks = [...evenings, ...ouchy, check(2, 15, "ouchy")];
    const first = judge({ checks });
    expect(first.probability).toBeGreaterThan(0.9);
    expect(first.probability).toBeLessThan(0.95);
    expect(first.outcome).toBe("trigger");
    const second = judge({ checks, extendedDays: 7 });
    expect(second.probability).toBe(first.probability);
    expect(second.outcome).toBe("not-enough");
    expect(evidenceOfCase(second)).not.toMatch(/%/);
    // Clear evidence convicts on a second look too.
    const clear = [0, 3, 4, 6].map((d) => check(d, 10, "ouchy"));
    expect(judge({ checks: [...evenings, ...clear], extendedDays: 7 }).outcome).toBe("trigger");
  });
});
