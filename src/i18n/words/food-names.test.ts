import { describe, expect, it } from "vitest";
import { planCase } from "../../domain/cases/plan";
import { hidingPlaces } from "../../domain/cases/words";
import { COMPONENT_KEYS, FOOD_ROWS, readFood, whereItHides } from "../../domain/foods";
import en from "../messages/en/foodNames.json";
import es from "../messages/es/foodNames.json";
import { testTranslate } from "../testing";
import {
  allergyQuestionWords,
  caseTitleWords,
  childTaskWords,
  dayNoteWords,
  dayPhraseWords,
  nextStepWords,
  planReasonWords,
  safetyProblemWords,
} from "./cases";
import { caseFoodWords, foodNameWords, isFoodNameKey } from "./food-names";
import { patternFoodWords } from "./patterns";

const t = { en: testTranslate("en"), es: testTranslate("es") };

describe("the words of the foods the app names", () => {
  it("has every food reader's key and every component, and English reads as the key", () => {
    const keys = [...new Set([...FOOD_ROWS.map((row) => row.key), ...COMPONENT_KEYS])].sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(es).sort()).toEqual(keys);
    for (const key of keys) {
      expect(isFoodNameKey(key), key).toBe(true);
      expect(foodNameWords(t.en, key)).toBe(key);
      expect(foodNameWords(t.es, key), key).not.toBe(`foodNames.${key}`);
    }
  });

  it("names a component as the clues name it, in both languages", () => {
    for (const component of COMPONENT_KEYS) {
      for (const locale of ["en", "es"] as const) {
        expect(caseFoodWords(t[locale], component)).toBe(patternFoodWords(t[locale], component));
      }
    }
    expect(caseFoodWords(t.es, "dairy")).toBe("lácteos");
    expect(caseFoodWords(t.es, "caffeine")).toBe("cafeína");
  });

  it("words a food reader's key in Spanish, and keeps a child's own words as typed", () => {
    expect(foodNameWords(t.es, "chocolate milk")).toBe("leche con chocolate");
    expect(foodNameWords(t.es, "milkshake")).toBe("malteada");
    expect(foodNameWords(t.es, "banana")).toBe("plátano");
    // Not a key: the child's words.
    expect(foodNameWords(t.es, "leche")).toBe("leche");
    expect(foodNameWords(t.es, "abuela's stew")).toBe("abuela's stew");
    expect(isFoodNameKey("foodNames.milk")).toBe(false);
    // A case's food typed as a food stays as typed, even when it is a table key.
    expect(caseFoodWords(t.es, "milk")).toBe("milk");
    expect(caseFoodWords(t.es, "leche")).toBe("leche");
  });

  it("words every place a suspect hides in, for a food or a component", () => {
    for (const suspect of [...COMPONENT_KEYS, "milk", "leche", "egg", "queso", "wheat"]) {
      for (const place of [...whereItHides(suspect), ...hidingPlaces(suspect)]) {
        // Or the suspect's own reading, as the suspect itself ("fish and shellfish").
        const known = isFoodNameKey(place) || place === readFood(suspect).key;
        expect(known, `${suspect}: ${place}`).toBe(true);
      }
    }
  });

  it("words wording again as it was (a component's words are no component's key)", () => {
    for (const component of COMPONENT_KEYS) {
      for (const locale of ["en", "es"] as const) {
        const once = caseFoodWords(t[locale], component);
        expect(caseFoodWords(t[locale], once)).toBe(once);
      }
    }
  });

  it("gives the photo lab's foods Spanish names the food reader reads as the same food", () => {
    // What a Spanish detective keeps from a photo is stored in Spanish (ADR 072 reads it).
    for (const food of ["banana", "apple", "orange", "broccoli", "carrot", "sandwich", "hot dog"]) {
      expect(readFood(foodNameWords(t.es, food)).key, food).toBe(food);
    }
    for (const food of ["pizza", "donut", "cake"]) {
      expect(readFood(foodNameWords(t.es, food)).key, food).toBe(food);
    }
  });
});

describe("a case's plan and tasks in Spanish", () => {
  const plan = planCase({
    suspect: "leche",
    partner: null,
    days: 10,
    startDate: "2026-03-02",
    lagWindow: null,
    seed: 3,
  });

  it("names the places milk hides in Spanish, and the child's suspect as typed", () => {
    const reasons = plan.reasons.map((r) => planReasonWords(t.es, plan, r));
    const freeRule = reasons.find((r) => r.startsWith("Leche fuera"));
    expect(freeRule).toBe(
      "Leche fuera: nada de leche, leche con chocolate, leche de fresa, leche de sabor o malteada.",
    );
    const free = childTaskWords(
      t.es,
      { ...plan, hidingPlaces: hidingPlaces("leche"), plainSuspect: true, plainPartner: false },
      "free",
    );
    expect(free).toContain("ni siquiera en leche con chocolate, leche de fresa o leche de sabor");
    // English reads as it always did.
    expect(plan.reasons.map((r) => planReasonWords(t.en, plan, r))).toContain(
      "Leche-free day: no milk, chocolate milk, strawberry milk, flavoured milk or milkshake.",
    );
  });

  it("names a component suspect in Spanish in the plan, the verdict and the safety texts", () => {
    const dairy = planCase({
      suspect: "dairy",
      partner: null,
      days: 10,
      startDate: "2026-03-02",
      lagWindow: null,
      seed: 3,
    });
    const foods = { suspect: "dairy", partner: null };
    const reasons = dairy.reasons.map((r) => planReasonWords(t.es, dairy, r)).join(" ");
    expect(reasons).toContain("días con lácteos");
    expect(reasons).toContain("Lácteos fuera: nada de leche, queso, yogur, helado o pizza.");
    expect(reasons).not.toMatch(/dairy|cheese|yogurt/);
    expect(dayPhraseWords(t.es, foods, "free")).toBe("día sin lácteos");
    expect(caseTitleWords(t.es, foods)).toBe("lácteos");
    expect(nextStepWords(t.es, { code: "trigger", food: "dairy" })).toContain("lácteos");
    expect(allergyQuestionWords(t.es, "dairy")).toContain("lácteos");
    expect(safetyProblemWords(t.es, { field: "allergySigns", food: "dairy" })).toContain("lácteos");
    const task = childTaskWords(
      t.es,
      { ...foods, hidingPlaces: hidingPlaces("dairy"), plainSuspect: false, plainPartner: false },
      "free",
    );
    expect(task).toBe(
      "Nada de lácteos hoy, ni siquiera en leche, queso o yogur. ¿Puedes descubrir dónde más se esconde? ¡Anota cada comida!",
    );
    expect(dayNoteWords(t.es, foods, { code: "trace", trace: "cake" })).toContain("Lácteos");
    // English reads as it always did.
    expect(dayPhraseWords(t.en, foods, "free")).toBe("dairy-free day");
  });
});
