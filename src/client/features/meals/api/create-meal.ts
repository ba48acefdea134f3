import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateMealBody,
  type Meal,
  mealEndpoints,
  type SavedMeal,
} from "../../../../contracts/meals";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";
import { todaysMealsQueryKey } from "./get-todays-meals";

/** SPEC 8: the words of a failed meal save. */
export const SAVE_MEAL_FAILED = "Failed to save meal";

/** POST /api/meals: 201 with the meal and any badges it earned. */
export async function createMeal(body: CreateMealBody): Promise<SavedMeal> {
  return callEndpoint(mealEndpoints.create, { body });
}

/** Saves a meal, then refreshes today's lists, the mission, points and quick-add foods. */
export function useCreateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeal,
    onSuccess: ({ newBadges: _badges, ...meal }) => {
      // The timeline shows the meal at once; the refetch then brings the server's word.
      queryClient.setQueryData<Meal[]>(todaysMealsQueryKey(meal.userId), (meals) =>
        meals ? [...meals, meal] : meals,
      );
      return refreshDiary(queryClient);
    },
  });
}
