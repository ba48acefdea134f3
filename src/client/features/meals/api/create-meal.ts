import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateMealBody,
  type Meal,
  mealEndpoints,
  type SavedMeal,
} from "../../../../contracts/meals";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";
import { idempotencyHeaders, useSubmissionKey } from "../../../lib/submission-key";
import { todaysMealsQueryKey } from "./get-todays-meals";

/** SPEC 8: the words of a failed meal save. */
export const SAVE_MEAL_FAILED = "Failed to save meal";

/** POST /api/meals: 201 with the meal and any badges it earned (once per idempotency key). */
export async function createMeal(
  body: CreateMealBody,
  idempotencyKey?: string,
): Promise<SavedMeal> {
  return callEndpoint(mealEndpoints.create, { body, headers: idempotencyHeaders(idempotencyKey) });
}

/** Saves a meal, then refreshes today's lists, the mission, points and quick-add foods. */
export function useCreateMeal() {
  const queryClient = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    onMutate: () => void key.start(),
    mutationFn: (body: CreateMealBody) => createMeal(body, key.current()),
    onSuccess: ({ newBadges: _badges, ...meal }) => {
      // The timeline shows the meal at once; the refetch then brings the server's word.
      queryClient.setQueryData<Meal[]>(todaysMealsQueryKey(meal.userId), (meals) =>
        meals && !meals.some((m) => m.id === meal.id) ? [...meals, meal] : meals,
      );
      return refreshDiary(queryClient);
    },
    onSettled: () => key.settle(),
  });
}
