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
    expect(groupOfFood("turkey sandwich")).toBe("Protein");
    expect(groupOfFood("chicken and cheese sandwich")).toBe("Protein");
    expect(groupOfFood("meat sandwich")).toBe("Protein");
    expect(groupOfFood("tuna sandwich")).toBe("Protein");
    expect(groupOfFood("grilled cheese sandwich")).toBe("Dairy");
    expect(groupOfFood("banana sandwich")).toBe("Carbs");
    expect(groupOfFood("vegemite toast")).toBe("Carbs");
    expect(groupOfFood("garlic bread")).toBe("Carbs");
  });

  it("then dairy, protein and fruit and veg words", () => {
    expect(groupOfFood("chocolate milk")).toBe("Dairy");
    expect(groupOfFood("strawberry yogurt")).toBe("Dairy");
    expect(groupOfFood("cheese stick")).toBe("Dairy");
    expect(groupOfFood("egg fried rice")).toBe("Protein");
    expect(groupOfFood("chicken soup")).toBe("Protein");
    expect(groupOfFood("meat pie")).toBe("Protein");
    expect(groupOfFood("apple slices")).toBe("Fruit & Veggies");
    expect(groupOfFood("carrot sticks")).toBe("Fruit & Veggies");
    expect(groupOfFood("dried fruit")).toBe("Fruit & Veggies");
    expect(groupOfFood("vegetable soup")).toBe("Fruit & Veggies");
    expect(groupOfFood("goji berry")).toBe("Fruit & Veggies");
  });

  it("calls everything else Sometimes", () => {
    expect(groupOfFood("sherbet")).toBe("Sometimes");
    expect(groupOfFood("")).toBe("Sometimes");
    expect(guessGroupByKeyword("rice")).toBe("Sometimes");
  });
});
