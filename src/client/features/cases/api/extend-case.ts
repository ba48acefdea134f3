import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CaseView, caseEndpoints } from "../../../../contracts/cases";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

type Variables = { id: string; days: number };

/** POST /api/cases/{id}/extend: more days for a case that ended without enough evidence. */
export function extendCase({ id, days }: Variables): Promise<CaseView> {
  return callEndpoint(caseEndpoints.extend, { params: { id }, body: { days } });
}

export function useExtendCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: extendCase, onSettled: () => refreshDiary(queryClient) });
}
