import { queryOptions, useQuery } from "@tanstack/react-query";
import { type SleepLog, sleepLog } from "../../../../contracts/sleep-logs";
import { apiGet } from "../../../lib/api-client";

export const currentSleepLogQueryKey = (userId: string) =>
  ["/api/sleep-logs/today", userId] as const;

/** GET /api/sleep-logs/today/{userId}: tonight's log, or last night's until 15:00; else null. */
export function getCurrentSleepLog(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SleepLog | null> {
  return apiGet(`/api/sleep-logs/today/${encodeURIComponent(userId)}`, sleepLog.nullable(), {
    signal,
  });
}

export function currentSleepLogQueryOptions(userId: string) {
  return queryOptions({
    queryKey: currentSleepLogQueryKey(userId),
    queryFn: ({ signal }) => getCurrentSleepLog(userId, { signal }),
  });
}

export function useCurrentSleepLog(userId: string) {
  return useQuery(currentSleepLogQueryOptions(userId));
}
