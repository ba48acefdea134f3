import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_PREFIX } from "../../contracts/endpoint";
import { canonicalTimeZone } from "../../domain/local-day";
import type { Db } from "../db/client";
import type { UserRow } from "../modules/auth/repo";
import { loadSessionUser, SESSION_COOKIE, type SessionOptions } from "../modules/auth/sessions";
import { believedTimeZone } from "../modules/auth/time-zone";
import { forbidden, unauthorized } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, loaded once per API request; null when signed out. */
    user: UserRow | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * For every API request: the marker header on state-changing calls (with SameSite cookies
 * this stops cross-site request forgery), the session's user, and the client's time zone.
 */
export function registerRequestContext(app: FastifyInstance, db: Db, sessions: SessionOptions) {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    if (
      !SAFE_METHODS.has(request.method) &&
      request.headers["x-requested-with"] !== "XMLHttpRequest"
    ) {
      throw forbidden("Missing X-Requested-With: XMLHttpRequest header.");
    }
    const user = await loadSessionUser(db, request.cookies[SESSION_COOKIE], sessions);
    if (!user) return;
    // The header's zone is believed only after hours of requests carrying it (ADR 003).
    await believedTimeZone(db, user, headerTimeZone(request), new Date());
    request.user = user;
  });
}

/** The signed-in user, or 401 'Not authenticated'. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user, who must be the `{userId}` of the path (403 otherwise). */
export function requireSelf(request: FastifyRequest, userId: string): UserRow {
  const user = requireUser(request);
  if (user.id !== userId) throw forbidden("You can only open your own case files.");
  return user;
}

/**
 * The canonical zone of the request's X-Time-Zone header; undefined when it is missing or not
 * a zone (then it is ignored, never stored). One spelling per zone is stored and cached, so
 * case variants of one zone cost nothing more than the zone.
 */
function headerTimeZone(request: FastifyRequest): string | undefined {
  const zone = request.headers["x-time-zone"];
  return typeof zone === "string" ? canonicalTimeZone(zone) : undefined;
}

/** The time zone of a request: the header when valid, else the user's stored one, else UTC. */
export function requestTimeZone(request: FastifyRequest): string {
  return headerTimeZone(request) ?? request.user?.timeZone ?? "UTC";
}

/** Route hook: 401 before any validation when nobody is signed in. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
