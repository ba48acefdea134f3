import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deletedBody } from "../../../../contracts/common";
import { apiRequest } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** SPEC 8: the Error toast of a failed tummy check delete. */
export const DELETE_TUMMY_CHECK_FAILED = "Failed to delete tummy check. Try again!";

/** DELETE /api/tummy-checks/{id}. */
export async function deleteTummyCheck(id: string): Promise<void> {
  const res = await apiRequest("DELETE", `/api/tummy-checks/${encodeURIComponent(id)}`);
  deletedBody.parse(await res.json());
}

export function useDeleteTummyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTummyCheck,
    onSettled: () => refreshDiary(queryClient),
  });
}
