import { describe, expect, it } from "vitest";
import { foodGroupByKey } from "../../domain/food-groups";
import { foodEmoji } from "./food-emoji";
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

describe("foodLook", () => {
  it("pairs the food's own picture with its group's colours", () => {
    const apple = foodLook("apple");
    expect(apple.emoji).toBe("🍎");
    expect(apple.group.key).toBe("Fruit & Veggies");
    expect(apple.chip).toContain("emerald");
    expect(foodLook("blueberries").chip).toBe(apple.chip);
  });
});
