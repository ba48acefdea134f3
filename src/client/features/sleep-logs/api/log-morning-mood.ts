import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type MorningMoodBody,
  type SleepLog,
  sleepLogEndpoints,
} from "../../../../contracts/sleep-logs";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiaryAfter } from "../../../lib/diary-cache";

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

export function useLogMorningMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logMorningMood,
    onSettled: (_log, error) => refreshDiaryAfter(queryClient, error),
  });
}
