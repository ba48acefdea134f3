import { describe, expect, it } from "vitest";
import { groupOfDrink, servesByGroup } from "../food-groups";
import { groupOfFood } from "../food-lookup";
import { drinkIntakeName } from "../patterns/intakes";
import { foodContains, foodNameKey, howItHolds, isExposure, readFood, whereItHides } from ".";
import { FOOD_ROWS } from "./read-food";
import { spanishWords } from "./spanish";

const read = (name: string) => readFood(name);
const sorted = (name: string) => [...read(name).components].sort();

describe("reading Spanish food names", () => {
  it("reads the foods a child types in Spanish as the table's foods", () => {
    for (const [spanish, key] of [
      ["leche", "milk"],
      ["queso", "cheese"],
      ["yogur", "yogurt"],
      ["huevo", "egg"],
      ["huevos", "egg"],
      ["pan", "bread"],
      ["pasta", "pasta"],
      ["espaguetis", "spaghetti"],
      ["arroz", "rice"],
      ["pollo", "chicken"],
      ["manzana", "apple"],
      ["plátano", "banana"],
      ["banana", "banana"],
      ["naranja", "orange"],
      ["jugo", "juice"],
      ["zumo", "juice"],
      ["chocolate", "chocolate"],
      ["galletas", "biscuits"],
      ["cereal", "cereal"],
      ["cereales", "cereal"],
      ["helado", "ice cream"],
      ["pizza", "pizza"],
      ["frijoles", "beans"],
    ]) {
      expect(read(spanish as string).key, spanish).toBe(key);
      expect(read(spanish as string).whole, spanish).toBe(true);
    }
  });

  it("reads them with and without accents, in any case, singular or plural, and misspelt", () => {
    for (const [typed, key] of [
      ["platano", "banana"],
      ["Plátanos", "banana"],
      ["PLATANOS", "banana"],
      ["yogurt", "yogurt"],
      ["yogourt", "yogurt"],
      ["yogures", "yogurt"],
      ["Huevos", "egg"],
      ["galleta", "biscuits"],
      ["Galletas", "biscuits"],
      ["cereales", "cereal"],
      ["jamón", "ham"],
      ["jamon", "ham"],
      ["sándwich", "sandwich"],
      ["nueces", "nuts"],
      ["lechee", "milk"],
      ["platno", "banana"],
      ["manzanna", "apple"],
    ]) {
      expect(read(typed as string).key, typed).toBe(key);
    }
    expect(foodNameKey("Plátanos")).toBe(foodNameKey("platano"));
    expect(foodNameKey("huevos")).toBe(foodNameKey("eggs"));
    expect(foodNameKey("un vaso de leche")).toBe("milk");
    expect(foodNameKey("Leche fría")).toBe("milk");
  });

  it("gives Spanish names the components and groups of the English ones", () => {
    for (const [spanish, english] of [
      ["leche", "milk"],
      ["queso", "cheese"],
      ["huevos", "eggs"],
      ["pan", "bread"],
      ["galletas", "biscuits"],
      ["helado", "ice cream"],
      ["chocolate", "chocolate"],
      ["pizza de queso", "cheese pizza"],
      ["jugo de naranja", "orange juice"],
      ["zumo de manzana", "apple juice"],
      ["leche de soja", "soy milk"],
      ["leche de almendras", "almond milk"],
      ["mantequilla de maní", "peanut butter"],
      ["huevos revueltos", "scrambled eggs"],
      ["pan tostado", "toast"],
      ["macarrones con queso", "mac and cheese"],
      ["arroz con leche", "rice pudding"],
      ["chocolate caliente", "hot chocolate"],
      ["leche con chocolate", "chocolate milk"],
      ["helado de chocolate", "chocolate ice cream"],
      ["pan sin gluten", "gluten-free bread"],
      ["galletas sin huevo", "egg-free biscuits"],
      ["pizza sin queso", "pizza without cheese"],
    ]) {
      expect(sorted(spanish as string), spanish).toEqual(sorted(english as string));
      expect(read(spanish as string).groups, spanish).toEqual(read(english as string).groups);
    }
  });

  it("reads what a Spanish-speaking child obviously types", () => {
    expect(read("sándwich de jamón y queso")).toMatchObject({
      foods: ["ham", "sandwich", "cheese"],
      groups: ["Protein", "Dairy", "Carbs"],
    });
    expect(read("quesadilla").components).toEqual(
      expect.arrayContaining(["dairy", "wheat", "milk protein"]),
    );
    expect(read("quesadillas").key).toBe("quesadilla");
    expect(read("quesadilla de maíz").components).not.toContain("wheat");
    expect(read("quesadilla de maíz").components).toContain("dairy");
    expect(foodNameKey("leche entera")).toBe("milk");
    expect(read("chocolate con leche").key).toBe("chocolate");
    expect(read("batido").key).toBe("milkshake");
    expect(read("batido de fresa").components).toContain("dairy");
    expect(read("licuado de plátano").key).toBe("smoothie");
    expect(read("natillas").components).toEqual(expect.arrayContaining(["dairy", "egg"]));
    expect(read("flan").components).toEqual(expect.arrayContaining(["dairy", "egg"]));
    expect(read("mantequilla").key).toBe("butter");
    expect(read("crema").components).toContain("dairy");
    expect(read("frijoles refritos")).toMatchObject({ key: "beans", components: ["GOS"] });
    expect(read("tacos").components).toContain("wheat");
    expect(read("burrito").groups[0]).toBe("Carbs");
    expect(read("nachos con queso").components).toEqual(
      expect.arrayContaining(["dairy", "fatty food"]),
    );
    expect(read("galletas de avena").components).toEqual(
      expect.arrayContaining(["wheat", "dairy"]),
    );
    expect(read("papas fritas").key).toBe("chips");
    expect(read("arroz con pollo").foods).toEqual(["rice", "chicken"]);
    expect(read("agua").water).toBe(true);
    expect(isExposure("agua")).toBe(false);
    expect(isExposure("un vaso de agua")).toBe(false);
    expect(isExposure("agua de jamaica")).toBe(true);
  });

  it("reads 'con' and 'sin': milk without lactose is dairy, plant milks are not milk", () => {
    expect(read("leche sin lactosa")).toMatchObject({
      key: "lactose free milk",
      components: ["dairy", "milk protein"],
    });
    expect(read("leche deslactosada").key).toBe("lactose free milk");
    for (const plant of [
      "leche de avena",
      "leche de almendra",
      "leche de soja",
      "leche de soya",
      "leche de arroz",
      "leche de coco",
      "Leche de Avena",
      "un vaso de leche de avena",
      "bebida de avena",
    ]) {
      expect(read(plant).components, plant).not.toContain("dairy");
      expect(foodContains(plant, "leche"), plant).toBe(false);
      expect(foodContains(plant, "milk"), plant).toBe(false);
    }
    expect(read("leche de avena").key).toBe("oat milk");
    expect(read("leche de soja").components).toContain("soy");
    expect(foodContains("leche sin lactosa", "leche")).toBe(false);
    expect(foodContains("leche sin lactosa", "dairy")).toBe(true);
    expect(foodContains("leche sin lactosa", "lactose")).toBe(false);
    expect(read("leche con cereales")).toMatchObject({ foods: ["milk", "cereal"] });
    expect(read("yogur sin lactosa").components).toEqual(["dairy", "milk protein"]);
    expect(read("queso sin lactosa").components).not.toContain("lactose");
    expect(read("galletas sin lácteos").components).not.toContain("dairy");
    expect(read("jugo sin azúcar").components).toContain("sweeteners");
  });

  it("finds Spanish suspects in Spanish and English names", () => {
    for (const [logged, suspect] of [
      ["leche", "milk"],
      ["vaso de leche", "leche"],
      ["Leche con cereales", "leche"],
      ["cereal with milk", "leche"],
      ["leche con chocolate", "leche"],
      ["batido", "leche"],
      ["pizza de queso", "queso"],
      ["cheese pizza", "queso"],
      ["quesadilla", "queso"],
      ["macarrones con queso", "queso"],
      ["huevos revueltos", "huevo"],
      ["tortilla de patatas", "huevo"],
      ["scrambled eggs", "huevos"],
      ["espaguetis", "pasta"],
      ["galletas", "biscuits"],
    ]) {
      expect(howItHolds(logged as string, suspect as string), `${logged} / ${suspect}`).toBe(
        "serving",
      );
    }
    expect(howItHolds("pastel", "huevo")).toBe("trace");
    expect(foodContains("berenjena", "huevo")).toBe(false);
    expect(whereItHides("leche")).toEqual(whereItHides("milk"));
    expect(whereItHides("huevo")).toEqual(whereItHides("egg"));
  });

  it("reads drinks typed in Spanish", () => {
    expect(groupOfDrink({ drinkType: "milk", drinkName: "leche" })).toBe("Dairy");
    expect(groupOfDrink({ drinkType: "other", drinkName: "leche de avena" })).toBe("Dairy");
    expect(drinkIntakeName({ drinkType: "milk", drinkName: "Leche" })).toBe("Leche");
    expect(drinkIntakeName({ drinkType: "water", drinkName: "agua" })).toBeNull();
    for (const juice of ["jugo de naranja", "zumo de naranja", "Jugo de Naranja"]) {
      expect(read(juice)).toMatchObject({ key: "juice", drink: true, components: ["fructose"] });
      expect(foodNameKey(juice)).toBe("orange juice");
    }
    for (const chocolateMilk of [
      "leche con chocolate",
      "leche chocolatada",
      "chocolate caliente",
    ]) {
      const reading = read(chocolateMilk);
      expect(reading.components, chocolateMilk).toEqual(
        expect.arrayContaining(["dairy", "caffeine"]),
      );
      expect(reading.drink, chocolateMilk).toBe(true);
      expect(foodContains(chocolateMilk, "leche"), chocolateMilk).toBe(true);
    }
    expect(read("café con leche").key).toBe("latte");
    expect(read("té con leche").key).toBe("milk tea");
    expect(read("refresco").key).toBe("soft drink");
  });

  it("counts Spanish foods in their food groups", () => {
    expect(groupOfFood("manzana")).toBe("Fruit & Veggies");
    expect(groupOfFood("Plátanos")).toBe("Fruit & Veggies");
    expect(groupOfFood("yogur")).toBe("Dairy");
    expect(groupOfFood("arroz")).toBe("Carbs");
    expect(groupOfFood("helado")).toBe("Sometimes");
    const serves = servesByGroup(
      [{ manualFoods: "huevos revueltos, pan tostado, plátano" }],
      [{ drinkType: "milk", drinkName: "vaso de leche" }],
    );
    expect(serves).toMatchObject({
      Protein: 0.5,
      Carbs: 0.5,
      "Fruit & Veggies": 0.5,
      Dairy: 0.5,
      Sometimes: 0,
    });
  });

  it("bounds what it reads", () => {
    expect(read("leche de ".repeat(5_000)).key).toBe("milk");
    expect(read("de de de con sin y").key).toBeNull();
    expect(read("¿¡!?").key).toBeNull();
  });
});

