import { useMutation, useQueryClient } from "@tanstack/react-query";
import { API } from "../../../../contracts/api";
import type { CompleteDayResponse } from "../../../../contracts/daily-review";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** POST /api/complete-day/{userId}: the day's badge the first time, else alreadyEarned. */
export function completeDay(userId: string): Promise<CompleteDayResponse> {
  return callEndpoint(API.dailyReview.completeDay, { params: { userId } });
}

/**
 * Finish Day. On success the badges, drinks, meals, tummy checks and missions refresh (SPEC 4),
 * with the user's points and level that the finished day moved.
 */
export function useCompleteDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDay,
    onSuccess: () => refreshDiary(queryClient),
  });
}
