import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateSleepLogBody,
  type SleepLog,
  sleepLogEndpoints,
} from "../../../../contracts/sleep-logs";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiaryAfter } from "../../../lib/diary-cache";
import { sendOrQueue } from "../../../lib/outbox";
import { idempotencyHeaders, useSubmissionKey } from "../../../lib/submission-key";

/** SPEC 8: the Error toast of a failed sleep log. */
export const SAVE_SLEEP_LOG_FAILED = "Failed to save sleep log. Try again!";

/** POST /api/sleep-logs {userId, bedtime, notes}: 409 when that night already has one. */
export async function logBedtime(
  body: CreateSleepLogBody,
  idempotencyKey?: string,
): Promise<SleepLog> {
  return callEndpoint(sleepLogEndpoints.bedtime, {
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/**
 * Logs the bedtime, or queues it in the outbox without a connection (ADR 058): null then. Its
 * Idempotency-Key makes a repeat after a lost answer one night, and a second bedtime of that
 * night is refused (409), so a replay never logs two.
 */
export function useLogBedtime() {
  const queryClient = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    // Sent even without a connection: the outbox takes it then (ADR 058).
    networkMode: "always",
    onMutate: () => void key.start(),
    mutationFn: (body: CreateSleepLogBody): Promise<SleepLog | null> =>
      sendOrQueue(sleepLogEndpoints.bedtime, "bedtime", body, key.current()),
    onSettled: (_log, error) => {
      key.settle();
      return refreshDiaryAfter(queryClient, error);
    },
  });
}
