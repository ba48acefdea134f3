import type { FastifyRequest } from "fastify";
import { canonicalTimeZone } from "../../domain/local-day";
import type { AccountRow } from "../db/schema/family";
import type { UserRow } from "../db/schema/users";
import { accountDeleted, forbidden, unauthorized } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The child of a child's own login, loaded once per API request (auth/request-user.ts);
     * null when signed out or signed in as a grown-up (ADR 065).
     */
    user: UserRow | null;
    /** The signed-in login (a child's own or a grown-up's); null when signed out. */
    account: AccountRow | null;
    /** Until when this sign-in is in parent mode (ADR 056); null when it is not. */
    parentUntil: Date | null;
    /** The cookie names a sign-in whose account was deleted since, from another device. */
    accountDeleted: boolean;
    /**
     * The child a child-scoped endpoint acts for, resolved and checked against the endpoint's
     * rule before the handler runs (serve, ADR 065); null on other endpoints.
     */
    child: UserRow | null;
    /** The login's standing with `child`: its own login ("self") or a member's role. */
    standing: "self" | "owner" | "carer" | "viewer" | null;
  }
  interface FastifyContextConfig {
    /**
     * The route writes a child's diary only (decision 070): it changes no session, login or
     * child's details, so its answer does not wait for announcements to go round.
     */
    diaryWrite?: boolean;
  }
}

/** The route options of an endpoint that writes a child's diary only (decision 070). */
export const DIARY_WRITE = { config: { diaryWrite: true } } as const;

/** The signed-in login (either kind), or 401 'Not authenticated'. */
export function requireAccount(request: FastifyRequest): AccountRow {
  if (!request.account) throw request.accountDeleted ? accountDeleted() : unauthorized();
  return request.account;
}

/** The signed-in child (a child's own login), or 401 'Not authenticated'. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw request.accountDeleted ? accountDeleted() : unauthorized();
  return request.user;
}

/** The signed-in user, who must be the `{userId}` of the path (403 otherwise). */
export function requireSelf(request: FastifyRequest, userId: string): UserRow {
  const user = requireUser(request);
  if (user.id !== userId) throw forbidden("errors.notYourChild");
  return user;
}

/**
 * The canonical zone of the request's X-Time-Zone header; undefined when it is missing or not
 * a zone (then it is ignored, never stored). One spelling per zone is stored and cached, so
 * case variants of one zone cost nothing more than the zone.
 */
export function headerTimeZone(request: FastifyRequest): string | undefined {
  const zone = request.headers["x-time-zone"];
  return typeof zone === "string" ? canonicalTimeZone(zone) : undefined;
}

/** The time zone of a request: the header when valid, else the user's stored one, else UTC. */
export function requestTimeZone(request: FastifyRequest): string {
  return headerTimeZone(request) ?? request.user?.timeZone ?? "UTC";
}

/** Route hook: 401 before any validation when nobody is signed in. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireAccount(request);
}

/**
 * Until when the request's sign-in is in parent mode, checked against the clock now (a mode
 * that ended during the request is over); null when it is off.
 */
export function parentModeUntil(request: FastifyRequest): Date | null {
  const until = request.parentUntil;
  return until && until.getTime() > Date.now() ? until : null;
}

/**
 * Route hook of parent-only endpoints (ADR 056): on a child's own login, once it has a parent
 * code, 403 "Parent code needed" unless this sign-in is in parent mode. Without a code it works
 * as before. A grown-up's login needs no parent mode (its role decides, ADR 065).
 */
export async function parentMode(request: FastifyRequest): Promise<void> {
  // A grown-up's own login is a parent already (ADR 065): its role decides, per route.
  if (requireAccount(request).kind === "grown-up") return;
  const user = requireUser(request);
  if (user.parentCodeHash !== null && !parentModeUntil(request)) {
    throw forbidden("errors.parent_code_needed", "parent_code_needed");
  }
}
