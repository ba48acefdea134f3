import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateDrinkBody, type Drink, drinkEndpoints } from "../../../../contracts/drinks";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";
import { drinksQueryKey } from "./get-drinks";
import { todaysDrinksQueryKey } from "./get-todays-drinks";

/** SPEC 8: the Error toast of a failed drink save, and the words of a drink save after a 401. */
export const SAVE_DRINK_FAILED = "Failed to save drink. Try again!";
export const DRINK_LOG_IN_AGAIN = "Please log in again";

/** POST /api/drinks: 201 with the drink (cups recomputed from millilitres by the server). */
export async function createDrink(body: CreateDrinkBody): Promise<Drink> {
  return callEndpoint(drinkEndpoints.create, { body });
}

export function useCreateDrink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDrink,
    onSuccess: (saved) => {
      // The tracker moves at once; the refetch then brings the server's word.
      queryClient.setQueryData<Drink[]>(todaysDrinksQueryKey(saved.userId), (drinks) =>
        drinks ? [...drinks, saved] : drinks,
      );
      queryClient.setQueryData<Drink[]>(drinksQueryKey(saved.userId), (drinks) =>
        drinks ? [saved, ...drinks] : drinks,
      );
      return refreshDiary(queryClient);
    },
  });
}
