import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type MorningMoodBody, type SleepLog, sleepLog } from "../../../../contracts/sleep-logs";
import { apiRequest } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** PATCH /api/sleep-logs/{id} {morningMood, morningMoodTime?, notes?}. */
export async function logMorningMood({
  id,
  body,
}: {
  id: string;
  body: MorningMoodBody;
}): Promise<SleepLog> {
  const res = await apiRequest("PATCH", `/api/sleep-logs/${encodeURIComponent(id)}`, body);
  return sleepLog.parse(await res.json());
}

export function useLogMorningMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logMorningMood,
    onSettled: () => refreshDiary(queryClient),
  });
}
