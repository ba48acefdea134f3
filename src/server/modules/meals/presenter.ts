import type { Meal } from "../../../contracts/meals";
import type { MealRow } from "./repo";

/** A meal as the client sees it. */
export function presentMeal(row: MealRow): Meal {
  return {
    id: row.id,
    userId: row.userId,
    mealType: row.mealType,
    photoUrl: row.photoUrl,
    detectedFoods: row.detectedFoods,
    manualFoods: row.manualFoods,
    aiConfidence: row.aiConfidence,
    timestamp: row.timestamp.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
