import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Meal, meal } from "../../../../contracts/meals";
import { apiGet } from "../../../lib/api-client";

export const todaysMealsQueryKey = (userId: string) => ["/api/meals/today", userId] as const;

/** GET /api/meals/today/{userId}: the meals of the detective's local today. */
export function getTodaysMeals(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Meal[]> {
  return apiGet(`/api/meals/today/${encodeURIComponent(userId)}`, z.array(meal), { signal });
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
