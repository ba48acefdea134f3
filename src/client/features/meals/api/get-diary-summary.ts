import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DiarySummary, diarySummary } from "../../../../contracts/meals";
import { apiGet } from "../../../lib/api-client";

export const diarySummaryQueryKey = (userId: string) => ["/api/diary-summary", userId] as const;

/** GET /api/diary-summary/{userId}: 8 quick-add foods and the totals behind the pattern tip. */
export function getDiarySummary(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DiarySummary> {
  return apiGet(`/api/diary-summary/${encodeURIComponent(userId)}`, diarySummary, { signal });
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
