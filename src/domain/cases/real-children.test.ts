import { describe, expect, it } from "vitest";
import {
  caseMissionText,
  childInstruction,
  childTask,
  clockWords,
  dayNameOf,
  evidenceFor,
  foodsOf,
  noteOf,
  reasonsOf,
  wordedDays,
} from "../../i18n/testing-cases";
import type { PatternMeal, PatternTummyCheck } from "../patterns/types";
import { mealHas, servingWeight, TRACE_WEIGHT } from "./days";
import { LAST_LAG, lagPrior, onsetDensity } from "./likelihood";
import { extendPlan, missionCheckHour, planCase, planFromToday, restDaysFor } from "./plan";
import type { PlanDay, PlanDayKind } from "./types";
import { backgroundOf, episodesOf, episodeWeight, judgeCase } from "./verdict";
import { singularName, withArticle } from "./words";

const HOUR = 3_600_000;
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
const check = (day: number, hour: number, feeling = "happy"): PatternTummyCheck => ({
  id: `c${day}-${hour}-${feeling}`,
  at: at(day, hour),
  feeling,
  bathroomEvent: null,
});
/** Breakfast 08:00 (milk on milk days), lunch 12:30 (milk on milk days), dinner 18:00. */
function meals(eats = (k: PlanDayKind) => k === "suspect"): PatternMeal[] {
  return KINDS.flatMap((k, d) => [
    { id: `b${d}`, at: at(d, 8), foods: eats(k) ? ["cereal", "milk"] : ["toast"] },
    { id: `l${d}`, at: at(d, 12.5), foods: eats(k) ? ["sandwich", "milk"] : ["sandwich"] },
    { id: `d${d}`, at: at(d, 18), foods: ["pasta"] },
  ]);
}
const evenings = KINDS.map((_, d) => check(d, 20));
function judge(extra: {
  checks: PatternTummyCheck[];
  illDays?: string[];
  timeZone?: string;
  meals?: PatternMeal[];
}) {
  return judgeCase({
    suspect: "milk",
    partner: null,
    days: DAYS,
    lagWindow: { from: 1, to: 9 },
    marks: {},
    illDays: extra.illDays,
    meals: extra.meals ?? meals(),
    checks: extra.checks,
    timeZone: extra.timeZone ?? "UTC",
  });
}

describe("a background that knows mealtimes", () => {
  it("expects the free days' aches at the same time after the same meal, never less than the flat rate", () => {
    // Five free days: breakfast at 07:00 to 08:00 with an ache an hour after it on four of them.
    const free = [0, 1, 2, 3, 4].map((d) => {
      const start = d * 24;
      const breakfast = start + 7 + d * 0.25;
      const ache = { at: breakfast + 1, from: breakfast + 1, spread: 0 };
      return { start, meals: [breakfast], episodes: d < 4 ? [ache] : [] };
    });
    const bg = backgroundOf(free);
    // A serving at breakfast (08:30 on day 9): the free days' aches an hour after breakfast.
    const serving = bg({ at: 9 * 24 + 8.5, hour: 8.5, weight: 1 });
    // The flat rate: 4 episodes in 5 free days, with the prior of 0.6 episodes in 3 days.
    const flat = (4 + 0.6) / (14 * (5 + 3));
    expect(serving(1, 0.5)).toBeGreaterThan(flat * 5);
    expect(serving(6, 0.5)).toBeCloseTo(flat);
    // A serving at an hour no free day ate: only the same clock time, here nothing.
    expect(bg({ at: 9 * 24 + 15, hour: 15, weight: 1 })(1, 0.5)).toBeCloseTo(flat);
  });

  it("does not convict milk when aches follow every breakfast and lunch alike", () => {
    // An hour after breakfast and lunch on most days, whatever was eaten.
    const aches = KINDS.flatMap((_, d) =>
      d === 2 || d === 3 ? [] : [check(d, 9, "ouchy"), check(d, 13.5, "ouchy")],
    );
    const v = judge({ checks: [...evenings, ...aches] });
    expect(v.outcome).not.toBe("trigger");
  });
});

