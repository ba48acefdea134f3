import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CaseView, caseEndpoints } from "../../../../contracts/cases";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** POST /api/cases/{id}/abandon: closes an open case without a verdict. */
export function abandonCase(id: string): Promise<CaseView> {
  return callEndpoint(caseEndpoints.abandon, { params: { id } });
}

export function useAbandonCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: abandonCase, onSettled: () => refreshDiary(queryClient) });
}
