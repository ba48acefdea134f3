import { describe, expect, it } from "vitest";
import { QUICK_ADD_COUNT, quickAddFoods } from "./quick-add";

describe("quickAddFoods", () => {
  it("offers 8 common foods to a new detective", () => {
    expect(quickAddFoods([])).toEqual([
      "toast",
      "banana",
      "apple",
      "milk",
      "cereal",
      "sandwich",
      "yogurt",
      "pasta",
    ]);
    expect(QUICK_ADD_COUNT).toBe(8);
  });

  it("puts the child's favourites first and never repeats a food", () => {
    expect(quickAddFoods(["Porridge", "banana", "Fish Fingers"])).toEqual([
      "Porridge",
      "banana",
      "Fish Fingers",
      "toast",
      "apple",
      "milk",
      "cereal",
      "sandwich",
    ]);
  });
});
