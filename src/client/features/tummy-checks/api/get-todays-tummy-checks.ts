import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type TummyCheck, tummyCheck } from "../../../../contracts/tummy-checks";
import { apiGet } from "../../../lib/api-client";

export const todaysTummyChecksQueryKey = (userId: string) =>
  ["/api/tummy-checks/today", userId] as const;

/** GET /api/tummy-checks/today/{userId}: the checks of the detective's local today. */
export function getTodaysTummyChecks(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TummyCheck[]> {
  return apiGet(`/api/tummy-checks/today/${encodeURIComponent(userId)}`, z.array(tummyCheck), {
    signal,
  });
}

export function todaysTummyChecksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: todaysTummyChecksQueryKey(userId),
    queryFn: ({ signal }) => getTodaysTummyChecks(userId, { signal }),
  });
}

export function useTodaysTummyChecks(userId: string) {
  return useQuery(todaysTummyChecksQueryOptions(userId));
}
