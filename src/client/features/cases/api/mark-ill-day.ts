import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CaseView, caseEndpoints } from "../../../../contracts/cases";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

type Variables = { id: string; date: string; ill: boolean };

/** POST /api/cases/{id}/days/{date}/ill: the child was ill that day (left out of the verdict). */
export function markIllDay({ id, date, ill }: Variables): Promise<CaseView> {
  return callEndpoint(caseEndpoints.markIll, { params: { id, date }, body: { ill } });
}

export function useMarkIllDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markIllDay, onSettled: () => refreshDiary(queryClient) });
}
