import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type Pattern, patternEndpoints } from "../../../../contracts/patterns";
import { callEndpoint } from "../../../lib/api-client";

/** Starts with the API path, so diary writes (lib/diary-cache) refresh the patterns too. */
export const patternsQueryKey = (userId: string) => queryKeyOf(patternEndpoints.list, { userId });

/** GET /api/patterns/{userId}: every pattern of the detective, with its evidence. */
export function getPatterns(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Pattern[]> {
  return callEndpoint(patternEndpoints.list, { params: { userId }, signal });
}

export function patternsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: patternsQueryKey(userId),
    queryFn: ({ signal }) => getPatterns(userId, { signal }),
  });
}

export function usePatterns(userId: string) {
  return useQuery(patternsQueryOptions(userId));
}
