import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  authEndpoints,
  type LoginBody,
  type Me,
  type PublicUser,
} from "../../../../contracts/auth";
import { applyAccountLanguage } from "../../../lib/account-language";
import { callEndpoint } from "../../../lib/api-client";
import { meQueryKey } from "./me";

/** POST /api/auth/login: who signed in, or an ApiError carrying the server's message. */
export async function login(body: LoginBody, headers?: Record<string, string>): Promise<Me> {
  return callEndpoint(authEndpoints.login, { body, headers });
}

/**
 * Puts a freshly signed-in login in the auth cache (a child's sign-up answers the spec's user,
 * a child's), then refetches who is signed in from the server.
 */
export function storeSignedInUser(queryClient: QueryClient, user: PublicUser | Me): void {
  const signedIn: Me = "kind" in user ? user : { ...user, kind: "child", language: null };
  // The login's own language wins over this device's at sign-in (ADR 071).
  if ("kind" in user) applyAccountLanguage(signedIn, true);
  queryClient.setQueryData(meQueryKey, signedIn);
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/** Signs in; `headers` lets the Safari test pages mark where the attempt came from. */
export function useLogin({ headers }: { headers?: Record<string, string> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body, headers),
    onSuccess: (user) => storeSignedInUser(queryClient, user),
  });
}
