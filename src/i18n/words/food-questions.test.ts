import { describe, expect, it } from "vitest";
import { readFood } from "../../domain/foods/read-food";
import { testTranslate } from "../testing";
import { foodChoiceWords } from "./food-questions";

describe.each(["en", "es"] as const)("the answers to a bare tortilla (%s)", (locale) => {
  const t = testTranslate(locale);
  const question = readFood("tortilla").ask;

  it("offer every food the reader may count, each stored as a name read without a question", () => {
    expect(question?.choices).toEqual(["corn tortilla", "flour tortilla", "spanish omelette"]);
    for (const choice of question?.choices ?? []) {
      const words = foodChoiceWords(t, choice);
      const stored = readFood(words.food);
      expect(stored.ask, words.food).toBeNull();
      // What the choice has, the stored name has ("tortilla de patatas" adds its potato).
      expect(stored.components, words.food).toEqual(
        expect.arrayContaining([...readFood(choice).components]),
      );
      expect(stored.foods.length, words.food).toBeGreaterThan(0);
      expect(words.label).not.toBe(words.food);
    }
  });

  it("word the Spanish omelette as the one with egg", () => {
    const omelette = foodChoiceWords(t, "spanish omelette");
    expect(readFood(omelette.food).components).toContain("egg");
    expect(readFood(foodChoiceWords(t, "corn tortilla").food).components).not.toContain("egg");
  });

  it("offer a choice without words of its own by its own name", () => {
    expect(foodChoiceWords(t, "taco shell")).toMatchObject({
      label: "taco shell",
      food: "taco shell",
    });
  });
});
