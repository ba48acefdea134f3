import { describe, expect, it } from "vitest";
import { testTranslate } from "../../i18n/testing";
import { explanationWords } from "../../i18n/words/patterns";
import { detectPatterns } from "./detect-patterns";
import type { ExplanationFacts } from "./explanation";
import { drinkIntakeName, drinkIntakes, joinDrinksToMeals, mealsAndDrinks } from "./intakes";
import { prepareMeals } from "./prepare";
import type { PatternMeal, PatternTummyCheck } from "./types";

/** An explanation in English, as a parent reads it. */
const words = (facts: ExplanationFacts | undefined) =>
  facts ? explanationWords(testTranslate("en"), facts) : "";

const START = Date.UTC(2025, 0, 6);
const HOUR = 3_600_000;
const at = (day: number, hour: number) => START + (day * 24 + hour) * HOUR;

/** A tiny seeded generator, so irregular diaries are always the same. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const ouchy = (t: number, id: string): PatternTummyCheck => ({
  id,
  at: t,
  feeling: "ouchy",
  bathroomEvent: "runny tummy",
});

describe("drinks as intakes", () => {
  it("names a drink by what was chosen or typed, else its type, and never counts water", () => {
    expect(drinkIntakeName({ drinkType: "milk", drinkName: "Warm milk" })).toBe("Warm milk");
    expect(drinkIntakeName({ drinkType: "soft_drink", drinkName: " " })).toBe("soft drink");
    expect(drinkIntakeName({ drinkType: "water", drinkName: "Water" })).toBeNull();
    expect(drinkIntakeName({ drinkType: "other", drinkName: "sparkling water" })).toBeNull();
    expect(drinkIntakes([{ id: "d1", at: 5, drinkType: "juice", drinkName: "" }])).toEqual([
      { id: "d1", at: 5, foods: ["juice"], drunk: ["juice"] },
    ]);
  });

  it("joins a drink to the meal it was drunk with, and keeps others as intakes of their own", () => {
    const meals: PatternMeal[] = [{ id: "m1", at: at(0, 8), foods: ["cereal"] }];
    const drinks = drinkIntakes([
      { id: "d1", at: at(0, 8.2), drinkType: "milk", drinkName: "Milk" },
      { id: "d2", at: at(0, 15), drinkType: "milk", drinkName: "Milk" },
    ]);
    const joined = joinDrinksToMeals(mealsAndDrinks(meals, []).concat(drinks), 0.5);
    expect(joined).toEqual([
      { id: "m1", at: at(0, 8), foods: ["cereal", "Milk"], drunk: ["Milk"] },
      { id: "d2", at: at(0, 15), foods: ["Milk"], drunk: ["Milk"] },
    ]);
  });

  it("finds a trigger the child drinks, and says so", () => {
    // Milk in Log a Drink on 14 of 28 days, ouchy and runny 1 h 45 min later; meals as usual.
    const meals: PatternMeal[] = [];
    const checks: PatternTummyCheck[] = [];
    for (let day = 0; day < 28; day++) {
      meals.push({
        id: `b${day}`,
        at: at(day, 8),
        foods: day % 2 ? ["toast", "jam"] : ["porridge"],
      });
      const lunch = [
        ["ham sandwich", "apple"],
        ["wrap", "grapes"],
        ["pasta", "carrot"],
      ][day % 3];
      meals.push({ id: `l${day}`, at: at(day, 11.5 + (day % 4) * 0.6), foods: lunch ?? [] });
      meals.push({
        id: `d${day}`,
        at: at(day, 18),
        foods: day % 3 ? ["chicken", "rice"] : ["fish", "potato"],
      });
      if (day % 2 === 0) {
        meals.push(
          ...drinkIntakes([
            { id: `m${day}`, at: at(day, 15.5), drinkType: "milk", drinkName: "Milk" },
          ]),
        );
        checks.push(ouchy(at(day, 17.25), `c${day}`));
      }
    }
    const findings = detectPatterns(meals, checks);
    expect(findings[0]?.foods).toEqual(["milk"]);
    expect(words(findings[0]?.explanation)).toContain("after drinking milk, against");
  });
});

describe("components as suspects", () => {
  it("reads one food under every spelling, and water not at all", () => {
    const prepared = prepareMeals([
      { id: "1", at: at(0, 8), foods: ["Eggs", "water"] },
      { id: "2", at: at(1, 8), foods: ["egg"] },
      { id: "3", at: at(2, 8), foods: ["eggs", "glass of warm milk"] },
      { id: "4", at: at(3, 8), foods: ["💧"] },
    ]);
    expect(prepared.foodNames).toEqual(["eggs", "glass of warm milk"]);
    expect([...prepared.exposures]).toEqual([3, 1]);
  });

  it("names dairy, not one of its foods, when the child reacts to dairy eaten as different foods", () => {
    // Dairy as milk, cheese, yogurt and pizza, each at most twice a week, at different meals,
    // on 3 or 4 days a week; tummy trouble about 2 hours later, most of the times.
    const random = lcg(7);
    const dairy = ["milk", "cheese", "yogurt", "pizza"];
    const meals: PatternMeal[] = [];
    const checks: PatternTummyCheck[] = [];
    const lunches = [
      ["rice", "chicken"],
      ["ham sandwich", "apple"],
      ["noodles", "carrot"],
    ];
    let next = 0;
    for (let day = 0; day < 28; day++) {
      const withDairy = [0, 2, 4, 5].includes(day % 7);
      const slot = Math.floor(random() * 3);
      const dish = dairy[next % 4] as string;
      if (withDairy) next += 1;
      const add = (k: number, foods: string[]) =>
        withDairy && slot === k ? [...foods, dish] : foods;
      const times = [7.5, 12 + random(), 15.5 + random()];
      meals.push({
        id: `b${day}`,
        at: at(day, times[0] ?? 7.5),
        foods: add(0, day % 2 ? ["toast", "jam"] : ["oats", "banana"]),
      });
      meals.push({
        id: `l${day}`,
        at: at(day, times[1] ?? 12),
        foods: add(1, lunches[day % 3] ?? []),
      });
      meals.push({ id: `s${day}`, at: at(day, times[2] ?? 15.5), foods: add(2, ["crackers"]) });
      meals.push({
        id: `d${day}`,
        at: at(day, 18.5),
        foods: day % 3 ? ["pasta", "peas"] : ["fish", "potato"],
      });
      if (withDairy && random() < 0.85)
        checks.push(ouchy(at(day, (times[slot] ?? 12) + 2), `c${day}`));
      if (random() < 0.1) checks.push(ouchy(at(day, 9 + random() * 10), `x${day}`));
    }
    const findings = detectPatterns(meals, checks);
    expect(findings[0]).toMatchObject({ foodItem: "dairy", foods: ["dairy"] });
    expect(words(findings[0]?.explanation)).toMatch(
      /after dairy \((milk|cheese|yogurt|pizza)(, | and )/,
    );
    for (const food of dairy) expect(findings.some((f) => f.foods.includes(food))).toBe(false);
  });

  it("gives no clue on diaries of many foods without a trigger", () => {
    const foods = [
      ["cereal", "milk"],
      ["toast", "butter"],
      ["yogurt", "banana"],
      ["cheese sandwich", "apple"],
      ["pasta", "tomato sauce"],
      ["pizza"],
      ["fish fingers", "chips", "peas"],
      ["mac and cheese"],
      ["ice cream"],
      ["chocolate milk"],
      ["baked beans", "toast"],
      ["orange juice"],
      ["hummus", "crackers"],
      ["peanut butter sandwich"],
      ["sushi"],
    ];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = lcg(seed);
      const meals: PatternMeal[] = [];
      const checks: PatternTummyCheck[] = [];
      for (let day = 0; day < 28; day++) {
        for (const hour of [7.5, 12.5, 15.5, 18.5]) {
          const pick = foods[Math.floor(random() * foods.length)] as string[];
          meals.push({ id: `${day}-${hour}`, at: at(day, hour + random()), foods: pick });
        }
        if (random() < 0.35) checks.push(ouchy(at(day, 8 + random() * 13), `c${day}`));
        if (random() < 0.5)
          checks.push({ id: `h${day}`, at: at(day, 10), feeling: "happy", bathroomEvent: null });
      }
      const withComponents = detectPatterns(meals, checks);
      const foodsOnly = detectPatterns(meals, checks, { components: false });
      expect(withComponents.length, `seed ${seed}`).toBeLessThanOrEqual(foodsOnly.length);
    }
  });
});
