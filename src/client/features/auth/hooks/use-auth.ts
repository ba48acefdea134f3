import { useMemo } from "react";
import type { FamilyChild, Me, PublicUser, Role } from "../../../../contracts/auth";
import { isSignedOut } from "../../../lib/api-client";
import { useChosenChildId } from "../../../lib/chosen-child";
import { useMe } from "../api/me";

/** What the signed-in login may do for the chosen child: its own login may do everything. */
export type ChildRole = Role | "self";

export interface AuthState {
  /**
   * The chosen child, or null when signed out (or the check failed): a child's own login is
   * itself; a grown-up's is the child picked in the child switcher (ADR 065). Its id is the
   * `{userId}` of every route.
   */
  user: PublicUser | null;
  /** Who is signed in: a child's own login or a grown-up's, or null. */
  account: Me | null;
  /** The signed-in login's role for the chosen child. */
  role: ChildRole | null;
  /** True until the first auth check answers. */
  isLoading: boolean;
  refetch: () => void;
}

/** A child of the switcher as the screens read a user (a grown-up never sees a child's email). */
function asUser({ role: _role, hasLogin: _hasLogin, ...child }: FamilyChild): PublicUser {
  return { ...child, email: null };
}

/** The child a grown-up looks at: the one chosen on this device, else the first. */
export function pickChild(children: readonly FamilyChild[], chosen: string | null) {
  return children.find((child) => child.id === chosen) ?? children[0] ?? null;
}

function chosenChild(
  account: Me | null,
  chosenId: string | null,
): { user: PublicUser | null; role: ChildRole | null } {
  if (account?.kind === "child") {
    const { kind: _kind, language: _language, ...self } = account;
    return { user: self, role: "self" };
  }
  if (account?.kind === "grown-up") {
    const child = pickChild(account.children, chosenId);
    return { user: child ? asUser(child) : null, role: child?.role ?? null };
  }
  return { user: null, role: null };
}

/** SPEC 4 auth states: loading, then authenticated or unauthenticated; and the chosen child. */
export function useAuth(): AuthState {
  const query = useMe();
  const signedOut = isSignedOut(query.error);
  const account = signedOut ? null : (query.data ?? null);
  const chosenId = useChosenChildId(account?.kind === "grown-up" ? account.id : null);
  // The same object while the answer and the choice stay, as the cached answer was before.
  const { user, role } = useMemo(() => chosenChild(account, chosenId), [account, chosenId]);
  return {
    user,
    account,
    role,
    isLoading: query.isPending,
    refetch: () => void query.refetch(),
  };
}
