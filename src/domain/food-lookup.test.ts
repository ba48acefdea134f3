import { describe, expect, it } from "vitest";
import {
  FOOD_LOOKUP,
  FOOD_VOCABULARY,
  groupOfFood,
  guessGroupByKeyword,
  normaliseFoodName,
} from "./food-lookup";

describe("food lookup", () => {
  it("groups the spec's examples", () => {
    expect(groupOfFood("milk")).toBe("Dairy");
    expect(groupOfFood("toast")).toBe("Carbs");
    expect(groupOfFood("eggs")).toBe("Protein");
    expect(groupOfFood("fruit")).toBe("Fruit & Veggies");
    expect(groupOfFood("vegetables")).toBe("Fruit & Veggies");
    expect(groupOfFood("chips")).toBe("Sometimes");
    expect(groupOfFood("cake")).toBe("Sometimes");
    expect(groupOfFood("biscuits")).toBe("Sometimes");
    expect(groupOfFood("soft drinks")).toBe("Sometimes");
    expect(groupOfFood("butter")).toBe("Healthy Fats");
  });

  it("knows the ten foods of the photo detector", () => {
    const detector = {
      banana: "Fruit & Veggies",
      apple: "Fruit & Veggies",
      orange: "Fruit & Veggies",
      broccoli: "Fruit & Veggies",
      carrot: "Fruit & Veggies",
      sandwich: "Carbs",
      "hot dog": "Sometimes",
      pizza: "Sometimes",
      donut: "Sometimes",
      cake: "Sometimes",
    };
    for (const [food, group] of Object.entries(detector)) {
      expect(FOOD_VOCABULARY).toContain(food);
      expect(groupOfFood(food)).toBe(group);
    }
  });

  it("holds about a hundred common foods, all lower-case and normalised", () => {
    expect(FOOD_VOCABULARY.length).toBeGreaterThanOrEqual(90);
    expect(FOOD_VOCABULARY.length).toBeLessThanOrEqual(120);
    for (const food of FOOD_VOCABULARY) expect(normaliseFoodName(food)).toBe(food);
  });

  it("agrees with the keyword examples for sandwiches", () => {
    expect(groupOfFood("ham sandwich")).toBe("Protein");
    expect(groupOfFood("cheese sandwich")).toBe("Dairy");
    expect(groupOfFood("jam sandwich")).toBe("Carbs");
    const sandwiches = Object.entries(FOOD_LOOKUP).filter(([food]) => food.includes("sandwich"));
    expect(sandwiches).toHaveLength(4);
    for (const [food, group] of sandwiches) expect(group).toBe(guessGroupByKeyword(food));
  });

  it("normalises before looking up, and accepts plurals and singulars", () => {
    expect(groupOfFood("  Hot  Dog ")).toBe("Sometimes");
    expect(groupOfFood("BROCCOLI")).toBe("Fruit & Veggies");
    expect(groupOfFood("oranges")).toBe("Fruit & Veggies");
    expect(groupOfFood("tomatoes")).toBe("Fruit & Veggies");
    expect(groupOfFood("strawberry")).toBe("Fruit & Veggies");
    expect(groupOfFood("grape")).toBe("Fruit & Veggies");
    expect(groupOfFood("egg")).toBe("Protein");
  });

  it("reads hand-typed foods through the food table before any keyword", () => {
    expect(groupOfFood("🍓 strawberries")).toBe("Fruit & Veggies");
    expect(groupOfFood("beans")).toBe("Protein");
    expect(groupOfFood("cheddar")).toBe("Dairy");
    expect(groupOfFood("Cheerios")).toBe("Carbs");
    expect(groupOfFood("toast w/ butter")).toBe("Carbs");
    expect(groupOfFood("mac n cheese")).toBe("Carbs");
    expect(groupOfFood("sherbet")).toBe("Sometimes");
  });

  it("corrects keyword traps through the table", () => {
    expect(groupOfFood("eggplant")).toBe("Fruit & Veggies");
    expect(groupOfFood("apple juice")).toBe("Sometimes");
    expect(groupOfFood("cheesecake")).toBe("Sometimes");
    expect(groupOfFood("hamburger")).toBe("Sometimes");
    expect(groupOfFood("peanut butter")).toBe("Healthy Fats");
  });
});

describe("keyword guess, in the spec's order", () => {
  it("reads sandwiches first", () => {
    expect(guessGroupByKeyword("turkey sandwich")).toBe("Protein");
    expect(guessGroupByKeyword("chicken and cheese sandwich")).toBe("Protein");
    expect(guessGroupByKeyword("meat sandwich")).toBe("Protein");
    expect(guessGroupByKeyword("tuna sandwich")).toBe("Protein");
    expect(guessGroupByKeyword("grilled cheese sandwich")).toBe("Dairy");
    expect(guessGroupByKeyword("banana sandwich")).toBe("Carbs");
    expect(guessGroupByKeyword("vegemite toast")).toBe("Carbs");
    expect(guessGroupByKeyword("garlic bread")).toBe("Carbs");
  });

  it("then dairy, protein and fruit and veg words", () => {
    expect(guessGroupByKeyword("chocolate milk")).toBe("Dairy");
    expect(guessGroupByKeyword("strawberry yogurt")).toBe("Dairy");
    expect(guessGroupByKeyword("cheese stick")).toBe("Dairy");
    expect(guessGroupByKeyword("egg fried rice")).toBe("Protein");
    expect(guessGroupByKeyword("chicken soup")).toBe("Protein");
    expect(guessGroupByKeyword("meat pie")).toBe("Protein");
    expect(guessGroupByKeyword("apple slices")).toBe("Fruit & Veggies");
    expect(guessGroupByKeyword("carrot sticks")).toBe("Fruit & Veggies");
    expect(guessGroupByKeyword("dried fruit")).toBe("Fruit & Veggies");
    expect(guessGroupByKeyword("vegetable soup")).toBe("Fruit & Veggies");
    expect(guessGroupByKeyword("goji berry")).toBe("Fruit & Veggies");
  });

  it("calls everything else Sometimes", () => {
    expect(guessGroupByKeyword("sherbet")).toBe("Sometimes");
    expect(guessGroupByKeyword("")).toBe("Sometimes");
    expect(guessGroupByKeyword("rice")).toBe("Sometimes");
  });
});
