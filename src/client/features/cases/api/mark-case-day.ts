import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CaseView, caseEndpoints } from "../../../../contracts/cases";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";
import { outboxId, sendOrQueue } from "../../../lib/outbox";

type Variables = { id: string; date: string; kept: boolean };

/** POST /api/cases/{id}/days/{date}: whether the day's plan was kept. */
export function markCaseDay({ id, date, kept }: Variables): Promise<CaseView> {
  return callEndpoint(caseEndpoints.markDay, { params: { id, date }, body: { kept } });
}

/**
 * Sends the mark, or queues it in the outbox without a connection (ADR 058): null then. The
 * endpoint takes no Idempotency-Key; a mark sets that day to kept or not kept, so a repeat
 * changes nothing and the outbox's oldest-first order keeps the child's last word.
 */
function markOrQueueCaseDay({ id, date, kept }: Variables): Promise<CaseView | null> {
  return sendOrQueue(caseEndpoints.markDay, "caseDay", { kept }, outboxId(), {
    params: { id, date },
  });
}

export function useMarkCaseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even without a connection: the outbox takes it then (ADR 058).
    networkMode: "always",
    mutationFn: markOrQueueCaseDay,
    onSettled: () => refreshDiary(queryClient),
  });
}
