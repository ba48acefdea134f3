import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type TummyCheck, tummyCheckEndpoints } from "../../../../contracts/tummy-checks";
import { callEndpoint } from "../../../lib/api-client";

export const recentTummyChecksQueryKey = (userId: string) =>
  queryKeyOf(tummyCheckEndpoints.recent, { userId });

/** GET /api/tummy-checks/recent/{userId}: today's and yesterday's checks (the dashboard's last 2 days). */
export function getRecentTummyChecks(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TummyCheck[]> {
  return callEndpoint(tummyCheckEndpoints.recent, { params: { userId }, signal });
}

export function recentTummyChecksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: recentTummyChecksQueryKey(userId),
    queryFn: ({ signal }) => getRecentTummyChecks(userId, { signal }),
    // A screen that does not know the detective yet asks nothing.
    enabled: userId !== "",
  });
}

export function useRecentTummyChecks(userId: string) {
  return useQuery(recentTummyChecksQueryOptions(userId));
}
