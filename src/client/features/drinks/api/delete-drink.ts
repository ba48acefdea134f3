import { useMutation, useQueryClient } from "@tanstack/react-query";
import { drinkEndpoints } from "../../../../contracts/drinks";
import { refreshDiary } from "../../../lib/diary-cache";
import { deleteOrQueue } from "../../../lib/outbox";

/** SPEC 8: the Error toast of a failed drink delete. */
export const DELETE_DRINK_FAILED = "Failed to delete drink. Try again!";

/**
 * DELETE /api/drinks/{id}: the drink and its points are gone. A drink still in the outbox is
 * dropped there; without a connection the deletion waits in the outbox (ADR 049).
 */
export function deleteDrink(id: string): Promise<void> {
  return deleteOrQueue(drinkEndpoints.remove, "drink", id);
}

export function useDeleteDrink() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: deleteDrink,
    onSettled: () => refreshDiary(queryClient),
  });
}
