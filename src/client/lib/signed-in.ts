import { useQuery } from "@tanstack/react-query";
import { pathOf, queryKeyOf } from "../../contracts/endpoint";
import { SESSION_CHECK } from "../../contracts/session-check";
import { apiFetch } from "./api-client";

/** The key of the signed-in detective (GET /api/auth/me), read by the shared form wiring too. */
export const meQueryKey = queryKeyOf(SESSION_CHECK);

// Under the auth check's key, so that whatever refreshes the signed-in detective (login,
// logout's clear) refreshes this answer too.
export const signedInQueryKey = [...meQueryKey, "signed-in"] as const;

/**
 * Whether a session is open, from the status of GET /api/auth/me alone: the public pages ask
 * this without loading the contracts' schemas (ADR 043).
 */
export async function isSignedIn({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  const res = await apiFetch(SESSION_CHECK.method, pathOf(SESSION_CHECK), undefined, {
    headers: { "Cache-Control": "no-cache" },
    cache: "no-store",
    signal,
  });
  if (res.status === 401) return false;
  if (!res.ok) throw new Error(`${res.status}: session check failed`);
  return true;
}

/** True once the server has said a detective is signed in on this browser. */
export function useSignedIn(): boolean {
  const query = useQuery({
    queryKey: signedInQueryKey,
    queryFn: ({ signal }) => isSignedIn({ signal }),
    retry: false,
    staleTime: 10_000,
  });
  return query.data === true;
}
