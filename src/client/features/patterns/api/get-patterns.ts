import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Pattern, pattern } from "../../../../contracts/patterns";
import { apiGet } from "../../../lib/api-client";

/** Starts with the API path, so diary writes (lib/diary-cache) refresh the patterns too. */
export const patternsQueryKey = (userId: string) => ["/api/patterns", userId] as const;

/** GET /api/patterns/{userId}: every pattern of the detective, with its evidence. */
export function getPatterns(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Pattern[]> {
  return apiGet(`/api/patterns/${encodeURIComponent(userId)}`, z.array(pattern), { signal });
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
