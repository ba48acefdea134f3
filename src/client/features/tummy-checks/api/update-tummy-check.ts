import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type TummyCheck,
  tummyCheckEndpoints,
  type UpdateTummyCheckBody,
} from "../../../../contracts/tummy-checks";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiaryAfter } from "../../../lib/diary-cache";

/** SPEC 8: the Error toast of a failed tummy check edit. */
export const UPDATE_TUMMY_CHECK_FAILED = "Failed to update tummy check. Try again!";

/** PUT /api/tummy-checks/{id}: the feeling and the bathroom type. */
export async function updateTummyCheck({
  id,
  changes,
}: {
  id: string;
  changes: UpdateTummyCheckBody;
}): Promise<TummyCheck> {
  return callEndpoint(tummyCheckEndpoints.update, { params: { id }, body: changes });
}

export function useUpdateTummyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTummyCheck,
    onSettled: (_check, error) => refreshDiaryAfter(queryClient, error),
  });
}
