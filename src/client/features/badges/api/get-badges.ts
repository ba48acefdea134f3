import { queryOptions, useQuery } from "@tanstack/react-query";
import { type BadgesResponse, badgeEndpoints } from "../../../../contracts/badges";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { callEndpoint } from "../../../lib/api-client";

export const badgesQueryKey = (userId: string) => queryKeyOf(badgeEndpoints.list, { userId });

/** GET /api/badges/{userId}: earned badges, the catalogue and progress. */
export function getBadges(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BadgesResponse> {
  return callEndpoint(badgeEndpoints.list, { params: { userId }, signal });
}

export function badgesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: badgesQueryKey(userId),
    queryFn: ({ signal }) => getBadges(userId, { signal }),
  });
}

export function useBadges(userId: string) {
  return useQuery(badgesQueryOptions(userId));
}
