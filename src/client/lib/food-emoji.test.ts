import { describe, expect, it } from "vitest";
import { foodGroupByKey } from "../../domain/food-groups";
import { foodEmoji, foodName } from "./food-emoji";
import { foodLook } from "./food-look";

const groupEmoji = (key: Parameters<typeof foodGroupByKey>[0]) => foodGroupByKey(key).emoji;

describe("foodEmoji", () => {
  it("gives fruit of one group their own pictures, not the group's", () => {
    expect(foodEmoji("apple")).toBe("🍎");
    expect(foodEmoji("banana")).toBe("🍌");
    expect(foodEmoji("blueberries")).toBe("🫐");
    expect(foodEmoji("broccoli")).toBe("🥦");
  });

  it("reads any case, spacing, singular or plural", () => {
    expect(foodEmoji("  Apples ")).toBe("🍎");
    expect(foodEmoji("strawberry")).toBe("🍓");
    expect(foodEmoji("Hot  Dog")).toBe("🌭");
    expect(foodEmoji("eggs")).toBe("🥚");
  });

  it("shows the thing a longer name ends with", () => {
    expect(foodEmoji("ham sandwich")).toBe("🥪");
    expect(foodEmoji("cheese and tomato sandwich")).toBe("🥪");
    expect(foodEmoji("apple juice")).toBe("🧃");
    expect(foodEmoji("banana bread")).toBe("🍞");
    expect(foodEmoji("spaghetti bolognese")).toBe("🍝");
    expect(foodEmoji("chocolate ice cream")).toBe("🍦");
  });

  it("shows the first of a pattern's foods eaten together", () => {
    expect(foodEmoji("milk or cereal")).toBe("🥛");
  });

  it("falls back to the food group's picture", () => {
    expect(foodEmoji("peas")).toBe(groupEmoji("Fruit & Veggies"));
    expect(foodEmoji("lentils")).toBe(groupEmoji("Protein"));
    expect(foodEmoji("crackers")).toBe(groupEmoji("Carbs"));
    // The food table reads the stew of "mystery stew" (Protein); an unread name is a treat by
    // SPEC 3's keyword guess.
    expect(foodEmoji("mystery stew")).toBe(groupEmoji("Protein"));
    expect(foodEmoji("zorblat")).toBe(groupEmoji("Sometimes"));
  });
});

describe("a food named in Spanish (ADR 072)", () => {
  it("shows the picture of the same food in English", () => {
    expect(foodEmoji("leche")).toBe(foodEmoji("milk"));
    expect(foodEmoji("leche")).toBe("🥛");
    expect(foodEmoji("manzana")).toBe("🍎");
    expect(foodEmoji("plátano")).toBe("🍌");
  });

  it("reads accents, case, plurals and amounts as the food reader does", () => {
    expect(foodEmoji("Platano")).toBe("🍌");
    expect(foodEmoji("plátanos")).toBe("🍌");
    expect(foodEmoji("Manzanas")).toBe("🍎");
    expect(foodEmoji("un vaso de leche tibia")).toBe("🥛");
    expect(foodEmoji("fresas")).toBe("🍓");
    expect(foodEmoji("huevos revueltos")).toBe("🥚");
  });

  it("shows what a Spanish dish is, not a word inside it", () => {
    // "leche con chocolate" is chocolate milk, as in English; "jugo de naranja" is juice.
    expect(foodEmoji("leche con chocolate")).toBe(foodEmoji("chocolate milk"));
    expect(foodEmoji("jugo de naranja")).toBe("🧃");
    expect(foodEmoji("pizza de queso")).toBe("🍕");
    expect(foodEmoji("sándwich de jamón y queso")).toBe("🥪");
  });

  it("keeps the food's group colours with its picture", () => {
    const leche = foodLook("leche");
    expect(leche.emoji).toBe("🥛");
    expect(leche.group.key).toBe(foodLook("milk").group.key);
    expect(foodLook("plátano").chip).toBe(foodLook("banana").chip);
  });

  it("leaves English names and unread words as they were", () => {
    expect(foodEmoji("cupcake")).toBe("🧁");
    expect(foodEmoji("tortilla")).toBe("🫓");
    expect(foodEmoji("stir fried vegetables")).toBe("🥘");
    expect(foodEmoji("zorblat")).toBe(groupEmoji("Sometimes"));
  });
});

describe("foodLook", () => {
  it("pairs the food's own picture with its group's colours", () => {
    const apple = foodLook("apple");
    expect(apple.emoji).toBe("🍎");
    expect(apple.group.key).toBe("Fruit & Veggies");
    expect(apple.chip).toContain("emerald");
    expect(foodLook("blueberries").chip).toBe(apple.chip);
  });
});

describe("a food typed with its emoji", () => {
  it("shows the emoji once: as the picture, not again in the name", () => {
    expect(foodEmoji("🍓 strawberries")).toBe("🍓");
    expect(foodName("🍓 strawberries")).toBe("strawberries");
    // The child's own picture wins over the map's.
    expect(foodEmoji("🧁 banana muffin")).toBe("🧁");
    expect(foodName("🧁 banana muffin")).toBe("banana muffin");
    expect(foodName("👍🏽 thumbs")).toBe("thumbs");
  });

  it("leaves names without a leading emoji, and a lone emoji, as they are", () => {
    expect(foodName("strawberries 🍓")).toBe("strawberries 🍓");
    expect(foodName("🍕")).toBe("🍕");
    expect(foodName("apple")).toBe("apple");
  });
});
