import { describe, expect, it } from "vitest";
import { FOOD_GROUPS } from "../food-groups";
import { FOOD_LOOKUP } from "../food-lookup";
import { DEFAULT_QUICK_ADD_FOODS } from "../quick-add";
import { caseComponent, foodContains, howItHolds, isExposure, readFood, whereItHides } from ".";
import { FOOD_ROWS, sharedNames } from "./read-food";

const read = (name: string) => readFood(name);

describe("the food table", () => {
  it("gives every name to one food only", () => {
    expect(sharedNames()).toEqual([]);
  });

  it("names a food group for every food but water", () => {
    for (const row of FOOD_ROWS) {
      if (!row.water) expect(row.groups.length, row.key).toBeGreaterThan(0);
    }
  });

  it("reads every food of the group lookup, quick-add and the Food Guide, in the lookup's group", () => {
    for (const [food, group] of Object.entries(FOOD_LOOKUP)) {
      const reading = read(food);
      expect(reading.key, food).not.toBeNull();
      expect(reading.whole, food).toBe(true);
      expect(reading.groups[0], food).toBe(group);
    }
    const samples = FOOD_GROUPS.flatMap((g) => g.sampleFoods);
    for (const food of [...DEFAULT_QUICK_ADD_FOODS, ...samples]) {
      expect(read(food).key, food).not.toBeNull();
    }
  });
});

describe("reading free-typed names", () => {
  it("reads plurals and singulars as one food", () => {
    expect(read("eggs").key).toBe("egg");
    expect(read("Egg").key).toBe("egg");
    expect(read("pancake").key).toBe("pancakes");
    expect(read("Pancakes").key).toBe("pancakes");
    expect(read("strawberry").key).toBe(read("Strawberries").key);
    expect(read("brownie").key).toBe(read("brownies").key);
    expect(read("tomatoes").key).toBe("tomato");
    expect(read("sandwiches").key).toBe("sandwich");
  });

  it("reads w/, emoji, choc, accents, brands and typos", () => {
    expect(read("toast w/ butter")).toMatchObject({
      key: "toast butter",
      groups: ["Carbs", "Healthy Fats", "Dairy"],
    });
    expect(read("🍓 strawberries")).toMatchObject({
      key: "strawberries",
      groups: ["Fruit & Veggies"],
    });
    expect(read("🍕").key).toBe("pizza");
    expect(read("choc milk").key).toBe("chocolate milk");
    expect(read("choc chip cookie").key).toBe("biscuits");
    expect(read("crème fraîche").components).toContain("dairy");
    expect(read("Cheerios")).toMatchObject({ key: "cereal", groups: ["Carbs"] });
    expect(read("Weet-Bix").components).toContain("wheat");
    expect(read("bananna").key).toBe("banana");
    expect(read("chese sandwich").components).toContain("dairy");
  });

  it("reads dishes by their whole name", () => {
    expect(read("mac and cheese").key).toBe("mac and cheese");
    expect(read("Mac n Cheese").key).toBe("mac and cheese");
    expect(read("mac & cheese").components).toEqual(expect.arrayContaining(["dairy", "wheat"]));
    expect(read("cheese pizza")).toMatchObject({ key: "pizza" });
    expect(read("cheese pizza").groups).toEqual(expect.arrayContaining(["Carbs", "Dairy"]));
    expect(read("spag bol").key).toBe("spaghetti");
    expect(read("hot dog").key).toBe("hot dog");
    expect(read("hot chocolate").key).toBe("hot chocolate");
    expect(read("glass of milk").key).toBe("milk");
  });

  it("knows dairy under other names", () => {
    for (const name of [
      "cheddar",
      "milkshake",
      "yoghurt",
      "ice cream",
      "cheese pizza",
      "custard",
    ]) {
      expect(read(name).components, name).toContain("dairy");
    }
    expect(read("cheddar").groups[0]).toBe("Dairy");
  });

  it("reads substitutes as free of what they replace", () => {
    for (const name of ["oat milk", "soy milk", "almond milk", "rice milk", "dairy-free cheese"]) {
      expect(read(name).components, name).not.toContain("dairy");
    }
    expect(read("soy milk").components).toContain("soy");
    expect(read("almond milk").components).toContain("tree nuts");
    // Lactose-free milk is cow's milk with its lactose split: still milk protein, still dairy.
    expect(read("lactose-free milk").components).toEqual(["dairy", "milk protein"]);
    expect(read("egg-free muffin").components).not.toContain("egg");
    expect(read("egg-free muffin").components).toContain("wheat");
    expect(read("gluten-free pasta").components).not.toContain("wheat");
    expect(read("gluten free bread").components).not.toContain("fructans");
    expect(read("vegan cake").components).not.toContain("dairy");
    expect(read("pizza without cheese").components).not.toContain("dairy");
    expect(read("diet coke").components).toEqual(expect.arrayContaining(["sweeteners"]));
    expect(read("sugar-free gum").components).toContain("polyols");
  });

  it("reads a flavoured carrier as the carrier and the flavour", () => {
    expect(read("chocolate milk").components).toEqual(
      expect.arrayContaining(["dairy", "caffeine"]),
    );
    const chocSoy = read("chocolate soy milk").components;
    expect(chocSoy).toEqual(expect.arrayContaining(["soy", "caffeine"]));
    expect(chocSoy).not.toContain("dairy");
  });

  it("leaves what it cannot read unclassified, never a treat", () => {
    expect(read("zorblat")).toMatchObject({ key: null, groups: [], components: [], whole: false });
    expect(read("")).toMatchObject({ key: null });
    expect(read("beans").groups).toEqual(["Protein"]);
    expect(read("🍓 strawberries").groups).toEqual(["Fruit & Veggies"]);
    expect(read("zorblat stew").whole).toBe(false);
  });

  it("reads a very long or odd name without trouble", () => {
    expect(read("milk ".repeat(5_000)).key).toBe("milk");
    expect(read("!!!???").key).toBeNull();
  });
});

