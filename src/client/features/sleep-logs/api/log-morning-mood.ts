import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type MorningMoodBody,
  type SleepLog,
  sleepLogEndpoints,
} from "../../../../contracts/sleep-logs";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiaryAfter } from "../../../lib/diary-cache";
import { outboxId, sendOrQueue } from "../../../lib/outbox";

/** PATCH /api/sleep-logs/{id} {morningMood, morningMoodTime?, notes?}. */
export async function logMorningMood({
  id,
  body,
}: {
  id: string;
  body: MorningMoodBody;
}): Promise<SleepLog> {
  return callEndpoint(sleepLogEndpoints.morning, { params: { id }, body });
}

/**
 * Sends the morning mood, or queues it in the outbox without a connection (ADR 058): null then.
 * The endpoint takes no Idempotency-Key; a repeat sets the same mood at the same fixed time and
 * its points come the first time only, so a replay never counts twice.
 */
function logOrQueueMorningMood({
  id,
  body,
}: {
  id: string;
  body: MorningMoodBody;
}): Promise<SleepLog | null> {
  const fixed = { ...body, morningMoodTime: body.morningMoodTime ?? new Date().toISOString() };
  // A mood of a bedtime still in the outbox names its stand-in id: it is sent after the
  // bedtime, with the bedtime's real id (ADR 049).
  return sendOrQueue(sleepLogEndpoints.morning, "morning", fixed, outboxId(), {
    params: { id },
    action: "edit",
    targetId: id,
  });
}

export function useLogMorningMood() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even without a connection: the outbox takes it then (ADR 058).
    networkMode: "always",
    mutationFn: logOrQueueMorningMood,
    onSettled: (_log, error) => refreshDiaryAfter(queryClient, error),
  });
}
