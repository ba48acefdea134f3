import type { Meal } from "../../../../contracts/meals";
import { foodsOfMeal } from "../../../../domain/food-groups";
import { normaliseFoodName } from "../../../../domain/food-lookup";

/** A meal's foods as the inline editor shows them: one comma-separated line. */
export function foodsText(meal: Pick<Meal, "detectedFoods" | "manualFoods">): string {
  return foodsOfMeal(meal).join(", ");
}

/**
 * The edited line back as a meal's two lists (SPEC 5: split on commas, trimmed, empties
 * dropped). A food the photo found stays a detected food; everything else was typed by hand.
 */
export function splitEditedFoods(
  text: string,
  meal: Pick<Meal, "detectedFoods">,
): { detectedFoods: string[]; manualFoods: string[] } {
  const foods = foodsOfMeal({ manualFoods: text });
  const detected = new Set(meal.detectedFoods.map(normaliseFoodName));
  return {
    detectedFoods: foods.filter((food) => detected.has(normaliseFoodName(food))),
    manualFoods: foods.filter((food) => !detected.has(normaliseFoodName(food))),
  };
}
