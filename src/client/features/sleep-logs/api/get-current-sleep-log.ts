import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type SleepLog, sleepLogEndpoints } from "../../../../contracts/sleep-logs";
import { callEndpoint } from "../../../lib/api-client";

export const currentSleepLogQueryKey = (userId: string) =>
  queryKeyOf(sleepLogEndpoints.current, { userId });

/** GET /api/sleep-logs/today/{userId}: tonight's log, or last night's until 15:00; else null. */
export function getCurrentSleepLog(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SleepLog | null> {
  return callEndpoint(sleepLogEndpoints.current, { params: { userId }, signal });
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
