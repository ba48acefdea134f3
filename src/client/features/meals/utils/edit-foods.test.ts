import { describe, expect, it } from "vitest";
import { foodsText, splitEditedFoods } from "./edit-foods";

describe("foodsText", () => {
  it("joins detected and manual foods once each", () => {
    expect(foodsText({ detectedFoods: ["banana"], manualFoods: ["toast", "Banana"] })).toBe(
      "banana, toast",
    );
  });
});

describe("splitEditedFoods", () => {
  it("splits on commas, trims and drops empties", () => {
    expect(splitEditedFoods(" toast ,, milk ,  ", { detectedFoods: [] })).toEqual({
      detectedFoods: [],
      manualFoods: ["toast", "milk"],
    });
  });

  it("keeps foods the photo found as detected", () => {
    expect(splitEditedFoods("Banana, rice", { detectedFoods: ["banana", "apple"] })).toEqual({
      detectedFoods: ["Banana"],
      manualFoods: ["rice"],
    });
  });
});
