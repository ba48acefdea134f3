import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type TummyCheck, tummyCheckEndpoints } from "../../../../contracts/tummy-checks";
import { callEndpoint } from "../../../lib/api-client";

export const todaysTummyChecksQueryKey = (userId: string) =>
  queryKeyOf(tummyCheckEndpoints.today, { userId });

/** GET /api/tummy-checks/today/{userId}: the checks of the detective's local today. */
export function getTodaysTummyChecks(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TummyCheck[]> {
  return callEndpoint(tummyCheckEndpoints.today, { params: { userId }, signal });
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
