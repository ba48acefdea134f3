import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "../../../contracts/endpoint";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { headerTimeZone } from "../../lib/request-context";
import { sessionCacheOf } from "../../lib/session-cache";
import {
  ACCOUNT_DELETED_SESSION,
  loadSessionUser,
  SESSION_COOKIE,
  type SessionOptions,
} from "./sessions";
import { believedTimeZone } from "./time-zone";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * For every API request: the marker header on state-changing calls (with SameSite cookies
 * this stops cross-site request forgery), the session's user, and the client's time zone.
 */
export function registerRequestContext(app: FastifyInstance, db: Db, sessions: SessionOptions) {
  app.decorateRequest("user", null);
  app.decorateRequest("account", null);
  app.decorateRequest("parentUntil", null);
  app.decorateRequest("accountDeleted", false);
  app.decorateRequest("child", null);
  app.decorateRequest("standing", null);
  // Sessions kept between requests, as long as their changes are heard (decision 070).
  const cache = sessionCacheOf(db, (error) => app.log.warn({ err: error }, "session cache"));
  cache.start();
  app.addHook("onClose", () => cache.stop());
  // A change (a sign-out, a new secret code) answers once its announcement has gone round:
  // every instance then refuses what it ended. A diary write announces nothing (its route says
  // so), and a request that failed before its handler changed nothing.
  app.addHook("onSend", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(API_PREFIX)) return;
    if (request.routeOptions.config?.diaryWrite) return;
    if (reply.statusCode === 401 || reply.statusCode === 403) return;
    await cache.barrier();
  });
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    if (
      !SAFE_METHODS.has(request.method) &&
      request.headers["x-requested-with"] !== "XMLHttpRequest"
    ) {
      throw forbidden("errors.markerHeaderMissing");
    }
    const session = await loadSessionUser(db, request.cookies[SESSION_COOKIE], sessions, cache);
    if (session === ACCOUNT_DELETED_SESSION) {
      // Signed out, with the reason: routes that need a user answer 401 account_deleted.
      request.accountDeleted = true;
      return;
    }
    if (!session) return;
    const { user, account } = session;
    request.parentUntil = session.parentUntil;
    request.account = account;
    if (!user) return;
    // The header's zone is believed only after hours of requests carrying it (ADR 003).
    const zoneBefore = [user.timeZone, user.pendingTimeZone, user.pendingTimeZoneSince?.getTime()];
    await believedTimeZone(db, user, headerTimeZone(request), new Date());
    const { timeZone, pendingTimeZone, pendingTimeZoneSince } = user;
    if (
      String(zoneBefore) !== String([timeZone, pendingTimeZone, pendingTimeZoneSince?.getTime()])
    ) {
      cache.userChanged(user.id, { timeZone, pendingTimeZone, pendingTimeZoneSince });
    }
    request.user = user;
  });
}
