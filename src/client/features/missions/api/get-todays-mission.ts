import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Mission, mission } from "../../../../contracts/missions";
import { apiGet } from "../../../lib/api-client";

export const todaysMissionQueryKey = (userId: string) => ["/api/missions/today", userId] as const;

/** GET /api/missions/today/{userId}: the mission of the day with its meal count. */
export function getTodaysMission(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Mission> {
  return apiGet(`/api/missions/today/${encodeURIComponent(userId)}`, mission, { signal });
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
