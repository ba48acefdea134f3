import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deletedBody } from "../../../../contracts/common";
import { apiRequest } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** SPEC 8: the Error toast of a failed meal delete. */
export const DELETE_MEAL_FAILED = "Failed to delete meal. Try again!";

/** DELETE /api/meals/{id}: the meal and its points are gone. */
export async function deleteMeal(id: string): Promise<void> {
  const res = await apiRequest("DELETE", `/api/meals/${encodeURIComponent(id)}`);
  deletedBody.parse(await res.json());
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSettled: () => refreshDiary(queryClient),
  });
}
