import { useMutation, useQueryClient } from "@tanstack/react-query";
import { tummyCheckEndpoints } from "../../../../contracts/tummy-checks";
import { refreshDiary } from "../../../lib/diary-cache";
import { deleteOrQueue } from "../../../lib/outbox";

/** SPEC 8: the Error toast of a failed tummy check delete. */
export const DELETE_TUMMY_CHECK_FAILED = "Failed to delete tummy check. Try again!";

/**
 * DELETE /api/tummy-checks/{id}. A check still in the outbox is dropped there; without a
 * connection the deletion waits in the outbox (ADR 049).
 */
export function deleteTummyCheck(id: string): Promise<void> {
  return deleteOrQueue(tummyCheckEndpoints.remove, "tummyCheck", id);
}

export function useDeleteTummyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: deleteTummyCheck,
    onSettled: () => refreshDiary(queryClient),
  });
}
