import { describe, expect, it } from "vitest";
import { testTranslate } from "../i18n/testing";
import { adviceWords } from "../i18n/words/advice";
import { awardOfDay, feelingsOfDay, loggingNote, mealsByType, reviewDay } from "./daily-report";
import { type AdviceLine, adviceLines, endOfDayCheck } from "./food-group-review";
import { emptyServes, type ServesByGroup } from "./food-groups";

const serves = (partial: Partial<ServesByGroup>): ServesByGroup => ({
  ...emptyServes(),
  ...partial,
});

// A day where no advice applies, so each case below moves exactly one group.
const balanced = serves({
  Protein: 2.5,
  Carbs: 4.5,
  Dairy: 3,
  "Fruit & Veggies": 7,
  "Healthy Fats": 1,
  Sometimes: 0,
});

const kinds = (s: ServesByGroup) => adviceLines(s).map((l) => l.kind);
const english = testTranslate("en");
const texts = (s: ServesByGroup) => adviceLines(s).map((l) => adviceWords(english, l));

describe("a day reviewed from real meals", () => {
  it("counts serves of looked-up and keyword-guessed foods, half a serve each", () => {
    const review = reviewDay(
      [
        // The food table reads "scrambled eggs", "strawberry yogurt" and the stew of "mystery stew".
        { mealType: "breakfast", detectedFoods: [], manualFoods: ["toast", "scrambled eggs"] },
        { mealType: "breakfast", detectedFoods: ["banana"], manualFoods: ["strawberry yogurt"] },
        {
          mealType: "lunch",
          detectedFoods: ["sandwich"],
          manualFoods: ["turkey sandwich", "grated cheese sandwich", "apple slices", "chips"],
        },
        { mealType: "dinner", manualFoods: "pasta, peas, avocado, mystery stew" },
      ],
      ["happy", "ouchy"],
    );
    expect(review.serves).toEqual({
      Protein: 1.5, // scrambled eggs, turkey sandwich, mystery stew
      Carbs: 1.5, // toast, sandwich, pasta
      Dairy: 1, // strawberry yogurt, grated cheese sandwich
      "Fruit & Veggies": 1.5, // banana, apple slices, peas
      "Healthy Fats": 0.5, // avocado
      Sometimes: 0.5, // chips
    });
    expect(review.totalServes).toBe(6.5);
    expect(review.mealsLogged).toBe(4);
    expect(review.groups.map((g) => g.serves)).toEqual([1.5, 1.5, 1, 1.5, 0.5, 0.5]);
    expect(review.checkMark).toBe(false);
    expect(review.award).toBe("case-closed");
    expect(review.feelings).toMatchObject({ average: 3, label: "Okay" });
  });

  it("awards the balanced plate when the check mark holds", () => {
    const foods = [
      "eggs",
      "chicken",
      "toast",
      "rice",
      "pasta",
      "bread",
      "cereal",
      "milk",
      "cheese",
      "yogurt",
      "custard",
      "carrot",
      "peas",
      "apple",
      "banana",
      "pear",
      "corn",
      "grapes",
      "nuts",
      "avocado",
      "cake",
      "chips",
    ];
    const review = reviewDay([{ mealType: "dinner", manualFoods: foods }], []);
    expect(review.serves).toEqual({
      Protein: 1,
      Carbs: 2.5,
      Dairy: 2,
      "Fruit & Veggies": 3.5,
      "Healthy Fats": 1,
      Sometimes: 1,
    });
    // 1 of 2.5 protein is under 70%: no check mark yet.
    expect(review.award).toBe("case-closed");
    const more = reviewDay(
      [{ mealType: "dinner", manualFoods: [...foods, "fish", "ham", "tofu", "oats", "sherbet"] }],
      [],
    );
    // sherbet is neither in the food table nor the lookup and has no keyword: a treat by
    // SPEC's keyword guess, the fallback, so 1.5 treats.
    expect(more.serves.Sometimes).toBe(1.5);
    expect(more.award).toBe("case-closed");
    const fixed = reviewDay(
      [
        { mealType: "dinner", manualFoods: [...foods, "fish", "ham", "tofu", "oats"] },
        { mealType: "late snack", manualFoods: ["strawberries", "celery", "spinach"] },
        { mealType: "morning snack", manualFoods: ["grated cheese sandwich"] },
      ],
      [],
    );
    expect(fixed.serves).toMatchObject({ Protein: 2.5, Carbs: 3, Dairy: 2.5, Sometimes: 1 });
    expect(fixed.checkMark).toBe(false); // carbs 3 of 4.5 is 67%
    const full = reviewDay(
      [
        { mealType: "dinner", manualFoods: [...foods, "fish", "ham", "tofu", "oats", "muesli"] },
        { mealType: "late snack", manualFoods: ["strawberries", "celery", "spinach"] },
        { mealType: "morning snack", manualFoods: ["grated cheese sandwich"] },
      ],
      [],
    );
    expect(full.checkMark).toBe(true);
    expect(full.award).toBe("balanced-plate");
  });

  it("counts a milk drink for Bone Foods and stops asking for milk", () => {
    const meals = [{ mealType: "breakfast", manualFoods: ["cereal", "yogurt", "cheese"] }];
    const bone = (lines: readonly AdviceLine[]) =>
      lines.filter((line) => adviceWords(english, line).startsWith("Bone Foods"));
    const dry = reviewDay(meals, []);
    expect(dry.serves.Dairy).toBe(1);
    expect(bone(dry.caseNotes)).toHaveLength(1);
    const milk = [
      { drinkType: "milk", drinkName: "Milk" },
      { drinkType: "milk", drinkName: "Milk" },
      { drinkType: "water", drinkName: "Water" },
    ];
    const review = reviewDay(meals, [], milk);
    expect(review.serves.Dairy).toBe(2);
    expect(bone(review.caseNotes)).toEqual([]);
    expect(review.groups.find((g) => g.key === "Dairy")?.tier).toBe("bronze");
    // The drinks that counted are listed as the child named them; water is not a food group.
    expect(review.drinks).toEqual(["Milk", "Milk"]);
    expect(review.mealsLogged).toBe(1);
    expect(dry.drinks).toEqual([]);
    expect(awardOfDay(meals, milk)).toBe(review.award);
  });

  it("lists each meal type in the order of a day with its foods", () => {
    expect(
      mealsByType([
        { mealType: "dinner", manualFoods: ["pasta"] },
        { mealType: "breakfast", detectedFoods: ["Banana"], manualFoods: ["banana", "toast"] },
        { mealType: "brunch", manualFoods: ["waffles"] },
        { mealType: "breakfast", manualFoods: ["milk"] },
      ]),
    ).toEqual([
      { mealType: "breakfast", label: "Breakfast", foods: ["Banana", "toast", "milk"] },
      { mealType: "dinner", label: "Dinner", foods: ["pasta"] },
      { mealType: "brunch", label: "brunch", foods: ["waffles"] },
    ]);
  });
});

