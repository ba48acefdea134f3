import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type FamilyResponse, familyEndpoints } from "../../../../contracts/family";
import { callEndpoint } from "../../../lib/api-client";

export const familyQueryKey = queryKeyOf(familyEndpoints.family);

/** GET /api/family: the login's children with its role, and the members of those it owns. */
export function getFamily({ signal }: { signal?: AbortSignal } = {}): Promise<FamilyResponse> {
  return callEndpoint(familyEndpoints.family, { signal });
}

export function familyQueryOptions() {
  return queryOptions({ queryKey: familyQueryKey, queryFn: ({ signal }) => getFamily({ signal }) });
}

export function useFamily() {
  return useQuery(familyQueryOptions());
}