describe("ill days", () => {
  it("leaves out a day the parent marked ill, and says so", () => {
    const bug = [check(1, 10, "ouchy"), check(1, 14, "ouchy"), check(1, 17, "uncomfortable")];
    const v = judge({ checks: [...evenings, ...bug], illDays: ["2026-03-03"] });
    expect(wordedDays(v)[1]).toMatchObject({ counted: false, note: "Marked ill: not counted." });
    expect(v.foods[0].freeDays).toBe(4);
  });

  it("weighs heavy days on both kinds of day instead of dropping them", () => {
    // Milk reactions 2.5 hours after breakfast on every milk day; day 1 (milk) and day 2 (free)
    // are heavy days with four aches each.
    const reactions = [0, 3, 4, 6, 9].map((d) => check(d, 10.5, "ouchy"));
    const heavy = [
      check(0, 14, "ouchy"),
      check(0, 16.5, "uncomfortable"),
      check(0, 19, "ouchy"),
      check(1, 9, "ouchy"),
      check(1, 13, "ouchy"),
      check(1, 16, "uncomfortable"),
      check(1, 19, "ouchy"),
    ];
    const v = judge({ checks: [...evenings, ...reactions, ...heavy] });
    expect(wordedDays(v)[0]).toMatchObject({ counted: true, flagged: true });
    expect(wordedDays(v)[1]).toMatchObject({ counted: true, flagged: true });
    expect(noteOf(foodsOf(v), v.days[0].note)).toContain("counted with less weight");
    expect(v.foods[0]).toMatchObject({ exposedDays: 5, freeDays: 5 });
    expect(v.outcome).toBe("trigger");
    // A heavy day's episodes weigh as much as three aches together.
    expect(episodeWeight(3)).toBe(1);
    expect(episodeWeight(4)).toBeCloseTo(3 / 4);
    expect(episodeWeight(6)).toBeCloseTo(1 / 2);
    // The heavy free day speaks less against milk than four full aches would: left unweighted
    // (as counted days with the same aches, no day heavy), milk would look less likely.
    const light = judge({ checks: [...evenings, ...reactions, ...heavy.slice(0, 3)] });
    expect(v.probability).toBeLessThan(light.probability);
    expect(v.probability).toBeGreaterThan(0.9);
  });
});

describe("lags to 24 hours", () => {
  it("tries lags from half an hour to 24 hours", () => {
    const { lags } = lagPrior({ from: 1, to: 4 });
    expect(lags[0]).toBe(0.5);
    expect(lags[lags.length - 1]).toBe(LAST_LAG);
    expect(LAST_LAG).toBe(24);
  });

  it("finds a reaction 10 hours after milk", () => {
    const late = [0, 3, 4, 6, 9].map((d) => check(d, 18.25, "ouchy"));
    const v = judge({ checks: [...evenings, ...late] });
    expect(v.outcome).toBe("trigger");
    expect(v.foods[0].lagHours).toBeGreaterThanOrEqual(5.5);
  });

  it("plans rest days from a lag window that reaches the next morning", () => {
    expect(restDaysFor({ from: 1, to: 9 })).toBe(0);
    expect(restDaysFor({ from: 12, to: 24 })).toBe(1);
    const plan = planCase({
      suspect: "milk",
      partner: null,
      days: 12,
      startDate: "2026-03-02",
      lagWindow: { from: 12, to: 24 },
      seed: 3,
    });
    plan.days.forEach((d, i) => {
      if (d.kind === "suspect" && i + 1 < plan.days.length) {
        expect(plan.days[i + 1].kind).toBe("rest");
      }
    });
  });
});

