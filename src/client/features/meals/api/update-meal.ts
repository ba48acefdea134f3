import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Meal, mealEndpoints, type UpdateMealBody } from "../../../../contracts/meals";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiaryAfter } from "../../../lib/diary-cache";

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
  return callEndpoint(mealEndpoints.update, { params: { id }, body: changes });
}

export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeal,
    onSettled: (_meal, error) => refreshDiaryAfter(queryClient, error),
  });
}
