import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type TummyCheck, tummyCheck } from "../../../../contracts/tummy-checks";
import { apiGet } from "../../../lib/api-client";

export const recentTummyChecksQueryKey = (userId: string) =>
  ["/api/tummy-checks/recent", userId] as const;

/** GET /api/tummy-checks/recent/{userId}: today's and yesterday's checks (the dashboard's last 2 days). */
export function getRecentTummyChecks(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TummyCheck[]> {
  return apiGet(`/api/tummy-checks/recent/${encodeURIComponent(userId)}`, z.array(tummyCheck), {
    signal,
  });
}

export function recentTummyChecksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: recentTummyChecksQueryKey(userId),
    queryFn: ({ signal }) => getRecentTummyChecks(userId, { signal }),
  });
}

export function useRecentTummyChecks(userId: string) {
  return useQuery(recentTummyChecksQueryOptions(userId));
}
