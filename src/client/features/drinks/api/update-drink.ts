import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Drink, drinkEndpoints, type UpdateDrinkBody } from "../../../../contracts/drinks";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** SPEC 8: the Error toast of a failed drink edit. */
export const UPDATE_DRINK_FAILED = "Failed to update drink. Try again!";

/** PUT /api/drinks/{id}: type, name, amount and/or time (cups follow the millilitres). */
export async function updateDrink({
  id,
  changes,
}: {
  id: string;
  changes: UpdateDrinkBody;
}): Promise<Drink> {
  return callEndpoint(drinkEndpoints.update, { params: { id }, body: changes });
}

export function useUpdateDrink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDrink,
    onSettled: () => refreshDiary(queryClient),
  });
}
