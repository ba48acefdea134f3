import { describe, expect, it } from "vitest";
import { testTranslate } from "../../i18n/testing";
import { explanationWords } from "../../i18n/words/patterns";
import { detectPatterns as detectFacts } from "./detect-patterns";
import type { PatternMeal, PatternTummyCheck } from "./types";

const english = testTranslate("en");

/** The findings with their explanations in English, as a parent reads them. */
function detectPatterns(...args: Parameters<typeof detectFacts>) {
  return detectFacts(...args).map((f) => ({
    ...f,
    explanation: explanationWords(english, f.explanation),
  }));
}

const START = Date.UTC(2025, 0, 6);
const HOUR = 3_600_000;
const at = (day: number, hour: number) => START + (day * 24 + hour) * HOUR;

/** A small diary written by hand: meals and tummy checks at (day, hour). */
class Diary {
  readonly meals: PatternMeal[] = [];
  readonly checks: PatternTummyCheck[] = [];

  meal(day: number, hour: number, foods: string[]): this {
    this.meals.push({ id: `m${this.meals.length}`, at: at(day, hour), foods });
    return this;
  }

  check(day: number, hour: number, feeling: string, bathroomEvent: string | null = null): this {
    this.checks.push({ id: `c${this.checks.length}`, at: at(day, hour), feeling, bathroomEvent });
    return this;
  }
}

const MILK_DAYS = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20];
const MILK_REACTION_DAYS = [0, 2, 4, 8, 10, 12, 16, 18, 20];

/**
 * Three weeks: milk with toast at breakfast every other day, toast and jam otherwise; the same
 * lunch box; two dinners. Ouchy two hours after 9 of the 11 milk breakfasts.
 */
function milkDiary(extra: (d: Diary, day: number) => void = () => {}): Diary {
  const diary = new Diary();
  for (let day = 0; day <= 20; day++) {
    diary.meal(day, 8, MILK_DAYS.includes(day) ? ["Milk", "toast"] : ["toast", "jam"]);
    diary.meal(day, 12.5, ["bread", "ham", "apple"]);
    diary.meal(day, 18, day % 3 === 0 ? ["rice", "chicken"] : ["pasta", "peas"]);
    if (MILK_REACTION_DAYS.includes(day)) diary.check(day, 10, "ouchy");
    extra(diary, day);
  }
  diary.check(5, 15, "uncomfortable");
  return diary;
}

