import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mealEndpoints } from "../../../../contracts/meals";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** SPEC 8: the Error toast of a failed meal delete. */
export const DELETE_MEAL_FAILED = "Failed to delete meal. Try again!";

/** DELETE /api/meals/{id}: the meal and its points are gone. */
export async function deleteMeal(id: string): Promise<void> {
  await callEndpoint(mealEndpoints.remove, { params: { id } });
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSettled: () => refreshDiary(queryClient),
  });
}
