import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Me, me, publicUser } from "../../../../contracts/auth";
import { pathOf } from "../../../../contracts/endpoint";
import { SESSION_CHECK } from "../../../../contracts/session-check";
import { applyAccountLanguage } from "../../../lib/account-language";
import { ApiError, apiFetch, isSignedOut } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { meQueryKey } from "../../../lib/signed-in";

export { meQueryKey };

/**
 * Reads who is signed in: a child's own login (the spec's user) or a grown-up's (ADR 065). An
 * answer kept offline by an older version has no `kind`: it was a child's.
 */
export function readMe(body: unknown): Me | null {
  // An answer from before logins had a language: the browser's (ADR 071).
  const withLanguage =
    body && typeof body === "object" && !("language" in body) ? { ...body, language: null } : body;
  const parsed = me.safeParse(withLanguage);
  if (parsed.success) return parsed.data;
  const child = publicUser.safeParse(body);
  return child.success ? { ...child.data, kind: "child", language: null } : null;
}

/** GET /api/auth/me: who is signed in; 401 throws 'Not authenticated'. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  let res: Response;
  try {
    res = await apiFetch(SESSION_CHECK.method, pathOf(SESSION_CHECK), undefined, {
      headers: { "Cache-Control": "no-cache" },
      cache: "no-store",
      signal,
    });
  } catch {
    throw new Error(t("errors.failedToFetchUser"));
  }
  if (res.status === 401) {
    throw new ApiError(401, t("errors.not_authenticated"), { code: "not_authenticated" });
  }
  if (!res.ok) throw new Error(t("errors.failedToFetchUser"));
  const signedIn = readMe(await res.json().catch(() => null));
  if (!signedIn) {
    console.error("The signed-in login came back outside the me contract");
    throw new Error(t("errors.failedToFetchUser"));
  }
  applyAccountLanguage(signedIn);
  return signedIn;
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
