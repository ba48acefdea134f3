import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mealEndpoints } from "../../../../contracts/meals";
import { refreshDiary } from "../../../lib/diary-cache";
import { deleteOrQueue } from "../../../lib/outbox";

/** SPEC 8: the Error toast of a failed meal delete. */
export const DELETE_MEAL_FAILED = "Failed to delete meal. Try again!";

/**
 * DELETE /api/meals/{id}: the meal and its points are gone. A meal still in the outbox is
 * dropped there; without a connection the deletion waits in the outbox (ADR 049).
 */
export function deleteMeal(id: string): Promise<void> {
  return deleteOrQueue(mealEndpoints.remove, "meal", id);
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: deleteMeal,
    onSettled: () => refreshDiary(queryClient),
  });
}
