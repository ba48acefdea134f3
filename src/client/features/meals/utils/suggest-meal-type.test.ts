import { describe, expect, it } from "vitest";
import { suggestMealType } from "./suggest-meal-type";

describe("suggestMealType", () => {
  it("follows the day", () => {
    expect(suggestMealType("07:15")).toBe("breakfast");
    expect(suggestMealType("10:30")).toBe("morning snack");
    expect(suggestMealType("12:05")).toBe("lunch");
    expect(suggestMealType("15:45")).toBe("afternoon tea");
    expect(suggestMealType("18:30")).toBe("dinner");
    expect(suggestMealType("21:00")).toBe("late snack");
  });

  it("calls the small hours a late snack", () => {
    expect(suggestMealType("00:20")).toBe("late snack");
    expect(suggestMealType("04:59")).toBe("late snack");
    expect(suggestMealType("05:00")).toBe("breakfast");
  });
});
