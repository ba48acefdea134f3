import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "../../../../contracts/auth";
import { ApiError, callEndpoint } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";

/** A logout the server did not take: told apart by its kind, never by its words. */
export class LogoutFailed extends Error {
  constructor() {
    super(t("errors.logoutFailed"));
    this.name = "LogoutFailed";
  }
}

/** POST /api/auth/logout: ends the session; any other failure than 401 reads 'Logout failed'. */
export async function logout(): Promise<void> {
  try {
    await callEndpoint(authEndpoints.logout, {});
  } catch (error) {
    // A session that already ended is as good as a logout.
    if (error instanceof ApiError && error.status === 401) return;
    throw new LogoutFailed();
  }
}

/**
 * Logs out. `onLoggedOut` runs first (leave the signed-in screens), then every cached query is
 * dropped so the next detective on this device sees nothing of the last one.
 */
export function useLogout({ onLoggedOut }: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      onLoggedOut?.();
      queryClient.clear();
    },
  });
}
