import { queryOptions, useQuery } from "@tanstack/react-query";
import { type PublicUser, publicUser } from "../../../../contracts/auth";
import { apiGet } from "../../../lib/api-client";

export const userQueryKey = (userId: string) => ["/api/user", userId] as const;

/** GET /api/user/{userId}: the detective with avatar, level, points and streak. */
export function getUser(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PublicUser> {
  return apiGet(`/api/user/${encodeURIComponent(userId)}`, publicUser, { signal });
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
