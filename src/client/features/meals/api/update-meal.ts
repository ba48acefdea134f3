import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Meal, meal, type UpdateMealBody } from "../../../../contracts/meals";
import { apiRequest } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** SPEC 8: the Error toast of a failed meal edit. */
export const UPDATE_MEAL_FAILED = "Failed to update meal. Try again!";

/** PUT /api/meals/{id}: new foods and/or time. */
export async function updateMeal({
  id,
  changes,
}: {
  id: string;
  changes: UpdateMealBody;
}): Promise<Meal> {
  const res = await apiRequest("PUT", `/api/meals/${encodeURIComponent(id)}`, changes);
  return meal.parse(await res.json());
}

export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeal,
    onSettled: () => refreshDiary(queryClient),
  });
}