describe("one verdict wherever it is read", () => {
  /** The same local days (breakfast 07:30 with milk on milk days, ouchy at 09:30) in a zone. */
  function livedIn(offsetHours: number) {
    const local = (day: number, hour: number) => at(day, hour) - offsetHours * HOUR;
    return {
      meals: KINDS.map((k, d) => ({
        id: `b${d}`,
        at: local(d, 7.5),
        foods: k === "suspect" ? ["milk"] : ["toast"],
      })),
      checks: [
        ...KINDS.map((_, d) => ({ ...check(d, 0), id: `e${d}`, at: local(d, 20) })),
        ...[0, 3, 4, 6].map((d) => ({ ...check(d, 0, "ouchy"), id: `o${d}`, at: local(d, 9.5) })),
      ],
    };
  }

  it("reads each day in the zone the family lived it in: the same days give the same verdict", () => {
    const home = judge({ ...livedIn(0), timeZone: "UTC" });
    const sydney = judge({ ...livedIn(11), timeZone: "Australia/Sydney" });
    expect(home.outcome).toBe("trigger");
    expect(sydney).toEqual(home);
    expect(wordedDays(sydney)[0].trouble).toEqual(["pain (Ouchy) at 09:30"]);
  });

  it("would read other days from another zone: why the case keeps the family's zone", () => {
    const sydneyDays = livedIn(11);
    const readInNewYork = judge({ ...sydneyDays, timeZone: "America/New_York" });
    expect(readInNewYork.days).not.toEqual(
      judge({ ...sydneyDays, timeZone: "Australia/Sydney" }).days,
    );
  });
});

describe("asking for the evidence", () => {
  it("asks for a check where the lag points after lunch, between 10:00 and 19:00", () => {
    expect(missionCheckHour({ from: 1, to: 4 })).toBe(15);
    expect(missionCheckHour({ from: 1, to: 9 })).toBe(17.5);
    expect(missionCheckHour({ from: 12, to: 24 })).toBe(19);
    expect(caseMissionText(14)).toBe(
      "Tummy check at 2 pm, Detective! One more at bedtime, and in the morning: any tummy trouble in the night?",
    );
    expect(clockWords(17.5)).toBe("5:30 pm");
    expect(clockWords(10)).toBe("10 am");
  });

  it("counts a calm day only with a check after the time that matters or the next morning", () => {
    const mornings = KINDS.map((_, d) => check(d, 8.5));
    const v = judge({ checks: mornings });
    // A check at 08:30 says nothing about the afternoon, but it tells about the night before.
    expect(wordedDays(v)[0]).toMatchObject({ counted: true });
    expect(wordedDays(v)[9]).toMatchObject({ counted: false });
    const onlyEarly = judge({ checks: [check(0, 9)] });
    expect(onlyEarly.days[0].counted).toBe(false);
  });

  it("extends a plan by up to 7 days, planned the same way", () => {
    const plan = planCase({
      suspect: "milk",
      partner: null,
      days: 14,
      startDate: "2026-03-02",
      lagWindow: null,
      seed: 9,
    });
    const longer = extendPlan(plan, 7, 10);
    expect(longer.days).toHaveLength(21);
    expect(longer.days.slice(0, 14)).toEqual(plan.days);
    expect(longer.days[14].date).toBe("2026-03-16");
    const extra = longer.days.slice(14);
    expect(extra.filter((d) => d.kind === "suspect").length).toBeGreaterThanOrEqual(3);
    expect(extra.filter((d) => d.kind === "free").length).toBeGreaterThanOrEqual(3);
    expect(reasonsOf(longer).at(-1)).toContain("7 more days were added");
    expect(() => extendPlan(plan, 8, 1)).toThrow(RangeError);
    expect(() => extendPlan(plan, 0, 1)).toThrow(RangeError);
  });
});

