import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateDrinkBody, type Drink, drinkEndpoints } from "../../../../contracts/drinks";
import { drinkTypeOf } from "../../../../domain/hydration";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";
import { isQueued, queuedRecord, sendOrQueue } from "../../../lib/outbox";
import { idempotencyHeaders, useSubmissionKey } from "../../../lib/submission-key";
import { drinksQueryKey } from "./get-drinks";
import { todaysDrinksQueryKey } from "./get-todays-drinks";

/** SPEC 8: the Error toast of a failed drink save. */
export const SAVE_DRINK_FAILED = "Failed to save drink. Try again!";

/** POST /api/drinks: 201 with the drink (cups recomputed from millilitres by the server). */
export async function createDrink(body: CreateDrinkBody, idempotencyKey?: string): Promise<Drink> {
  return callEndpoint(drinkEndpoints.create, { body, headers: idempotencyHeaders(idempotencyKey) });
}

/** Sends the drink, or queues it in the outbox without a connection (ADR 058). */
async function createOrQueueDrink(body: CreateDrinkBody, key: string): Promise<Drink> {
  const sent = await sendOrQueue(drinkEndpoints.create, "drink", body, key);
  if (sent) return sent;
  const { newBadges: _badges, ...queued } = queuedRecord(key, body);
  return {
    ...queued,
    drinkName: body.drinkName?.trim() || drinkTypeOf(body.drinkType).label,
  } as Drink;
}

export function useCreateDrink() {
  const queryClient = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    // Sent even without a connection: the outbox takes it then (ADR 058).
    networkMode: "always",
    onMutate: () => void key.start(),
    mutationFn: (body: CreateDrinkBody) => createOrQueueDrink(body, key.current()),
    onSuccess: (saved) => {
      // A queued drink shows from the outbox until it is sent.
      if (isQueued(saved)) return;
      // The tracker moves at once; the refetch then brings the server's word.
      const known = (drinks: Drink[]) => drinks.some((d) => d.id === saved.id);
      queryClient.setQueryData<Drink[]>(todaysDrinksQueryKey(saved.userId), (drinks) =>
        drinks && !known(drinks) ? [...drinks, saved] : drinks,
      );
      queryClient.setQueryData<Drink[]>(drinksQueryKey(saved.userId), (drinks) =>
        drinks && !known(drinks) ? [saved, ...drinks] : drinks,
      );
      return refreshDiary(queryClient);
    },
    onSettled: () => key.settle(),
  });
}