/** A tiny seeded generator, so the "no trigger" diary is irregular but always the same. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function reaction(at: number, feeling: string): PatternTummyCheck {
  return { id: `r${at}`, at, feeling, bathroomEvent: null };
}

describe("detectPatterns", () => {
  it("reports the trigger with exact counts and a plain explanation", () => {
    const { meals, checks } = milkDiary();
    const findings = detectPatterns(meals, checks);
    expect(findings.map((f) => f.foodItem)).toEqual(["milk"]);
    const [milk] = findings;
    expect(milk).toMatchObject({
      foodItem: "milk",
      foods: ["milk"],
      feelingCorrelation: "ouchy tummy",
      kind: "ouchy",
      exposures: 11,
      occurrences: 9,
      baselineMeals: 52,
      baselineReactions: 0,
      windowHours: { from: 1, to: 4 },
      explanation:
        "Pain (Ouchy) 9 of 11 times within 1 to 4 hours after milk, against 0 of 52 times after other meals",
    });
    expect(milk.confidence).toBeGreaterThanOrEqual(90);
    expect(milk.confidence).toBeLessThanOrEqual(99);
    expect(Number.isInteger(milk.confidence)).toBe(true);
  });

  it("counts repeated entries of one episode once", () => {
    const repeated = milkDiary((diary, day) => {
      if (!MILK_REACTION_DAYS.includes(day)) return;
      diary.check(day, 10.5, "ouchy").check(day, 11.75, "ouchy", "runny tummy");
    });
    const [milk] = detectPatterns(repeated.meals, repeated.checks);
    expect(milk.explanation).toBe(
      "Pain (Ouchy) 9 of 11 times within 1 to 4 hours after milk, against 0 of 52 times after other meals",
    );
  });

  it("does not count a reaction outside the window", () => {
    const diary = new Diary();
    for (let day = 0; day <= 20; day++) {
      diary.meal(day, 8, day % 2 === 0 ? ["milk", "toast"] : ["toast", "jam"]);
      diary.meal(day, 13, ["bread", "ham"]);
      // Half an hour after breakfast: too soon to blame it.
      if (day % 2 === 0) diary.check(day, 8.5, "ouchy");
    }
    expect(detectPatterns(diary.meals, diary.checks)).toEqual([]);
    const late = milkDiary();
    const onlyMain = { windows: [{ from: 1, to: 1.5 }] };
    // With a window of 1 to 1.5 hours the ouchy checks two hours later no longer count.
    expect(detectPatterns(late.meals, late.checks, onlyMain)).toEqual([]);
  });

  it("finds a slower reaction at its own lag and tells it in the later window", () => {
    const diary = new Diary();
    for (let day = 0; day <= 20; day++) {
      diary.meal(day, 8, MILK_DAYS.includes(day) ? ["milk", "toast"] : ["toast", "jam"]);
      diary.meal(day, 12.5, ["bread", "ham", "apple"]);
      diary.meal(day, 18, day % 3 === 0 ? ["rice", "chicken"] : ["pasta", "peas"]);
      if (MILK_REACTION_DAYS.includes(day)) diary.check(day, 14.5, "ouchy");
    }
    const [milk] = detectPatterns(diary.meals, diary.checks);
    expect(milk).toMatchObject({
      foodItem: "milk",
      windowHours: { from: 5, to: 9 },
      explanation:
        "Pain (Ouchy) 9 of 11 times within 5 to 9 hours after milk, against 0 of 52 times after other meals",
    });
  });

  it("gives no alert for a diary without trigger", () => {
    const random = lcg(42);
    const breakfasts = [
      ["cereal", "milk"],
      ["toast", "butter"],
      ["yogurt", "banana"],
    ];
    const lunches = [["bread", "ham"], ["pasta", "tomato sauce"], ["rice", "chicken"], ["soup"]];
    const dinners = [["fish", "potatoes", "peas"], ["beef", "rice", "carrots"], ["pizza"]];
    const diary = new Diary();
    for (let day = 0; day < 28; day++) {
      diary.meal(day, 7.5 + random(), breakfasts[Math.floor(random() * 3)]);
      diary.meal(day, 12.5 + random(), lunches[Math.floor(random() * 4)]);
      diary.meal(day, 18 + random(), dinners[Math.floor(random() * 3)]);
      if (random() < 0.4) diary.meal(day, 15.5, ["apple"]);
      if (random() < 0.3)
        diary.check(day, 8 + random() * 13, random() < 0.5 ? "ouchy" : "uncomfortable");
      if (random() < 0.5) diary.check(day, 9 + random() * 10, "happy", "just right");
    }
    expect(detectPatterns(diary.meals, diary.checks)).toEqual([]);
  });

  it("reports the trigger, not the food almost always eaten with it", () => {
    // Cereal comes with milk 12 times and alone twice; milk is also drunk alone after school.
    const diary = new Diary();
    for (let day = 0; day < 28; day++) {
      if (day % 2 === 0 && day < 24) diary.meal(day, 8, ["cereal", "milk"]);
      else if (day === 25 || day === 27) diary.meal(day, 8, ["cereal", "banana"]);
      else diary.meal(day, 8, ["toast", "jam"]);
      diary.meal(day, 12.5, day % 2 === 0 ? ["bread", "cheese"] : ["pasta", "tomato sauce"]);
      if (day % 4 === 1) diary.meal(day, 15.5, ["milk", "biscuits"]);
      diary.meal(day, 18, day % 3 === 0 ? ["fish", "rice"] : ["chicken", "potatoes"]);
    }
    const milkMeals = diary.meals.filter((m) => m.foods.includes("milk"));
    milkMeals.forEach((meal, i) => {
      if (i % 5 !== 4)
        diary.checks.push({
          id: `r${i}`,
          at: meal.at + 2 * HOUR,
          feeling: "ouchy",
          bathroomEvent: null,
        });
    });
    const findings = detectPatterns(diary.meals, diary.checks);
    const milk = findings.find((f) => f.foodItem === "milk");
    const cereal = findings.find((f) => f.foods.includes("cereal"));
    expect(milk).toBeDefined();
    expect(milk?.exposures).toBe(19);
    expect(milk?.occurrences).toBe(16);
    expect(findings[0].foodItem).toBe("milk");
    if (cereal) expect(cereal.confidence).toBeLessThan(milk?.confidence ?? 0);
  });

  it("names the specific kind when the evidence is about it", () => {
    const diary = new Diary();
    for (let day = 0; day < 21; day++) {
      const breakfast = day % 2 === 0 ? ["yogurt", "banana"] : ["eggs", "toast"];
      diary.meal(day, 8, day % 4 === 1 ? ["eggs", "banana"] : breakfast);
      diary.meal(day, 12.5, ["bread", "ham"]);
      diary.meal(day, 18, ["pasta"]);
      if (day % 2 === 0 && day % 6 !== 4) diary.check(day, 11, "happy", "runny tummy");
    }
    const findings = detectPatterns(diary.meals, diary.checks);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      foodItem: "yogurt",
      kind: "runny",
      feelingCorrelation: "runny tummy",
      explanation:
        "Loose stool (Runny Tummy or Super Runny) 8 of 11 times within 1 to 4 hours after yogurt, against 0 of 52 times after other meals",
    });
  });

  it("reports foods never eaten apart together", () => {
    const diary = new Diary();
    for (let day = 0; day < 21; day++) {
      diary.meal(day, 8, day % 2 === 0 ? ["pancakes", "maple syrup"] : ["eggs", "toast"]);
      diary.meal(day, 12.5, ["bread", "ham"]);
      diary.meal(day, 18, day % 3 === 0 ? ["fish", "rice"] : ["pasta"]);
      if (day % 2 === 0 && day % 6 !== 4) diary.check(day, 10.5, "ouchy");
    }
    const findings = detectPatterns(diary.meals, diary.checks);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      foods: ["pancakes", "maple syrup"],
      foodItem: "pancakes or maple syrup",
      exposures: 11,
      occurrences: 8,
      explanation:
        "Pain (Ouchy) 8 of 11 times within 1 to 4 hours after pancakes or maple syrup (mostly eaten together), against 0 of 52 times after other meals",
    });
    expect(findings[0].confidence).toBeGreaterThanOrEqual(90);
  });

  it("tells apart two triggers eaten together when each reacts at its own lag", () => {
    // Cereal with banana most mornings; banana hurts two hours later, cereal much later.
    const diary = new Diary();
    for (let day = 0; day < 28; day++) {
      const breakfast =
        day % 4 === 3 ? ["cereal"] : day % 4 === 1 ? ["toast"] : ["cereal", "banana"];
      diary.meal(day, 8, breakfast);
      diary.meal(day, 12.5, day % 2 === 0 ? ["bread", "ham"] : ["pasta", "peas"]);
      if (day % 4 === 1) diary.meal(day, 15.5, ["banana", "crackers"]);
      diary.meal(day, 18, day % 3 === 0 ? ["fish", "rice"] : ["chicken", "potatoes"]);
    }
    diary.meals.forEach((meal, i) => {
      if (i % 6 === 5) return;
      if (meal.foods.includes("banana")) diary.checks.push(reaction(meal.at + 2 * HOUR, "ouchy"));
      if (meal.foods.includes("cereal"))
        diary.checks.push(reaction(meal.at + 6.5 * HOUR, "uncomfortable"));
    });
    diary.checks.sort((a, b) => a.at - b.at);
    const findings = detectPatterns(diary.meals, diary.checks);
    expect(findings.map((f) => f.foodItem).sort()).toEqual(["banana", "cereal"]);
  });

  it("needs three reactions before any alert", () => {
    const diary = new Diary();
    for (let day = 0; day < 21; day++) {
      diary.meal(day, 8, ["toast"]);
      diary.meal(day, 18, day % 5 === 0 ? ["shrimp", "rice"] : ["rice", "peas"]);
      if (day === 0 || day === 5) diary.check(day, 20, "ouchy");
    }
    expect(detectPatterns(diary.meals, diary.checks)).toEqual([]);
  });

  it("normalises food names and ignores empty meals", () => {
    const diary = milkDiary();
    diary.meals[0] = { ...diary.meals[0], foods: ["  MILK ", "milk", "Toast", ""] };
    diary.meals.push({ id: "empty", at: at(3, 10), foods: ["  "] });
    const [milk] = detectPatterns(diary.meals, diary.checks);
    expect(milk.exposures).toBe(11);
    expect(milk.baselineMeals).toBe(52);
  });
});
