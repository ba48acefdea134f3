import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type TummyCheck,
  tummyCheckEndpoints,
  type UpdateTummyCheckBody,
} from "../../../../contracts/tummy-checks";
import { refreshDiaryAfter } from "../../../lib/diary-cache";
import { editOrQueue } from "../../../lib/outbox";

/** SPEC 8: the Error toast of a failed tummy check edit. */
export const UPDATE_TUMMY_CHECK_FAILED = "Failed to update tummy check. Try again!";

/**
 * PUT /api/tummy-checks/{id}: the feeling and the bathroom type. A check still in the outbox
 * takes the changes there; without a connection the edit waits in the outbox (null, ADR 049).
 */
export async function updateTummyCheck({
  id,
  changes,
}: {
  id: string;
  changes: UpdateTummyCheckBody;
}): Promise<TummyCheck | null> {
  return editOrQueue(tummyCheckEndpoints.update, "tummyCheck", id, changes);
}

export function useUpdateTummyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: updateTummyCheck,
    onSettled: (_check, error) => refreshDiaryAfter(queryClient, error),
  });
}
