import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type Mission, missionEndpoints } from "../../../../contracts/missions";
import { callEndpoint } from "../../../lib/api-client";

export const todaysMissionQueryKey = (userId: string) =>
  queryKeyOf(missionEndpoints.today, { userId });

/** GET /api/missions/today/{userId}: the mission of the day with its meal count. */
export function getTodaysMission(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Mission> {
  return callEndpoint(missionEndpoints.today, { params: { userId }, signal });
}

export function todaysMissionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: todaysMissionQueryKey(userId),
    queryFn: ({ signal }) => getTodaysMission(userId, { signal }),
  });
}

export function useTodaysMission(userId: string) {
  return useQuery(todaysMissionQueryOptions(userId));
}
