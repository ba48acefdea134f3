import { describe, expect, it } from "vitest";
import { testTranslate } from "../../i18n/testing";
import { explanationWords } from "../../i18n/words/patterns";
import { detectPatterns } from "./detect-patterns";
import { drinkIntakes, joinDrinksToMeals } from "./intakes";
import { prepareMeals } from "./prepare";
import type { PatternMeal, PatternTummyCheck } from "./types";

const START = Date.UTC(2025, 0, 6);
const HOUR = 3_600_000;
const at = (day: number, hour: number) => START + (day * 24 + hour) * HOUR;

/** How the child writes her milk, day after day: accents, capitals and plurals as they come. */
const MILK_AS_TYPED = [
  "leche",
  "Leche",
  "vaso de leche",
  "un vaso de leche fria",
  "Vaso de Leche",
  "leche tibia",
  "lechee",
];

/**
 * Four weeks written only in Spanish. Milk on the even days, ouchy two hours later on 12 of the
 * 14: drunk as "leche" or "vaso de leche" in Log a Drink, or eaten as "leche con cereales" at
 * breakfast. On four odd days she drinks "leche de avena" (oat milk) and nothing hurts; the
 * other odd days have toast and jam. Lunch and dinner are the family's usual meals.
 */
function spanishDiary() {
  const meals: PatternMeal[] = [];
  const checks: PatternTummyCheck[] = [];
  const oatDays = [3, 9, 15, 21];
  const calmMilkDays = [8, 20];
  for (let day = 0; day < 28; day++) {
    const milkDay = day % 2 === 0;
    const cereal = milkDay && day % 6 === 4;
    meals.push({
      id: `b${day}`,
      at: at(day, 8),
      foods: cereal
        ? [day % 12 === 4 ? "leche con cereales" : "Cereales con leche", "platano"]
        : ["pan tostado", day % 3 ? "mermelada" : "miel"],
    });
    if (milkDay && !cereal) {
      meals.push(
        ...drinkIntakes([
          {
            id: `m${day}`,
            at: at(day, 8.1),
            drinkType: "milk",
            drinkName: MILK_AS_TYPED[(day / 2) % MILK_AS_TYPED.length] ?? "leche",
          },
        ]),
      );
    }
    if (oatDays.includes(day)) {
      meals.push(
        ...drinkIntakes([
          {
            id: `o${day}`,
            at: at(day, 8.1),
            drinkType: "other",
            drinkName: day === 9 ? "Leche de Avena" : "leche de avena",
          },
        ]),
      );
    }
    const lunch = [
      ["sándwich de jamón", "manzana"],
      ["arroz con pollo", "zanahorias"],
      ["espaguetis", "ensalada"],
    ][day % 3];
    meals.push({ id: `l${day}`, at: at(day, 12.5), foods: lunch ?? [] });
    meals.push({
      id: `d${day}`,
      at: at(day, 18.5),
      foods: day % 2 ? ["pollo", "arroz"] : ["pescado", "papas", "guisantes"],
    });
    if (milkDay && !calmMilkDays.includes(day)) {
      checks.push({ id: `c${day}`, at: at(day, 10), feeling: "ouchy", bathroomEvent: null });
    }
    checks.push({ id: `e${day}`, at: at(day, 20.5), feeling: "happy", bathroomEvent: null });
  }
  return { meals, checks };
}

describe("a child who types only in Spanish", () => {
  it("has milk found as her trigger, her oat milk days not counted as milk", () => {
    const { meals, checks } = spanishDiary();
    const findings = detectPatterns(meals, checks);
    expect(findings.map((f) => f.foodItem)).toEqual(["dairy"]);
    const [dairy] = findings;
    // Exactly the 14 milk days: the four oat milk days are not among them.
    expect(dairy).toMatchObject({ exposures: 14, occurrences: 12, baselineReactions: 0 });
    expect(dairy && explanationWords(testTranslate("en"), dairy.explanation)).toBe(
      "Pain (Ouchy) 12 of 14 times within 1 to 4 hours after drinking dairy (leche, leche con cereales and cereales con leche), against 0 of 70 times after other meals",
    );
    expect(dairy?.confidence).toBeGreaterThanOrEqual(90);
  });

  it("counts every spelling of her milk as one food, and oat milk as another", () => {
    const { meals, checks } = spanishDiary();
    const prepared = prepareMeals(joinDrinksToMeals(meals, 0.5));
    const count = (name: string) => prepared.exposures[prepared.foodNames.indexOf(name)];
    // "leche", "Leche", "vaso de leche", "un vaso de leche fria", "leche tibia", "lechee".
    expect(count("leche")).toBe(10);
    expect(count("leche de avena")).toBe(4);
    expect(prepared.foodNames).not.toContain("vaso de leche");
    // Without components, her milk drinks are the trigger; oat milk is no suspect.
    const foods = detectPatterns(meals, checks, { components: false });
    const leche = foods.find((f) => f.foodItem === "leche");
    expect(leche).toMatchObject({ exposures: 10, occurrences: 8 });
    expect(foods.map((f) => f.foodItem)).not.toContain("leche de avena");
  });
});
