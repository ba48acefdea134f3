import { queryOptions, useQuery } from "@tanstack/react-query";
import { type PublicUser, publicUser } from "../../../../contracts/auth";
import { pathOf } from "../../../../contracts/endpoint";
import { SESSION_CHECK } from "../../../../contracts/session-check";
import { ApiError, apiFetch, isSignedOut } from "../../../lib/api-client";
import { meQueryKey } from "../../../lib/signed-in";

/** SPEC 8 texts of the auth check. */
export const NOT_AUTHENTICATED = "Not authenticated";
export const FAILED_TO_FETCH_USER = "Failed to fetch user";

export { meQueryKey };

/** GET /api/auth/me: the signed-in detective; 401 throws 'Not authenticated'. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<PublicUser> {
  let res: Response;
  try {
    res = await apiFetch(SESSION_CHECK.method, pathOf(SESSION_CHECK), undefined, {
      headers: { "Cache-Control": "no-cache" },
      cache: "no-store",
      signal,
    });
  } catch {
    throw new Error(FAILED_TO_FETCH_USER);
  }
  if (res.status === 401) {
    throw new ApiError(401, NOT_AUTHENTICATED, { code: "not_authenticated" });
  }
  if (!res.ok) throw new Error(FAILED_TO_FETCH_USER);
  const parsed = publicUser.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    console.error("The signed-in user came back outside the publicUser contract", parsed.error);
    throw new Error(FAILED_TO_FETCH_USER);
  }
  return parsed.data;
}

/** SPEC 7: fresh for 10 s, kept 2 min, refetched on focus and mount; 401 is never retried. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    retry: (failureCount, error) => !isSignedOut(error) && failureCount < 1,
    staleTime: 10_000,
    gcTime: 2 * 60 * 1000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
