import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Drink, drinkEndpoints, type UpdateDrinkBody } from "../../../../contracts/drinks";
import { refreshDiary } from "../../../lib/diary-cache";
import { editOrQueue } from "../../../lib/outbox";

/** SPEC 8: the Error toast of a failed drink edit. */
export const UPDATE_DRINK_FAILED = "Failed to update drink. Try again!";

/**
 * PUT /api/drinks/{id}: type, name, amount and/or time (cups follow the millilitres). A drink
 * still in the outbox takes the changes there; without a connection the edit waits in the
 * outbox (null then, ADR 049).
 */
export async function updateDrink({
  id,
  changes,
}: {
  id: string;
  changes: UpdateDrinkBody;
}): Promise<Drink | null> {
  return editOrQueue(drinkEndpoints.update, "drink", id, changes);
}

export function useUpdateDrink() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: updateDrink,
    onSettled: () => refreshDiary(queryClient),
  });
}
