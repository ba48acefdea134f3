import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Meal, mealEndpoints, type UpdateMealBody } from "../../../../contracts/meals";
import { refreshDiaryAfter } from "../../../lib/diary-cache";
import { editOrQueue } from "../../../lib/outbox";

/** SPEC 8: the Error toast of a failed meal edit. */
export const UPDATE_MEAL_FAILED = "Failed to update meal. Try again!";

/**
 * PUT /api/meals/{id}: new foods and/or time. A meal still in the outbox takes the changes
 * there; without a connection the edit waits in the outbox (null then, ADR 049).
 */
export async function updateMeal({
  id,
  changes,
}: {
  id: string;
  changes: UpdateMealBody;
}): Promise<Meal | null> {
  return editOrQueue(mealEndpoints.update, "meal", id, changes);
}

export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: updateMeal,
    onSettled: (_meal, error) => refreshDiaryAfter(queryClient, error),
  });
}
