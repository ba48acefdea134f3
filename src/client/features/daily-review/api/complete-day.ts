import { useMutation, useQueryClient } from "@tanstack/react-query";
import { API } from "../../../../contracts/api";
import type { CompleteDayResponse } from "../../../../contracts/daily-review";
import { refreshDiary } from "../../../lib/diary-cache";
import { sendOrQueue } from "../../../lib/outbox";
import { useSubmissionKey } from "../../../lib/submission-key";

/**
 * Finish Day (POST /api/complete-day/{userId}): the day's badge the first time, else
 * alreadyEarned. Online the server finishes its today, as before; without a connection the call
 * waits in the outbox with the day it was tapped on, so sent after midnight it still finishes
 * that day (ADR 049): null then. On success the badges, drinks, meals, tummy checks and
 * missions refresh (SPEC 4), with the user's points and level that the finished day moved.
 */
export function useCompleteDay() {
  const queryClient = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    // Sent even without a connection: the outbox takes it then.
    networkMode: "always",
    onMutate: () => void key.start(),
    mutationFn: (userId: string): Promise<CompleteDayResponse | null> =>
      sendOrQueue(API.dailyReview.completeDay, "finishDay", {}, key.current(), {
        params: { userId },
      }),
    onSuccess: (result) => (result ? refreshDiary(queryClient) : undefined),
    onSettled: () => key.settle(),
  });
}
