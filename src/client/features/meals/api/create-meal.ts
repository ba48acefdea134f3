import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateMealBody,
  type Meal,
  mealEndpoints,
  type SavedMeal,
} from "../../../../contracts/meals";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";
import { isQueued, queuedRecord, sendOrQueue } from "../../../lib/outbox";
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

/**
 * Sends the meal, or queues it in the outbox without a connection (ADR 058); a meal whose photo
 * could not be sent waits with it, and the photo is analysed first when they go (ADR 049).
 */
async function createOrQueueMeal({ body, photo }: NewMealSave, key: string): Promise<SavedMeal> {
  const sent = await sendOrQueue(mealEndpoints.create, "meal", body, key, { photo });
  return (
    sent ?? {
      ...queuedRecord(key, body),
      photoUrl: body.photoUrl ?? null,
      detectedFoods: body.detectedFoods ?? [],
      manualFoods: body.manualFoods ?? [],
      aiConfidence: body.aiConfidence ?? 0,
    }
  );
}

/** A meal to save, with the photo that waits to be analysed when it is sent, if any. */
export type NewMealSave = { body: CreateMealBody; photo?: Blob };

/** Saves a meal, then refreshes today's lists, the mission, points and quick-add foods. */
export function useCreateMeal() {
  const queryClient = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    // Sent even without a connection: the outbox takes it then (ADR 058).
    networkMode: "always",
    onMutate: () => void key.start(),
    mutationFn: (save: NewMealSave) => createOrQueueMeal(save, key.current()),
    onSuccess: ({ newBadges: _badges, ...meal }) => {
      // A queued meal shows from the outbox until it is sent.
      if (isQueued(meal)) return;
      // The timeline shows the meal at once; the refetch then brings the server's word.
      queryClient.setQueryData<Meal[]>(todaysMealsQueryKey(meal.userId), (meals) =>
        meals && !meals.some((m) => m.id === meal.id) ? [...meals, meal] : meals,
      );
      return refreshDiary(queryClient);
    },
    onSettled: () => key.settle(),
  });
}
