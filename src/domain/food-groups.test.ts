import { describe, expect, it } from "vitest";
import {
  emptyServes,
  FOOD_GROUP_KEYS,
  FOOD_GROUPS,
  foodGroupByKey,
  foodsOfMeal,
  groupOfDrink,
  isFoodGroupKey,
  SERVE_PER_FOOD,
  servesByGroup,
  TREAT_LIMIT,
  totalServes,
} from "./food-groups";
import { groupOfFood } from "./food-lookup";
import { DRINK_TYPES } from "./hydration";

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

describe("drinks in food groups", () => {
  it("reads a drink's group through the food table: its name first, then its type", () => {
    expect(groupOfDrink({ drinkType: "milk", drinkName: "Milk" })).toBe("Dairy");
    expect(groupOfDrink({ drinkType: "milk", drinkName: "glass of warm milk" })).toBe("Dairy");
    expect(groupOfDrink({ drinkType: "other", drinkName: "chocolate milk" })).toBe("Dairy");
    expect(groupOfDrink({ drinkType: "other", drinkName: "soy milk" })).toBe("Dairy");
    expect(groupOfDrink({ drinkType: "juice", drinkName: "orange juice" })).toBe("Sometimes");
    expect(groupOfDrink({ drinkType: "other", drinkName: "banana smoothie" })).toBe(
      "Fruit & Veggies",
    );
    // A name the table cannot read falls back to the type; an unread "other" counts nowhere.
    expect(groupOfDrink({ drinkType: "milk", drinkName: "Grandma's special" })).toBe("Dairy");
    expect(groupOfDrink({ drinkType: "other", drinkName: "Grandma's special" })).toBeUndefined();
    expect(groupOfDrink({ drinkType: "milk" })).toBe("Dairy");
  });

  it("puts water in no group, whatever it is called", () => {
    for (const drinkName of ["Water", "sparkling water", "tap water", "", null]) {
      expect(groupOfDrink({ drinkType: "water", drinkName })).toBeUndefined();
    }
  });

  it("reads every drink type's own name as the server names it", () => {
    const groups = Object.fromEntries(
      DRINK_TYPES.map((type) => [
        type.value,
        groupOfDrink({ drinkType: type.value, drinkName: type.label }),
      ]),
    );
    expect(groups).toEqual({
      water: undefined,
      milk: "Dairy",
      juice: "Sometimes",
      soft_drink: "Sometimes",
      other: undefined,
    });
  });

  it("counts half a serve per drink of a group, as a food of a meal", () => {
    const serves = servesByGroup(
      [{ manualFoods: ["cereal"] }],
      [
        { drinkType: "milk", drinkName: "Milk" },
        { drinkType: "milk", drinkName: "Milk" },
        { drinkType: "water", drinkName: "Water" },
        { drinkType: "soft_drink", drinkName: "lemonade" },
      ],
    );
    expect(serves).toEqual({ ...emptyServes(), Carbs: 0.5, Dairy: 1, Sometimes: 0.5 });
  });
});