describe("a case opened after the suspect was eaten today", () => {
  const input = {
    suspect: "milk",
    partner: null,
    days: 10,
    startDate: "2026-03-02",
    lagWindow: null,
  };
  const seedWith = (first: PlanDayKind) => {
    for (let seed = 1; seed < 500; seed++) {
      if (planCase({ ...input, seed }).days[0].kind === first) return seed;
    }
    throw new Error("no seed");
  };

  it("starts tomorrow when today would be a milk-free day and milk was already logged", () => {
    const seed = seedWith("free");
    const { plan, movedToTomorrow } = planFromToday({ ...input, seed }, (f) => f === "milk");
    expect(movedToTomorrow).toBe(true);
    expect(plan.days[0]).toEqual({ date: "2026-03-03", kind: "free" });
    expect(reasonsOf(plan)[0]).toBe(
      "Day 1 is tomorrow: milk was already eaten today, and day 1 is a milk-free day.",
    );
  });

  it("starts today when nothing eaten breaks day 1", () => {
    const free = seedWith("free");
    expect(planFromToday({ ...input, seed: free }, () => false).movedToTomorrow).toBe(false);
    const milkDay = seedWith("suspect");
    const { plan, movedToTomorrow } = planFromToday(
      { ...input, seed: milkDay },
      (f) => f === "milk",
    );
    expect(movedToTomorrow).toBe(false);
    expect(plan.days[0].date).toBe("2026-03-02");
  });
});

describe("words that agree with the outcome", () => {
  const base = {
    trouble: "ouchy" as const,
    food: "eggs",
    lagHours: 3,
    timedTroubleDays: 4,
  };

  it("names a day by the food in the singular, with the right article", () => {
    expect(singularName("eggs")).toBe("egg");
    expect(singularName("pancakes")).toBe("pancake");
    expect(singularName("strawberries")).toBe("strawberry");
    expect(singularName("tomatoes")).toBe("tomato");
    expect(singularName("hummus")).toBe("hummus");
    expect(singularName("oat milk")).toBe("oat milk");
    expect(withArticle("egg day")).toBe("an egg day");
    expect(withArticle("oat milk-free day")).toBe("an oat milk-free day");
    expect(withArticle("milk day")).toBe("a milk day");
    expect(dayNameOf({ suspect: "eggs", partner: null }, "free")).toBe("egg-free");
    expect(childInstruction({ suspect: "eggs", partner: null }, "suspect")).toBe(
      "Today is an egg day, Detective!",
    );
  });

  it("never shows as evidence day counts that do not favour the verdict", () => {
    const even = {
      ...base,
      exposedDays: 4,
      exposedTroubleDays: 4,
      freeDays: 3,
      freeTroubleDays: 3,
    };
    expect(evidenceFor({ ...even, outcome: "trigger" })).toBe(
      "pain (Ouchy) about 3 hours after eggs on 4 of 4 egg days: at the same time after eating, again and again",
    );
    expect(evidenceFor({ ...even, outcome: "not-enough" })).toBe(
      "pain (Ouchy) on 4 of 4 egg days, 3 of 3 egg-free days",
    );
    const more = { ...even, freeTroubleDays: 1, timedTroubleDays: 1 };
    expect(evidenceFor({ ...more, outcome: "not-trigger" })).toBe(
      "tummy trouble came at no steady time after eggs: 1 of 4 egg days had it about 3 hours later",
    );
  });

  it("says when a kind of day has none counted instead of 0 of 0", () => {
    expect(
      evidenceFor({
        ...base,
        food: "pancakes",
        outcome: "not-enough",
        exposedDays: 2,
        exposedTroubleDays: 1,
        freeDays: 0,
        freeTroubleDays: 0,
      }),
    ).toBe("pain (Ouchy) on 1 of 2 pancake days, no pancake-free days counted");
  });
});

