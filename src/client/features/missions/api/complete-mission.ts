import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Mission, missionEndpoints } from "../../../../contracts/missions";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** Shown when finishing the mission fails without a server message. */
export const COMPLETE_MISSION_FAILED = "Failed to complete mission. Try again!";

/** POST /api/missions/{id}/complete: 400 {message} before 3 meals. */
export async function completeMission(id: string): Promise<Mission> {
  return callEndpoint(missionEndpoints.complete, { params: { id } });
}

export function useCompleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMission,
    onSettled: () => refreshDiary(queryClient),
  });
}