describe("suspects in logged names", () => {
  it("finds a food suspect in every spelling and in what is made with it", () => {
    expect(foodContains("warm milk", "milk")).toBe(true);
    expect(foodContains("Glass of Milk", "milk")).toBe(true);
    expect(foodContains("chocolate milk", "milk")).toBe(true);
    expect(foodContains("milkshake", "milk")).toBe(true);
    expect(foodContains("milk tea", "milk")).toBe(true);
    // What a family gives on a milk-free day is not milk in a milk case (it is still dairy).
    expect(foodContains("lactose-free milk", "milk")).toBe(false);
    expect(foodContains("oat milk", "milk")).toBe(false);
    expect(foodContains("Eggs", "egg")).toBe(true);
    expect(foodContains("cheese pizza", "cheese")).toBe(true);
    expect(foodContains("dairy-free cheese", "cheese")).toBe(false);
    expect(foodContains("gluten-free pasta", "pasta")).toBe(false);
    // Dishes made with the food by another recipe still hold it.
    expect(foodContains("spaghetti", "pasta")).toBe(true);
    expect(foodContains("spag bol", "pasta")).toBe(true);
    expect(foodContains("lasagne", "pasta")).toBe(true);
    expect(foodContains("egg-free pasta", "egg")).toBe(false);
    expect(foodContains("eggplant", "egg")).toBe(false);
  });

  it("tells a serving of the food from a trace of it", () => {
    // The food is the dish or its main part: a serving.
    for (const [name, food] of [
      ["chocolate milk", "milk"],
      ["chocolatemilk", "milk"],
      ["leche", "milk"],
      ["milkshake", "milk"],
      ["cereal w/ milk", "milk"],
      ["latte", "milk"],
      ["mac and cheese", "cheese"],
      ["cheese sandwich", "cheese"],
      ["cheese pizza", "cheese"],
      ["pizza", "cheese"],
      ["scrambled eggs", "egg"],
      ["egg sandwich", "eggs"],
      ["eggs on toast", "egg"],
      ["omelette", "egg"],
      ["Weetabix", "cereal"],
      ["granola", "cereal"],
    ]) {
      expect(howItHolds(name, food), `${name} serves ${food}`).toBe("serving");
    }
    // Made with a little of it: a trace.
    for (const [name, food] of [
      ["cake", "milk"],
      ["pancakes", "egg"],
      ["cookies", "milk"],
      ["pasta", "egg"],
      ["penne", "egg"],
      ["egg noodles", "eggs"],
      ["custard", "egg"],
    ]) {
      expect(howItHolds(name, food), `${name} holds a trace of ${food}`).toBe("trace");
    }
    for (const [name, food] of [
      ["spaghetti", "egg"],
      ["cheese-free pizza", "cheese"],
      ["lactose-free milk", "milk"],
      ["oat milk", "milk"],
      ["egg-free muffin", "egg"],
    ]) {
      expect(howItHolds(name, food), `${name} holds no ${food}`).toBe(null);
    }
  });

  it("reads the suspect a family types as the food, a component only when picked", () => {
    expect(caseComponent("egg")).toBe(null);
    expect(caseComponent("eggs")).toBe(null);
    expect(caseComponent("cheese")).toBe(null);
    expect(caseComponent("dairy")).toBe("dairy");
    expect(caseComponent("Dairy")).toBe("dairy");
    expect(caseComponent("all dairy")).toBe("dairy");
    expect(caseComponent("all egg")).toBe("egg");
    expect(caseComponent("wheat")).toBe("wheat");
    // A component the table would read as foods of its own is still the component.
    expect(caseComponent("fish and shellfish")).toBe("fish and shellfish");
    expect(foodContains("prawns", "fish and shellfish")).toBe(true);
    expect(foodContains("salmon", "fish and shellfish")).toBe(true);
    expect(foodContains("rice", "fish and shellfish")).toBe(false);
    // "egg" is eggs: pasta, pancakes and cake are not egg days.
    expect(foodContains("pasta", "egg")).toBe(false);
    expect(foodContains("pancakes", "egg")).toBe(false);
    expect(foodContains("Eggs", "egg")).toBe(true);
    // Picked as the component, every food with egg in it is.
    expect(foodContains("pancakes", "all egg")).toBe(true);
  });

  it("finds a component suspect in every food that has it", () => {
    for (const name of [
      "milk",
      "cheese",
      "yogurt",
      "pizza",
      "lactose-free milk",
      "mac and cheese",
    ]) {
      expect(foodContains(name, "dairy"), name).toBe(true);
    }
    expect(foodContains("lactose-free milk", "lactose")).toBe(false);
    expect(foodContains("oat milk", "dairy")).toBe(false);
    expect(foodContains("zorblat", "dairy")).toBe(false);
  });

  it("falls back to the word for names the table cannot read", () => {
    expect(foodContains("zorblat pie", "zorblat")).toBe(true);
    expect(foodContains("zorblats", "zorblat")).toBe(false);
  });

  it("lists where a suspect hides", () => {
    expect(whereItHides("dairy")).toEqual(["milk", "cheese", "yogurt", "ice cream", "pizza"]);
    expect(whereItHides("milk")).toEqual(
      expect.arrayContaining(["milk", "chocolate milk", "milkshake"]),
    );
    expect(whereItHides("zorblat")).toEqual(["zorblat"]);
    expect(whereItHides("milk")).not.toContain("lactose free milk");
    expect(whereItHides("egg")).toEqual(["egg", "french toast", "custard", "pancakes", "waffles"]);
  });

  it("never counts water", () => {
    expect(isExposure("water")).toBe(false);
    expect(isExposure("Sparkling water")).toBe(false);
    expect(isExposure("💧")).toBe(false);
    expect(isExposure("water and lemon")).toBe(true);
    expect(isExposure("milk")).toBe(true);
    expect(isExposure("zorblat")).toBe(true);
  });
});
