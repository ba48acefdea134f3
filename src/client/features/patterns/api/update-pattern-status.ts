import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Pattern,
  type PatternStatusBody,
  patternEndpoints,
} from "../../../../contracts/patterns";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";
import { celebrateBadges } from "../../../lib/notify";
import { patternsQueryKey } from "./get-patterns";

/** POST /api/patterns/{id}/status: confirms or dismisses a pending pattern (409 if it is not). */
export async function updatePatternStatus(id: string, body: PatternStatusBody) {
  return callEndpoint(patternEndpoints.setStatus, { params: { id }, body });
}

type Variables = { id: string; status: PatternStatusBody["status"] };

/**
 * Moves a pattern at once (optimistic), celebrates any badge, then refetches. SPEC 8: a
 * failure is only logged; the list goes back to what the server says.
 */
export function useUpdatePatternStatus(userId: string) {
  const queryClient = useQueryClient();
  const key = patternsQueryKey(userId);
  return useMutation({
    mutationFn: ({ id, status }: Variables) => updatePatternStatus(id, { status }),
    onMutate: async ({ id, status }: Variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Pattern[]>(key);
      queryClient.setQueryData<Pattern[]>(key, (list) =>
        list?.map((item) => (item.id === id ? { ...item, status } : item)),
      );
      return { previous };
    },
    onError: (error, { id, status }, context) => {
      console.error(`Could not mark pattern ${id} as ${status}`, error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      celebrateBadges(saved.newBadges);
    },
    onSettled: () => {
      // Badges, points and level may have moved with a confirmation.
      void refreshDiary(queryClient);
    },
  });
}
