import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CaseList, caseEndpoints } from "../../../../contracts/cases";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { callEndpoint } from "../../../lib/api-client";

/** Starts with the API path, so diary writes (lib/diary-cache) refresh the case mission too. */
export const casesQueryKey = (userId: string) => queryKeyOf(caseEndpoints.list, { userId });

/** GET /api/cases/{userId}: the cases, newest first, with today's instruction. */
export function getCases(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CaseList> {
  return callEndpoint(caseEndpoints.list, { params: { userId }, signal });
}

export function casesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: casesQueryKey(userId),
    queryFn: ({ signal }) => getCases(userId, { signal }),
  });
}

export function useCases(userId: string) {
  return useQuery(casesQueryOptions(userId));
}
