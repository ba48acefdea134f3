import { useMutation, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type AccountDeletionPreview, familyEndpoints } from "../../../../contracts/family";
import { callEndpoint } from "../../../lib/api-client";

export const deletionPreviewQueryKey = queryKeyOf(familyEndpoints.accountDeletion);

/** GET /api/family/account/deletion: the children deleting this login would delete, and keep. */
export function getDeletionPreview({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<AccountDeletionPreview> {
  return callEndpoint(familyEndpoints.accountDeletion, { signal });
}

/** Asked afresh each time the confirm step opens: a member may have joined or left since. */
export function useDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: deletionPreviewQueryKey,
    queryFn: ({ signal }) => getDeletionPreview({ signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** DELETE /api/family/account: the login, and the children only it owns; the session ends. */
export function useDeleteLogin() {
  return useMutation({
    mutationFn: (password: string) =>
      callEndpoint(familyEndpoints.deleteAccount, { body: { password } }),
  });
}
