import type { PublicUser } from "../../../../contracts/auth";
import { isSignedOut } from "../../../lib/api-client";
import { useMe } from "../api/me";

export interface AuthState {
  /** The signed-in detective, or null when signed out (or the check failed). */
  user: PublicUser | null;
  /** True until the first auth check answers. */
  isLoading: boolean;
  refetch: () => void;
}

/** SPEC 4 auth states: loading, then authenticated or unauthenticated. */
export function useAuth(): AuthState {
  const query = useMe();
  const signedOut = isSignedOut(query.error);
  return {
    user: signedOut ? null : (query.data ?? null),
    isLoading: query.isPending,
    refetch: () => void query.refetch(),
  };
}
