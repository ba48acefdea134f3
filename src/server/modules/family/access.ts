import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { ChildRule } from "../../../contracts/endpoint";
import type { Role } from "../../../contracts/family";
import type { Tx } from "../../db/client";
import { type UserRow, users } from "../../db/schema/users";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { requireAccount } from "../../lib/request-context";
import type { ChildGuard } from "../../lib/serve";
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
  if (standing === undefined) return forbidden("errors.notYourChild");
  if (standing === "viewer" && need === "log") return forbidden("errors.viewersOnlyLook");
  return forbidden("errors.ownersOnly");
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
    if (account.id !== childId || !request.user) throw forbidden("errors.notYourChild");
    return { child: request.user, standing: "self" };
  }
  const role = await roleOf(db, account.id, childId);
  if (!role || !allows(role, need)) throw refusal(role, need);
  const [child] = await db.select().from(users).where(eq(users.id, childId)).limit(1);
  if (!child) throw forbidden("errors.notYourChild");
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
  throw forbidden(standing === "viewer" ? "errors.viewersOnlyLook" : "errors.carersOwnEntries");
}

/** What a record route needs to know of the record its path names: whose it is, who logged it. */
export type RecordOwner = {
  childId: string;
  /**
   * The login that logged the entry, when a carer may change only their own (ADR 065); left
   * out for records anyone who may log may change (a case's day, a mission, a morning check-in).
   */
  loggedBy?: string | null;
};

/**
 * Finds the record a record route's path names (`:id`, or a photo's `:key`); undefined when
 * there is none. It must check the shape of the id itself (an id that is not one is none).
 */
export type RecordLookup = (
  db: Tx,
  params: Readonly<Record<string, unknown>>,
) => Promise<RecordOwner | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is an id (a UUID), as the contracts' id parameters require. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Where a request names its child, as the rule says; undefined when it does not name one. */
function namedChild(request: FastifyRequest, from: ChildRule["from"]): unknown {
  const source =
    from === "params" ? request.params : from === "query" ? request.query : request.body;
  if (source === null || typeof source !== "object") return undefined;
  return (source as Record<string, unknown>).userId;
}

/** Puts the resolved child on the request for the handler. */
function settle(request: FastifyRequest, access: ChildAccess): void {
  request.child = access.child;
  request.standing = access.standing;
}

/**
 * The step of a child-scoped endpoint (ADR 065) before its handler: finds the child the request
 * acts for (the path's, body's or query's `userId`, or the record the path names), checks the
 * login's standing against the rule, and puts the child on the request. Before validation
 * (`early`) it acts only on ids that are ids, leaving anything else to the contract's 400; after
 * validation it settles what is left. A child's own login may leave the `userId` out (itself);
 * a grown-up's may not (400). A record of another child, on a child's own login, is left to the
 * handler's 404 as before; a grown-up gets 404 for a record in none of their children's diaries.
 */
export async function resolveChild(
  db: Tx,
  request: FastifyRequest,
  rule: ChildRule,
  lookup: RecordLookup | undefined,
  early: boolean,
): Promise<void> {
  if (request.child) return;
  const account = requireAccount(request);
  if (rule.from === "record") {
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (early && params.id !== undefined && !isId(params.id)) return;
    const record = lookup ? await lookup(db, params) : undefined;
    if (account.kind === "child" && (!record || record.childId !== account.id)) {
      settle(request, await childAccess(db, request, account.id, rule.need));
      return;
    }
    if (!record) throw notFound("errors.noSuchEntry");
    const access = await childAccess(db, request, record.childId, rule.need);
    if (record.loggedBy !== undefined) checkOwnEntry(request, access.standing, record.loggedBy);
    settle(request, access);
    return;
  }
  const named = namedChild(request, rule.from);
  if (named === undefined || named === null) {
    if (rule.from === "params") {
      if (early) return;
      throw badRequest("errors.notYourChild");
    }
    if (account.kind === "child") {
      settle(request, await childAccess(db, request, account.id, rule.need));
      return;
    }
    throw badRequest("errors.childNeeded", { userId: "errors.childNeeded" });
  }
  if (!isId(named)) {
    if (early) return;
    throw badRequest("errors.childNeeded", { userId: "errors.childNeeded" });
  }
  settle(request, await childAccess(db, request, named, rule.need));
}

/** A table of a child's records: its id, its child and, for diary entries, who logged each. */
type ChildRecords = PgTable & {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  loggedBy?: AnyPgColumn;
};

/**
 * The lookup of a record route whose `:id` is a row of `table`. With `ownEntries`, a carer may
 * change only the rows they logged (the table must have `logged_by`).
 */
export function recordIn(table: ChildRecords, ownEntries = false): RecordLookup {
  const loggedBy = ownEntries ? table.loggedBy : undefined;
  if (ownEntries && !loggedBy) throw new Error("own entries need a logged_by column");
  return async (db, params) => {
    if (!isId(params.id)) return undefined;
    const [row] = await db
      .select({ childId: table.userId, ...(loggedBy ? { loggedBy } : {}) })
      .from(table as PgTable)
      .where(eq(table.id, params.id))
      .limit(1);
    if (!row) return undefined;
    const owner: RecordOwner = { childId: row.childId as string };
    if (loggedBy) owner.loggedBy = (row as { loggedBy?: string | null }).loggedBy ?? null;
    return owner;
  };
}

/**
 * The child guard of a module's child-scoped routes (serve's `child` option): checks each
 * request's rule in `db`; a record route names how to find its record.
 */
export function childGuard(db: Tx, lookup?: RecordLookup): ChildGuard {
  return (request, rule, early) => {
    if (rule.from === "record" && !lookup)
      throw new Error(`${request.routeOptions.url}: a record route needs its lookup`);
    return resolveChild(db, request, rule, lookup, early);
  };
}
