import { describe, expect, it } from "vitest";
import {
  emptyServes,
  FOOD_GROUP_KEYS,
  FOOD_GROUPS,
  foodGroupByKey,
  foodsOfMeal,
  isFoodGroupKey,
  SERVE_PER_FOOD,
  servesByGroup,
  TREAT_LIMIT,
  totalServes,
} from "./food-groups";
import { groupOfFood } from "./food-lookup";

describe("food groups", () => {
  it("has the keys, names and serves of SPEC 3", () => {
    expect(FOOD_GROUPS.map((g) => [g.key, g.name, g.serves])).toEqual([
      ["Protein", "Power Foods", 2.5],
      ["Carbs", "Energy Foods", 4.5],
      ["Dairy", "Bone Foods", 3],
      ["Fruit & Veggies", "Grow Foods", 7],
      ["Healthy Fats", "Smart Oils & Nuts", 1],
      ["Sometimes", "Treats", 0],
    ]);
    expect(FOOD_GROUPS.map((g) => g.key)).toEqual([...FOOD_GROUP_KEYS]);
    expect(SERVE_PER_FOOD).toBe(0.5);
    expect(TREAT_LIMIT).toBe(1);
    expect(foodGroupByKey("Dairy").name).toBe("Bone Foods");
    expect(isFoodGroupKey("Fruit & Veggies")).toBe(true);
    expect(isFoodGroupKey("fruit")).toBe(false);
  });

  it("lists sample foods that really belong to each group", () => {
    for (const group of FOOD_GROUPS) {
      for (const food of group.sampleFoods) expect(groupOfFood(food)).toBe(group.key);
    }
  });
});

describe("foods of a meal", () => {
  it("joins detected and manual foods, trimmed, without blanks or repeats", () => {
    expect(
      foodsOfMeal({ detectedFoods: ["Banana", "toast"], manualFoods: [" banana ", "", "milk"] }),
    ).toEqual(["Banana", "toast", "milk"]);
    expect(foodsOfMeal({ manualFoods: "apple, , cheese ,apple" })).toEqual(["apple", "cheese"]);
    expect(foodsOfMeal({ detectedFoods: null, manualFoods: null })).toEqual([]);
  });
});

describe("serves by group", () => {
  it("counts half a serve per food", () => {
    const serves = servesByGroup([
      { detectedFoods: ["toast", "eggs"], manualFoods: ["milk"] },
      { detectedFoods: ["ham sandwich", "apple"], manualFoods: ["chips", "banana"] },
      { detectedFoods: ["pizza"], manualFoods: "broccoli, carrot" },
    ]);
    expect(serves).toEqual({
      Protein: 1,
      Carbs: 0.5,
      Dairy: 0.5,
      "Fruit & Veggies": 2,
      "Healthy Fats": 0,
      Sometimes: 1,
    });
    expect(totalServes(serves)).toBe(5);
  });

  it("is zero for no meals", () => {
    expect(servesByGroup([])).toEqual(emptyServes());
    expect(totalServes(emptyServes())).toBe(0);
  });
});
