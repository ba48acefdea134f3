import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ClinicLinkBody, clinicLinkEndpoints } from "../../../../contracts/clinic-links";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { callEndpoint } from "../../../lib/api-client";

export const clinicLinksQueryKey = (userId: string) =>
  queryKeyOf(clinicLinkEndpoints.list, { userId });

/** GET /api/user/{userId}/clinic-links: the child's clinic links and their opens (parent mode). */
export function clinicLinksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clinicLinksQueryKey(userId),
    queryFn: ({ signal }) => callEndpoint(clinicLinkEndpoints.list, { params: { userId }, signal }),
    enabled: userId !== "",
    // A clinic may open the link while the page stays open: looked at again on focus.
    refetchOnWindowFocus: true,
  });
}

export function useClinicLinks(userId: string) {
  return useQuery(clinicLinksQueryOptions(userId));
}

/** POST /api/user/{userId}/clinic-links: makes a link (its address is told once). */
export function useCreateClinicLink(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClinicLinkBody) =>
      callEndpoint(clinicLinkEndpoints.create, { params: { userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicLinksQueryKey(userId) }),
  });
}

/** DELETE /api/user/{userId}/clinic-links/{linkId}: turns a link off at once. */
export function useRevokeClinicLink(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      callEndpoint(clinicLinkEndpoints.revoke, { params: { userId, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicLinksQueryKey(userId) }),
  });
}
