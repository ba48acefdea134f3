import { useMutation, useQueryClient } from "@tanstack/react-query";
import { tummyCheckEndpoints } from "../../../../contracts/tummy-checks";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** SPEC 8: the Error toast of a failed tummy check delete. */
export const DELETE_TUMMY_CHECK_FAILED = "Failed to delete tummy check. Try again!";

/** DELETE /api/tummy-checks/{id}. */
export async function deleteTummyCheck(id: string): Promise<void> {
  await callEndpoint(tummyCheckEndpoints.remove, { params: { id } });
}

export function useDeleteTummyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTummyCheck,
    onSettled: () => refreshDiary(queryClient),
  });
}
