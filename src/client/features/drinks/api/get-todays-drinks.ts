import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Drink, drink } from "../../../../contracts/drinks";
import { apiGet } from "../../../lib/api-client";

export const todaysDrinksQueryKey = (userId: string) => ["/api/drinks/today", userId] as const;

/** GET /api/drinks/today/{userId}: the drinks of the detective's local today. */
export function getTodaysDrinks(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Drink[]> {
  return apiGet(`/api/drinks/today/${encodeURIComponent(userId)}`, z.array(drink), { signal });
}

export function todaysDrinksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: todaysDrinksQueryKey(userId),
    queryFn: ({ signal }) => getTodaysDrinks(userId, { signal }),
  });
}

export function useTodaysDrinks(userId: string) {
  return useQuery(todaysDrinksQueryOptions(userId));
}
