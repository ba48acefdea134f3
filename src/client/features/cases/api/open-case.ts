import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CaseView, caseEndpoints, type OpenCaseBody } from "../../../../contracts/cases";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiaryAfter } from "../../../lib/diary-cache";

/** POST /api/cases: opens a case (400 when a safety answer forbids it, 409 while one is open). */
export function openCase(body: OpenCaseBody): Promise<CaseView> {
  return callEndpoint(caseEndpoints.open, { body });
}

export function useOpenCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCase,
    onSettled: (_case, error) => refreshDiaryAfter(queryClient, error),
  });
}
