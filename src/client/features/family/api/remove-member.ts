import { useMutation, useQueryClient } from "@tanstack/react-query";
import { familyEndpoints } from "../../../../contracts/family";
import { callEndpoint } from "../../../lib/api-client";
import { refreshFamily } from "./refresh-family";

/** DELETE /api/family/children/{childId}/members/{accountId}: a member goes (or leaves). */
export function removeMember(params: { childId: string; accountId: string }) {
  return callEndpoint(familyEndpoints.removeMember, { params });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSuccess: () => refreshFamily(queryClient) });
}
