import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "../../../../contracts/auth";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { userEndpoints } from "../../../../contracts/users";
import { callEndpoint } from "../../../lib/api-client";

export const userQueryKey = (userId: string) => queryKeyOf(userEndpoints.get, { userId });

/** GET /api/user/{userId}: the detective with avatar, level, points and streak. */
export function getUser(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PublicUser> {
  return callEndpoint(userEndpoints.get, { params: { userId }, signal });
}

export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => getUser(userId, { signal }),
  });
}

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
