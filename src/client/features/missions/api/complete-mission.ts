import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Mission, mission } from "../../../../contracts/missions";
import { apiRequest } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";

/** Shown when finishing the mission fails without a server message. */
export const COMPLETE_MISSION_FAILED = "Failed to complete mission. Try again!";

/** POST /api/missions/{id}/complete: 400 {message} before 3 meals. */
export async function completeMission(id: string): Promise<Mission> {
  const res = await apiRequest("POST", `/api/missions/${encodeURIComponent(id)}/complete`);
  return mission.parse(await res.json());
}

export function useCompleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMission,
    onSettled: () => refreshDiary(queryClient),
  });
}
