import { useMutation, useQueryClient } from "@tanstack/react-query";
import { drinkEndpoints } from "../../../../contracts/drinks";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** SPEC 8: the Error toast of a failed drink delete. */
export const DELETE_DRINK_FAILED = "Failed to delete drink. Try again!";

/** DELETE /api/drinks/{id}: the drink and its points are gone. */
export async function deleteDrink(id: string): Promise<void> {
  await callEndpoint(drinkEndpoints.remove, { params: { id } });
}

export function useDeleteDrink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDrink,
    onSettled: () => refreshDiary(queryClient),
  });
}
