import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Drink, drinkEndpoints } from "../../../../contracts/drinks";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { callEndpoint } from "../../../lib/api-client";

export const todaysDrinksQueryKey = (userId: string) =>
  queryKeyOf(drinkEndpoints.today, { userId });

/** GET /api/drinks/today/{userId}: the drinks of the detective's local today. */
export function getTodaysDrinks(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Drink[]> {
  return callEndpoint(drinkEndpoints.today, { params: { userId }, signal });
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
