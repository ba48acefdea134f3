import { describe, expect, it } from "vitest";
import {
  isMealType,
  MEAL_TYPE_VALUES,
  MEAL_TYPES,
  mealTypeEmoji,
  mealTypeLabel,
  suggestMealType,
} from "./meal-types";

describe("meal types", () => {
  it("stores exactly the six values of SPEC 9", () => {
    expect(MEAL_TYPE_VALUES).toEqual([
      "breakfast",
      "morning snack",
      "lunch",
      "afternoon tea",
      "dinner",
      "late snack",
    ]);
    expect(MEAL_TYPES.map((m) => m.value)).toEqual([...MEAL_TYPE_VALUES]);
  });

  it("labels them", () => {
    expect(MEAL_TYPES.map((m) => m.label)).toEqual([
      "Breakfast",
      "Morning Snack",
      "Lunch",
      "Afternoon Tea",
      "Dinner",
      "Late Snack",
    ]);
    expect(mealTypeLabel("afternoon tea")).toBe("Afternoon Tea");
    expect(mealTypeLabel("brunch")).toBe("brunch");
    expect(mealTypeEmoji("breakfast")).toBe("🥣");
    expect(mealTypeEmoji("brunch")).toBe("🍽️");
  });

  it("guards values", () => {
    expect(isMealType("late snack")).toBe(true);
    expect(isMealType("Late Snack")).toBe(false);
    expect(isMealType("supper")).toBe(false);
  });
});

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