describe("tortilla", () => {
  it("reads the omelette and the flatbread by what is said with it", () => {
    for (const omelette of [
      "tortilla de patatas",
      "tortilla de papa",
      "tortilla española",
      "Tortilla Espanola",
      "tortilla de huevo",
      "tortilla francesa",
      "tortilla con cebolla",
    ]) {
      const reading = read(omelette);
      expect(reading.foods[0], omelette).toBe("egg");
      expect(reading.components, omelette).toContain("egg");
      expect(reading.components, omelette).not.toContain("wheat");
      expect(reading.ask, omelette).toBeNull();
    }
    expect(read("tortilla de maíz")).toMatchObject({ key: "tortilla", ask: null });
    expect(read("tortillas de maiz").components).not.toContain("wheat");
    for (const wheat of ["tortilla de harina", "tortillas de trigo", "flour tortilla", "burrito"]) {
      expect(read(wheat)).toMatchObject({ key: "wrap", ask: null });
      expect(read(wheat).components).toContain("wheat");
    }
    expect(read("tortilla chips").ask).toBeNull();
    expect(read("quesadilla").ask).toBeNull();
  });

  it("asks about a bare tortilla, and a case day with one is not counted either way", () => {
    const bare = read("tortilla");
    expect(bare).toMatchObject({
      key: "tortilla",
      groups: ["Carbs"],
      ask: { word: "tortilla", choices: ["corn tortilla", "flour tortilla", "spanish omelette"] },
    });
    expect([...bare.uncertain].sort()).toEqual(["egg", "fructans", "wheat"]);
    expect(bare.components).not.toContain("egg");
    // Each choice the form offers reads as one food, with no question left.
    for (const choice of bare.ask?.choices ?? []) {
      expect(read(choice).ask, choice).toBeNull();
      expect(read(choice).key, choice).not.toBeNull();
    }
    expect(read("spanish omelette").key).toBe("egg");
    // Beans or salsa tell it is the flatbread: no egg, but corn or flour is still open.
    const withBeans = read("tortilla con frijoles");
    expect(withBeans.ask?.choices).toEqual(["corn tortilla", "flour tortilla"]);
    expect(withBeans.uncertain).not.toContain("egg");
    expect(howItHolds("tortilla con frijoles", "huevo")).toBeNull();
    // A bare tortilla may be egg or wheat: neither an egg day nor an egg-free day.
    expect(howItHolds("tortilla", "huevo")).toBe("trace");
    expect(howItHolds("tortilla", "all egg")).toBe("trace");
    expect(howItHolds("tortilla", "wheat")).toBe("trace");
    expect(howItHolds("tortilla", "dairy")).toBeNull();
    expect(howItHolds("tortilla", "tortilla")).toBe("serving");
    expect(howItHolds("tortilla con frijoles", "wheat")).toBe("trace");
  });
});

