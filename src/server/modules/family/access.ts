import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { ChildRule } from "../../../contracts/endpoint";
import {
  CARERS_OWN_ENTRIES,
  NOT_YOUR_CHILD,
  OWNERS_ONLY,
  type Role,
  VIEWERS_ONLY_LOOK,
} from "../../../contracts/family";
import type { Tx } from "../../db/client";
import { type UserRow, users } from "../../db/schema/users";
import { forbidden } from "../../lib/errors";
import { requireAccount } from "../../lib/request-context";
import { roleOf } from "./repo";

/** What the signed-in login is to a child: the child's own login ("self") or a member's role. */
export type Standing = Role | "self";

/** The child a request acts for and the login's standing with it. */
export type ChildAccess = { child: UserRow; standing: Standing };

/** Whether a standing allows what an endpoint needs (ADR 065). */
export function allows(standing: Standing, need: ChildRule["need"]): boolean {
  if (standing === "self" || standing === "owner") return true;
  if (need === "read") return true;
  return need === "log" && standing === "carer";
}

/** The 403 for a standing that does not allow a need. */
function refusal(standing: Standing | undefined, need: ChildRule["need"]) {
  if (standing === undefined) return forbidden(NOT_YOUR_CHILD);
  if (standing === "viewer" && need === "log") return forbidden(VIEWERS_ONLY_LOOK);
  return forbidden(OWNERS_ONLY);
}

/**
 * The child a request may act for, with the need checked (ADR 065): a child's own login only
 * for itself; a grown-up's login for a child it is a member of, with a role that allows the
 * need. 401 when signed out; 403 otherwise (the same answer whether the child exists or not).
 */
export async function childAccess(
  db: Tx,
  request: FastifyRequest,
  childId: string,
  need: ChildRule["need"],
): Promise<ChildAccess> {
  const account = requireAccount(request);
  if (account.kind === "child") {
    if (account.id !== childId || !request.user) throw forbidden(NOT_YOUR_CHILD);
    return { child: request.user, standing: "self" };
  }
  const role = await roleOf(db, account.id, childId);
  if (!role || !allows(role, need)) throw refusal(role, need);
  const [child] = await db.select().from(users).where(eq(users.id, childId)).limit(1);
  if (!child) throw forbidden(NOT_YOUR_CHILD);
  return { child, standing: role };
}

/**
 * A carer changes or deletes only what they logged (ADR 065); owners and the child's own login
 * anything of the child's. `loggedBy` is the entry's login (null for entries from before).
 */
export function checkOwnEntry(
  request: FastifyRequest,
  standing: Standing,
  loggedBy: string | null,
): void {
  if (standing === "self" || standing === "owner") return;
  if (standing === "carer" && loggedBy === request.account?.id) return;
  throw forbidden(standing === "viewer" ? VIEWERS_ONLY_LOOK : CARERS_OWN_ENTRIES);
}
