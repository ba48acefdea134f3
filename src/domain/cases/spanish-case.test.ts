import { describe, expect, it } from "vitest";
import { evidenceOfCase, noteOf } from "../../i18n/testing-cases";
import type { PatternMeal } from "../patterns/types";
import type { PlanDay, PlanDayKind } from "./types";
import { judgeCase } from "./verdict";

const QUESO = { suspect: "queso", partner: null };
const HUEVO = { suspect: "huevo", partner: null };

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

/** What the child typed for her cheese on each cheese day, and on the cheese-free days. */
const CHEESE = ["pizza de queso", "Queso", "quesadillas", "sándwich de jamón y queso", "quesos"];
const FREE = ["pan tostado con mermelada", "tortilla de maíz", "leche de avena", "arroz con pollo"];

function spanishMeals(): PatternMeal[] {
  let cheese = 0;
  return KINDS.flatMap((kind, d): PatternMeal[] => [
    { id: `b${d}`, at: at(d, 8), foods: ["pan tostado", "plátano"] },
    {
      id: `l${d}`,
      at: at(d, 12.5),
      foods:
        kind === "suspect" ? [CHEESE[cheese++ % CHEESE.length] as string] : [FREE[d % 4] as string],
    },
  ]);
}

const check = (day: number, hour: number, feeling: string) => ({
  id: `c${day}-${hour}`,
  at: at(day, hour),
  feeling,
  bathroomEvent: null,
});

describe("a case on a food named in Spanish", () => {
  it("counts 'pizza de queso' and every other cheese she typed as a cheese day", () => {
    const meals = spanishMeals();
    const evenings = KINDS.map((_, d) => check(d, 19, "happy"));
    const ouchy = [0, 3, 6, 9].map((d) => check(d, 14.5, "ouchy"));
    const verdict = judgeCase({
      suspect: "queso",
      partner: null,
      days: DAYS,
      lagWindow: { from: 1, to: 4 },
      marks: {},
      meals,
      checks: [...evenings, ...ouchy],
      timeZone: "UTC",
    });
    expect(evidenceOfCase(verdict)).toBe(
      "pain (Ouchy) on 4 of 5 queso days, 0 of 5 queso-free days",
    );
    expect(verdict.foods[0]).toMatchObject({ exposedDays: 5, exposedTroubleDays: 4, freeDays: 5 });
    expect(verdict.days.map((d) => [d.ateSuspect, d.counted])).toEqual(
      KINDS.map((k) => [k === "suspect", true]),
    );
    expect(noteOf(QUESO, verdict.days[0]?.note ?? { code: "unknown" })).toBe(
      "Counted as a queso day: queso in pizza de queso.",
    );
    expect(verdict.outcome).toBe("trigger");
  });

  it("counts a cheese pizza on a cheese-free day as cheese eaten, and oat milk as nothing", () => {
    const meals = spanishMeals();
    // Day 1 was to be cheese-free; she had pizza de queso at a party.
    meals.push({ id: "party", at: at(1, 16), foods: ["Pizza de Queso"] });
    const verdict = judgeCase({
      suspect: "queso",
      partner: null,
      days: DAYS,
      lagWindow: { from: 1, to: 4 },
      marks: {},
      meals,
      checks: KINDS.map((_, d) => check(d, 19, "happy")),
      timeZone: "UTC",
    });
    expect(verdict.days[1]).toMatchObject({ planned: "free", ateSuspect: true });
    // "leche de avena" (day 2) and "tortilla de maíz" (day 1's lunch) hold no cheese.
    expect(verdict.days[2]).toMatchObject({ ateSuspect: false, counted: true });
  });

  it("leaves out a day with a bare tortilla on an egg case: it may have been the omelette", () => {
    const meals: PatternMeal[] = KINDS.flatMap((kind, d): PatternMeal[] => [
      { id: `b${d}`, at: at(d, 8), foods: ["pan tostado"] },
      {
        id: `l${d}`,
        at: at(d, 12.5),
        foods: [kind === "suspect" ? "huevos revueltos" : d === 2 ? "tortilla" : "arroz con pollo"],
      },
    ]);
    const verdict = judgeCase({
      suspect: "huevo",
      partner: null,
      days: DAYS,
      lagWindow: { from: 1, to: 4 },
      marks: {},
      meals,
      checks: KINDS.map((_, d) => check(d, 19, "happy")),
      timeZone: "UTC",
    });
    expect(verdict.days[0]).toMatchObject({ ateSuspect: true, counted: true });
    expect(verdict.days[1]).toMatchObject({ ateSuspect: false, counted: true });
    expect(verdict.days[2]).toMatchObject({ planned: "free", counted: false });
    expect(noteOf(HUEVO, verdict.days[2]?.note ?? { code: "unknown" })).toBe(
      "Tortilla can be more than one food, one of them with huevo in it: not counted.",
    );
    expect(verdict.foods[0]).toMatchObject({ exposedDays: 5, freeDays: 4 });
  });
});
