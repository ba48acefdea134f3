import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CaseView, caseEndpoints } from "../../../../contracts/cases";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

type Variables = { id: string; date: string; kept: boolean };

/** POST /api/cases/{id}/days/{date}: whether the day's plan was kept. */
export function markCaseDay({ id, date, kept }: Variables): Promise<CaseView> {
  return callEndpoint(caseEndpoints.markDay, { params: { id, date }, body: { kept } });
}

export function useMarkCaseDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markCaseDay, onSettled: () => refreshDiary(queryClient) });
}
