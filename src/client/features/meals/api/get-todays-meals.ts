import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type Meal, mealEndpoints } from "../../../../contracts/meals";
import { callEndpoint } from "../../../lib/api-client";

export const todaysMealsQueryKey = (userId: string) => queryKeyOf(mealEndpoints.today, { userId });

/** GET /api/meals/today/{userId}: the meals of the detective's local today. */
export function getTodaysMeals(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Meal[]> {
  return callEndpoint(mealEndpoints.today, { params: { userId }, signal });
}

export function todaysMealsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: todaysMealsQueryKey(userId),
    queryFn: ({ signal }) => getTodaysMeals(userId, { signal }),
  });
}

export function useTodaysMeals(userId: string) {
  return useQuery(todaysMealsQueryOptions(userId));
}
