import { describe, expect, it } from "vitest";
import { reasonsOf } from "../../i18n/testing-cases";
import {
  BREAKFAST_ENDS_HOUR,
  breakfastIsOver,
  MAX_RUN,
  planCase,
  planFromToday,
  restDaysFor,
} from "./plan";
import type { PlanDayKind } from "./types";

const base = {
  suspect: "milk",
  partner: null,
  startDate: "2026-03-02",
  lagWindow: { from: 1, to: 4 },
};

function longestRun(kinds: readonly PlanDayKind[]): number {
  let best = 0;
  let run = 0;
  kinds.forEach((k, i) => {
    run = i > 0 && kinds[i - 1] === k ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

describe("planCase", () => {
  it("refuses a case shorter than 8 or longer than 14 days", () => {
    expect(() => planCase({ ...base, days: 7, seed: 1 })).toThrow(RangeError);
    expect(() => planCase({ ...base, days: 15, seed: 1 })).toThrow(RangeError);
    expect(() => planCase({ ...base, days: 10.5, seed: 1 })).toThrow(RangeError);
  });

  it("is balanced, never bunches a kind, and runs on consecutive dates from the start", () => {
    for (let days = 8; days <= 14; days++) {
      for (let seed = 1; seed <= 150; seed++) {
        const plan = planCase({ ...base, days, seed });
        const kinds = plan.days.map((d) => d.kind);
        const suspect = kinds.filter((k) => k === "suspect").length;
        const free = kinds.filter((k) => k === "free").length;
        expect(kinds).toHaveLength(days);
        expect(suspect + free).toBe(days);
        expect(Math.abs(suspect - free)).toBeLessThanOrEqual(1);
        expect(longestRun(kinds)).toBeLessThanOrEqual(MAX_RUN);
        expect(plan.days[0].date).toBe("2026-03-02");
        expect(plan.days[days - 1].date).toBe(
          new Date(Date.UTC(2026, 2, 2 + days - 1)).toISOString().slice(0, 10),
        );
      }
    }
  });

  it("is the same for the same seed and varies between seeds", () => {
    const order = (seed: number) =>
      planCase({ ...base, days: 14, seed })
        .days.map((d) => d.kind[0])
        .join("");
    expect(order(42)).toBe(order(42));
    const orders = new Set(Array.from({ length: 60 }, (_, i) => order(i + 1)));
    expect(orders.size).toBeGreaterThan(20);
    // Each position is a suspect day in some plans and a free day in others.
    const all = [...orders];
    for (let i = 0; i < 14; i++) expect(new Set(all.map((o) => o[i])).size).toBe(2);
  });

  it("adds rest days after each suspect day only when a reaction may reach the next day", () => {
    expect(restDaysFor({ from: 1, to: 4 })).toBe(0);
    expect(restDaysFor({ from: 5, to: 9 })).toBe(0);
    expect(restDaysFor({ from: 10, to: 20 })).toBe(1);
    const plan = planCase({ ...base, lagWindow: { from: 10, to: 20 }, days: 12, seed: 7 });
    expect(plan.restDaysAfterSuspect).toBe(1);
    plan.days.forEach((d, i) => {
      if (d.kind === "suspect") expect(plan.days[i + 1]?.kind).toBe("rest");
      if (d.kind === "rest") expect(plan.days[i - 1]?.kind).toBe("suspect");
    });
    expect(plan.days.filter((d) => d.kind === "suspect")).toHaveLength(4);
    expect(plan.days.filter((d) => d.kind === "free")).toHaveLength(4);
    expect(reasonsOf(plan).join(" ")).toContain("followed by 1 rest day without milk");
  });

  it("says why it has the days it has", () => {
    const plan = planCase({ ...base, days: 10, seed: 3 });
    expect(reasonsOf(plan)[0]).toBe(
      "10 days, as you chose: 5 milk days and 5 milk-free days, so the two kinds can be compared.",
    );
    expect(reasonsOf(plan).join(" ")).toContain("never more than 2 of a kind in a row");
    expect(reasonsOf(plan).join(" ")).toContain(
      "No rest day is needed: a reaction to milk is expected 1 to 4 hours after eating",
    );
    const split = planCase({ ...base, partner: "cereal", days: 8, seed: 3 });
    expect(reasonsOf(split)[0]).toBe(
      "8 days, as you chose: 4 milk without cereal days and 4 cereal without milk days, so the two kinds can be compared.",
    );
    // Both foods are named, and when each is served.
    expect(reasonsOf(split)).toContain(
      "On milk without cereal days, have plain milk at breakfast and again at lunch: two servings give a reaction two chances to show, before bedtime.",
    );
    expect(reasonsOf(split)).toContain(
      "On cereal without milk days, have cereal at breakfast and again at lunch: each food is served at the same meals, so the one followed by tummy trouble stands out.",
    );
  });

  it("uses the engine's whole lag range when the clue gives none", () => {
    expect(planCase({ ...base, lagWindow: null, days: 8, seed: 1 }).lagWindow).toEqual({
      from: 1,
      to: 9,
    });
  });
});

describe("a case asked to start today, after breakfast (ADR 023)", () => {
  const paris = "Europe/Paris";

  it("knows when today's breakfast is over, in the family's zone", () => {
    expect(BREAKFAST_ENDS_HOUR).toBe(10);
    expect(breakfastIsOver(new Date("2026-03-02T08:59:00Z"), paris)).toBe(false); // 09:59
    expect(breakfastIsOver(new Date("2026-03-02T09:00:00Z"), paris)).toBe(true); // 10:00
    expect(breakfastIsOver(new Date("2026-03-02T13:00:00Z"), paris)).toBe(true); // 14:00
  });

  it("starts today with a free day for every seed and length, balanced and never bunched", () => {
    for (let days = 8; days <= 14; days++) {
      for (let seed = 1; seed <= 40; seed++) {
        const input = { ...base, days, seed };
        const { plan, movedToTomorrow } = planFromToday(input, () => false, {
          breakfastOver: true,
        });
        expect(movedToTomorrow).toBe(false);
        expect(plan.days[0]).toEqual({ date: "2026-03-02", kind: "free" });
        const drawn = planCase(input).days;
        const count = (list: typeof drawn, kind: PlanDayKind) =>
          list.filter((d) => d.kind === kind).length;
        expect(count(plan.days, "suspect")).toBe(count(drawn, "suspect"));
        expect(longestRun(plan.days.map((d) => d.kind))).toBeLessThanOrEqual(MAX_RUN);
        expect(reasonsOf(plan)[1]).toBe(
          "Day 1 is today, a milk-free day: today's breakfast is over, so today asks only for no milk from now on. The milk days begin at breakfast.",
        );
      }
    }
  });

  it("keeps the plan as drawn before breakfast is over", () => {
    const input = { ...base, days: 10, seed: 7 };
    expect(planFromToday(input, () => false).plan).toEqual(planCase(input));
  });

  it("starts tomorrow when the suspect was already eaten, or when a split case serves both", () => {
    const eaten = planFromToday({ ...base, days: 10, seed: 3 }, (f) => f === "milk", {
      breakfastOver: true,
    });
    expect(eaten.movedToTomorrow).toBe(true);
    expect(eaten.plan.days[0].date).toBe("2026-03-03");
    expect(reasonsOf(eaten.plan)[0]).toMatch(/^Day 1 is tomorrow: milk was already eaten today/);
    const split = planFromToday({ ...base, partner: "cereal", days: 10, seed: 3 }, () => false, {
      breakfastOver: true,
    });
    expect(split.movedToTomorrow).toBe(true);
    expect(split.plan.days[0].date).toBe("2026-03-03");
    expect(reasonsOf(split.plan)[0]).toMatch(/^Day 1 is tomorrow: today's breakfast is over/);
  });
});