describe("English stays as it was", () => {
  it("reads every name of the table as its own food", () => {
    for (const row of FOOD_ROWS) {
      for (const name of row.names) {
        const reading = read(name);
        expect(
          reading.foods[0] === row.key || reading.key === row.key,
          `${name} (${row.key})`,
        ).toBe(true);
      }
    }
  });

  it("reads no Spanish word that is an English word of the table as another food", () => {
    const english = new Set(
      FOOD_ROWS.flatMap((row) => row.names.flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/))),
    );
    const shared = spanishWords().filter((w) => english.has(w) || english.has(`${w}s`));
    // The same food in both languages, a word read the same inside its dish ("chilli con
    // carne", "coca cola") or the table's one name in Spanish ("dulce de leche").
    expect(shared.sort()).toEqual([
      "cafe",
      "carne",
      "cereal",
      "coca",
      "dulce",
      "leche",
      "melon",
      "quesadilla",
    ]);
    expect(read("chilli con carne").key).toBe("curry");
    expect(read("coca cola").key).toBe("cola");
    expect(read("cafe latte").key).toBe("latte");
    expect(read("pan fried fish").foods).toEqual(["fish"]);
    expect(read("papa's pancakes").key).toBe("pancakes");
    expect(read("ice cream cones").key).toBe("ice cream");
    expect(read("coco pops").key).toBe("cereal");
  });
});