describe("the advice thresholds of SPEC 9, at and just past each boundary", () => {
  it("suggests fruit and veg under 5 (up to 7)", () => {
    expect(kinds({ ...balanced, "Fruit & Veggies": 5 })).not.toContain("suggestion");
    expect(texts({ ...balanced, "Fruit & Veggies": 4.5 })[0]).toBe(
      "Grow Foods are at 4.5 serves. Try adding fruit or veggies to reach up to 7 tomorrow!",
    );
  });

  it("suggests protein under 2 (up to 2.5)", () => {
    expect(kinds({ ...balanced, Protein: 2 })).not.toContain("suggestion");
    expect(texts({ ...balanced, Protein: 1.5 })[0]).toMatch(/^Power Foods are at 1.5 serves.*2\.5/);
  });

  it("suggests dairy under 2 (up to 3)", () => {
    expect(kinds({ ...balanced, Dairy: 2 })).not.toContain("suggestion");
    expect(texts({ ...balanced, Dairy: 1.5 })[0]).toMatch(/^Bone Foods are at 1.5 serves.*3\.$/);
  });

  it("suggests carbs under 3 (up to 4.5)", () => {
    expect(kinds({ ...balanced, Carbs: 3 })).not.toContain("suggestion");
    expect(texts({ ...balanced, Carbs: 2.5 })[0]).toMatch(/^Energy Foods are at 2.5 serves.*4\.5/);
  });

  it("suggests more healthy fats under 0.5", () => {
    expect(kinds({ ...balanced, "Healthy Fats": 0.5 })).not.toContain("suggestion");
    expect(texts({ ...balanced, "Healthy Fats": 0 })[0]).toMatch(/Smart Oils & Nuts/);
  });

  it("nudges above 1 treat and challenges above 2, kindly", () => {
    expect(kinds({ ...balanced, Sometimes: 1 })).toEqual(["praise", "balance"]);
    expect(kinds({ ...balanced, Sometimes: 1.5 })).toEqual(["nudge", "praise"]);
    expect(kinds({ ...balanced, Sometimes: 2 })).toEqual(["nudge", "praise"]);
    expect(kinds({ ...balanced, Sometimes: 2.5 })).toEqual(["challenge", "praise"]);
    for (const s of [1.5, 2.5, 6]) {
      for (const text of texts({ ...balanced, Sometimes: s })) {
        expect(text).not.toMatch(/bad|naughty|too many|unhealthy|junk|shame|should not/i);
      }
    }
  });

  it("praises fruit and veg at 5, or protein and dairy both at 2", () => {
    const low = { ...balanced, "Fruit & Veggies": 4.5 };
    expect(kinds({ ...balanced, "Fruit & Veggies": 5 })).toContain("praise");
    expect(kinds({ ...low, Protein: 2, Dairy: 2 })).toEqual(["suggestion", "praise"]);
    expect(kinds({ ...low, Protein: 1.5, Dairy: 2 })).toEqual(["suggestion", "suggestion"]);
    expect(kinds({ ...low, Protein: 2, Dairy: 1.5 })).toEqual(["suggestion", "suggestion"]);
  });

  it("gives the perfect-balance message only when no other advice applies", () => {
    expect(kinds(balanced).at(-1)).toBe("balance");
    expect(kinds({ ...balanced, Carbs: 2.5 })).not.toContain("balance");
  });
});