describe("names read through the food components", () => {
  const has = (name: string, food: string) => mealHas({ id: "m", at: 0, foods: [name] }, food);

  it("reads plurals and singulars, spellings, brands and accents as the food", () => {
    expect(has("eggs", "egg")).toBe(true);
    expect(has("egg", "eggs")).toBe(true);
    expect(has("pancake", "pancakes")).toBe(true);
    expect(has("cheddar", "cheese")).toBe(true);
    expect(has("Cheerios", "cereal")).toBe(true);
    expect(has("creme fraiche", "crème fraîche")).toBe(true);
    expect(has("Scrambled Eggs", "egg")).toBe(true);
  });

  it("reads foods made with the suspect as the suspect", () => {
    expect(has("milkshake", "milk")).toBe(true);
    expect(has("chocolate milk", "milk")).toBe(true);
  });

  it("never reads a substitute free of the suspect as the suspect", () => {
    for (const [name, food] of [
      ["oat milk", "milk"],
      ["soy milk", "milk"],
      ["almond milk", "milk"],
      ["dairy-free cheese", "cheese"],
      ["egg-free muffin", "egg"],
      ["gluten-free pasta", "pasta"],
    ]) {
      expect(has(name, food), `${name} is no ${food}`).toBe(false);
    }
  });

  it("counts a serving of the food fully, a trace beside it at half", () => {
    const meal = (foods: string[]) => ({ id: "m", at: 0, foods });
    expect(servingWeight(meal(["milk"]), "milk")).toBe(1);
    expect(servingWeight(meal(["chocolate milk"]), "milk")).toBe(1);
    expect(servingWeight(meal(["cereal w/ milk"]), "milk")).toBe(1);
    expect(servingWeight(meal(["cake"]), "milk")).toBe(TRACE_WEIGHT);
    expect(servingWeight(meal(["oat milk"]), "milk")).toBe(0);
  });

  it("counts chocolate-milk days as milk days, and says what was counted", () => {
    // The child's milk is chocolate milk at breakfast and lunch; ouchy 2-5 hours later on 5 of
    // the 5 milk days.
    const chocolate = meals().map((m) =>
      m.foods.includes("milk")
        ? { ...m, foods: m.foods.map((f) => (f === "milk" ? "chocolate milk" : f)) }
        : m,
    );
    const aches = [0, 3, 4, 6, 9].map((d) => check(d, 10.5, "ouchy"));
    const v = judge({ meals: chocolate, checks: [...evenings, ...aches] });
    expect(v.foods[0].exposedDays).toBe(5);
    expect(v.outcome).toBe("trigger");
    expect(noteOf(foodsOf(v), v.days[0].note)).toBe(
      "Counted as a milk day: milk in chocolate milk.",
    );
    expect(v.days.some((d) => noteOf(foodsOf(v), d.note).includes("not counted"))).toBe(false);
  });

  it("counts a day with plain milk and cake, and leaves out a day with milk only in cake", () => {
    const withCake = meals().map((m) =>
      m.id === "d0" || m.id === "d1" ? { ...m, foods: ["pasta", "cake"] } : m,
    );
    const aches = [0, 3, 4, 6, 9].map((d) => check(d, 10.5, "ouchy"));
    const v = judge({ meals: withCake, checks: [...evenings, ...aches] });
    // Day 1 (milk, and cake at dinner) counts as a milk day; day 2 (a milk-free day with cake)
    // held milk only in traces: a carrier day.
    expect(wordedDays(v)[0]).toMatchObject({
      counted: true,
      note: "Counted as a milk day: a little in cake.",
    });
    expect(wordedDays(v)[1]).toMatchObject({
      counted: false,
      note: "Milk came only in cake, made with a little of it: not counted.",
    });
    expect(v.foods[0].exposedDays).toBe(5);
    expect(v.foods[0].freeDays).toBe(4);
    // Marked kept, the milk-free day with cake is what the plan said: a milk-free day.
    const marked = judgeCase({
      suspect: "milk",
      partner: null,
      days: DAYS,
      lagWindow: { from: 1, to: 9 },
      marks: { [DAYS[1].date]: true },
      meals: withCake,
      checks: [...evenings, ...aches],
      timeZone: "UTC",
    });
    expect(wordedDays(marked)[1]).toMatchObject({
      counted: true,
      note: "Counted as a milk-free day.",
    });
  });

  it('reads "egg" typed as the suspect as eggs: spaghetti days are egg-free days', () => {
    const eggMeals = KINDS.flatMap((k, d) => [
      {
        id: `b${d}`,
        at: at(d, 8),
        foods: k === "suspect" ? ["eggs", "toast"] : d === 1 ? ["pancakes"] : ["toast"],
      },
      { id: `l${d}`, at: at(d, 12.5), foods: k === "suspect" ? ["egg sandwich"] : ["sandwich"] },
      { id: `d${d}`, at: at(d, 18), foods: ["spaghetti"] },
    ]);
    const aches = [0, 3, 4, 6, 9].map((d) => check(d, 10.5, "ouchy"));
    const typed = (suspect: string) =>
      judgeCase({
        suspect,
        partner: null,
        days: DAYS,
        lagWindow: { from: 1, to: 9 },
        marks: {},
        meals: eggMeals,
        checks: [...evenings, ...aches],
        timeZone: "UTC",
      });
    const egg = typed("egg");
    const eggs = typed("eggs");
    expect(egg.outcome).toBe("trigger");
    expect(egg.probability).toBeCloseTo(eggs.probability, 10);
    expect(egg.foods[0]).toMatchObject({ exposedDays: 5, freeDays: 4 });
    // Pancakes hold a trace of egg: a free day with pancakes is a carrier day, not egg.
    expect(noteOf(foodsOf(egg), egg.days[1].note)).toBe(
      "Egg came only in pancakes, made with a little of it: not counted.",
    );
  });

  it("names the plain food and where it hides in the plan's words", () => {
    expect(childTask({ suspect: "milk", partner: null }, "suspect")).toBe(
      "Have plain milk at breakfast and at lunch today. Log every meal!",
    );
    expect(childTask({ suspect: "milk", partner: null }, "free")).toMatch(
      /^No milk today, not even in chocolate milk, .+\. Can you spot where else it hides\? Log every meal!$/,
    );
  });
});

