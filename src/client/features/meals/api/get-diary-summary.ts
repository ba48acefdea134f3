import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type DiarySummary, mealEndpoints } from "../../../../contracts/meals";
import { callEndpoint } from "../../../lib/api-client";

export const diarySummaryQueryKey = (userId: string) =>
  queryKeyOf(mealEndpoints.summary, { userId });

/** GET /api/diary-summary/{userId}: 8 quick-add foods and the totals behind the pattern tip. */
export function getDiarySummary(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DiarySummary> {
  return callEndpoint(mealEndpoints.summary, { params: { userId }, signal });
}

export function diarySummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: diarySummaryQueryKey(userId),
    queryFn: ({ signal }) => getDiarySummary(userId, { signal }),
  });
}

export function useDiarySummary(userId: string) {
  return useQuery(diarySummaryQueryOptions(userId));
}
