import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Drink, drinkEndpoints } from "../../../../contracts/drinks";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { callEndpoint } from "../../../lib/api-client";

export const drinksQueryKey = (userId: string) => queryKeyOf(drinkEndpoints.all, { userId });

/** GET /api/drinks/{userId}: every drink, newest first. */
export function getDrinks(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Drink[]> {
  return callEndpoint(drinkEndpoints.all, { params: { userId }, signal });
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