describe("the end-of-day check mark at its boundaries", () => {
  it("needs treats at 1 or fewer and every other group at 70%", () => {
    const at70 = serves({
      Protein: 1.75,
      Carbs: 3.15,
      Dairy: 2.1,
      "Fruit & Veggies": 4.9,
      "Healthy Fats": 0.7,
      Sometimes: 1,
    });
    expect(endOfDayCheck(at70)).toBe(true);
    expect(endOfDayCheck({ ...at70, Sometimes: 1.01 })).toBe(false);
    expect(endOfDayCheck({ ...at70, Protein: 1.74 })).toBe(false);
    expect(endOfDayCheck({ ...at70, Carbs: 3.14 })).toBe(false);
    expect(endOfDayCheck({ ...at70, Dairy: 2.09 })).toBe(false);
    expect(endOfDayCheck({ ...at70, "Fruit & Veggies": 4.89 })).toBe(false);
    expect(endOfDayCheck({ ...at70, "Healthy Fats": 0.69 })).toBe(false);
  });
});

describe("feelings of the day", () => {
  it("labels the average Great at 3.5, Okay at 2.5, else Could be better", () => {
    expect(feelingsOfDay([])).toEqual({ list: [], average: null, label: null });
    expect(feelingsOfDay(["happy", "uncomfortable"])).toMatchObject({
      average: 3.5,
      label: "Great",
    });
    expect(feelingsOfDay(["happy", "uncomfortable", "uncomfortable"]).label).toBe("Okay");
    expect(feelingsOfDay(["uncomfortable", "ouchy"])).toMatchObject({
      average: 2.5,
      label: "Okay",
    });
    expect(feelingsOfDay(["ouchy", "ouchy", "uncomfortable"]).label).toBe("Could be better");
    expect(feelingsOfDay(["grumpy"])).toEqual({
      list: [{ stored: "grumpy", label: "grumpy", report: "other" }],
      average: 1,
      label: "Could be better",
    });
    expect(feelingsOfDay(["happy"]).list).toEqual([
      { stored: "happy", label: "Happy", report: "great" },
    ]);
  });
});

describe("the logging note", () => {
  it("praises whatever logging the day has", () => {
    const note = (meals: number) => adviceWords(english, loggingNote(meals));
    expect(note(0)).toMatch(/Log a meal/);
    expect(note(1)).toBe(
      "Nice clue-gathering! You logged 1 meal today. Every meal you log helps solve the case.",
    );
    expect(note(2)).toMatch(/2 meals/);
    expect(note(4)).toMatch(/^Super sleuthing! You logged 4 meals/);
    for (const n of [0, 1, 2, 3]) expect(loggingNote(n).kind).toBe("praise");
    expect(reviewDay([], []).caseNotes[0]).toEqual(loggingNote(0));
  });
});
