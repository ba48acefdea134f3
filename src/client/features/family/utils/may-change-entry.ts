import type { ChildRole } from "../../auth/hooks/use-auth";

/**
 * Whether a login may edit or delete a diary entry of the chosen child (ADR 065), so the
 * buttons the server would refuse (403) are not shown: a viewer changes nothing; a carer only
 * what they logged, when the entry names who logged it (`loggedByName`, a grown-up's login
 * name); an owner and the child's own login change everything.
 */
export function mayChangeEntry(
  role: ChildRole | null,
  username: string | undefined,
  loggedByName: string | null | undefined,
): boolean {
  if (role === "viewer") return false;
  if (role === "carer" && typeof loggedByName === "string") return loggedByName === username;
  return true;
}
