import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Drink, drink } from "../../../../contracts/drinks";
import { apiGet } from "../../../lib/api-client";

export const drinksQueryKey = (userId: string) => ["/api/drinks", userId] as const;

/** GET /api/drinks/{userId}: every drink, newest first. */
export function getDrinks(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Drink[]> {
  return apiGet(`/api/drinks/${encodeURIComponent(userId)}`, z.array(drink), { signal });
}

export function drinksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: drinksQueryKey(userId),
    queryFn: ({ signal }) => getDrinks(userId, { signal }),
  });
}

export function useDrinks(userId: string) {
  return useQuery(drinksQueryOptions(userId));
}