describe("the night a morning check-in tells of, checks logged late, and empty days", () => {
  const MILK_DAYS = [0, 3, 4, 6, 9];
  /** "Any tummy trouble in the night?" at 07:15, before breakfast, every morning after a case day. */
  const checkIns = (trouble: readonly number[], calm = true) =>
    [...KINDS.keys()]
      .filter((d) => trouble.includes(d) || calm)
      .map((d) => check(d + 1, 7.25, trouble.includes(d) ? "uncomfortable" : "happy"));

  it("reads trouble told at the morning check-in as the night before, after that day's food", () => {
    const v = judge({ checks: [...evenings, ...checkIns(MILK_DAYS)] });
    expect(v.outcome).toBe("trigger");
    expect(wordedDays(v)[0].trouble).toEqual([
      "mild discomfort (Okay) in the night (told at 07:15)",
    ]);
    // The free day after a milk day is calm: the night's trouble is not its own.
    expect(wordedDays(v)[1]).toMatchObject({ trouble: [], counted: true });
    expect(v.foods[0]).toMatchObject({ exposedTroubleDays: 5, freeTroubleDays: 0 });
    expect(v.foods[0].lagHours).toBeGreaterThan(8);
  });

  it("reads the night from the waking time: trouble told at the check-in came between bedtime and waking", () => {
    // Bedtime 20:30, woke at 06:45; the check-in at 09:30, after breakfast, tells of trouble.
    const checks = [check(0, 20), check(1, 9.5, "uncomfortable")];
    const night = { bedtime: at(0, 20.5), wokeAt: at(1, 6.75) };
    const hours = (t: number) => t - Date.UTC(2026, 2, 2) / HOUR;
    const [told] = episodesOf(checks, meals(), "UTC", [night]);
    expect([hours(told.from), hours(told.at), told.spread, told.night]).toEqual([
      20.5,
      24 + 6.75,
      1,
      true,
    ]);
    // Without the waking time, told after breakfast it was the night's or the morning's own.
    const [guessed] = episodesOf(checks, meals(), "UTC");
    expect([hours(guessed.at), guessed.spread, guessed.night]).toEqual([24 + 9.5, 0.5, false]);
    // The verdict puts it on the night's day, after that day's food.
    const v = judgeCase({
      suspect: "milk",
      partner: null,
      days: DAYS,
      lagWindow: { from: 1, to: 9 },
      marks: {},
      meals: meals(),
      checks: [...evenings, check(1, 9.5, "uncomfortable")],
      timeZone: "UTC",
      nights: [night],
    });
    expect(wordedDays(v)[0].trouble).toEqual([
      "mild discomfort (Okay) in the night (told at 09:30)",
    ]);
    expect(wordedDays(v)[1].trouble).toEqual([]);
  });

  it("reads trouble logged after breakfast as the morning's own, not the night's", () => {
    const v = judge({ checks: [...evenings, check(1, 9, "ouchy")] });
    expect(wordedDays(v)[1].trouble).toEqual(["pain (Ouchy) at 09:00"]);
    expect(wordedDays(v)[0].trouble).toEqual([]);
  });

  it("hears calm morning check-ins as calm nights: they speak against a reaction in the night", () => {
    const told = judge({ checks: [...evenings, ...checkIns([0, 3])] });
    const untold = judge({ checks: [...evenings, ...checkIns([0, 3], false)] });
    expect(told.probability).toBeLessThan(untold.probability);
  });

  it("lets trouble logged late have begun up to 4 hours before, never before the check before it", () => {
    const episodes = episodesOf(
      [check(0, 9), check(0, 11, "ouchy"), check(1, 15, "ouchy")],
      meals(),
      "UTC",
    );
    const hours = (t: number) => t - Date.UTC(2026, 2, 2) / HOUR;
    expect(episodes.map((e) => [hours(e.from), hours(e.at), e.spread])).toEqual([
      [9, 11, 0.15],
      [24 + 11, 24 + 15, 0.15],
    ]);
    // A reaction due at 13:00 on day 1 is seen, a little, in trouble logged at 15:00.
    const late = episodes[1];
    expect(onsetDensity(late, late.at - 2, 0.5)).toBeGreaterThan(0.02);
    expect(onsetDensity({ ...late, spread: 0 }, late.at - 2, 0.5)).toBe(0);
    // Trouble told at the morning check-in may have begun anywhere in the night.
    expect(onsetDensity({ at: 31, from: 21, spread: 1 }, 26, 0.5)).toBeCloseTo(0.1, 3);
  });

  it("never counts a day with nothing logged as calm, whatever the next morning says", () => {
    const empty = meals().filter((m) => m.at < at(1, 0) || m.at >= at(2, 0));
    const v = judge({
      meals: empty,
      checks: [...evenings.filter((c) => c.at < at(1, 0) || c.at >= at(2, 0)), check(2, 7.25)],
    });
    expect(wordedDays(v)[1]).toMatchObject({
      counted: false,
      note: "Nothing was logged this day: not counted.",
    });
    expect(v.foods[0].freeDays).toBe(4);
  });

  it("lets the benchmark's oracle know the lag", () => {
    const v = judgeCase({
      suspect: "milk",
      partner: null,
      days: DAYS,
      lagWindow: { from: 1, to: 9 },
      marks: {},
      meals: meals(),
      checks: [...evenings, ...MILK_DAYS.map((d) => check(d, 10, "ouchy"))],
      timeZone: "UTC",
      knownLag: 2,
    });
    expect(v.foods[0].lagHours).toBe(2);
    expect(v.outcome).toBe("trigger");
  });
});
