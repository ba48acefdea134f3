import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isStorableText } from "../../../contracts/text";
import type { Db } from "../../db/client";
import type { AccountRow } from "../../db/schema/family";
import type { UserRow } from "../../db/schema/users";
import type { CachedSession, SessionCache } from "../../lib/session-cache";
import {
  deleteSession,
  findSessionUser,
  insertSession,
  isDeletedAccountSession,
  touchSession,
} from "./repo";

/** The name of the session cookie. */
export const SESSION_COOKIE = "td_session";

const DAY_MS = 86_400_000;

/** The cookie carries a random 256-bit token; the database keeps only its SHA-256 as sid. */
export function sidOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Session settings derived from the configuration. */
export type SessionOptions = { days: number; secure: boolean | "auto" };

/** The settings of the app's cookies: httpOnly, SameSite=Lax, Secure as configured. */
export function cookieOptions(
  request: FastifyRequest,
  options: SessionOptions,
  maxAgeSeconds: number,
) {
  const secure = options.secure === "auto" ? request.protocol === "https" : options.secure;
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure, maxAge: maxAgeSeconds };
}

/** Starts a new session (a new id at every login) and sets its cookie. */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  options: SessionOptions,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, sidOf(previous));
  const token = randomBytes(32).toString("base64url");
  const expire = new Date(Date.now() + options.days * DAY_MS);
  // Kept for the owner to recognise a device; a header no browser would send is not kept.
  const agent = request.headers["user-agent"]?.slice(0, 200);
  const userAgent = agent && isStorableText(agent) ? agent : undefined;
  await insertSession(
    db,
    sidOf(token),
    { userId, createdAt: new Date().toISOString(), userAgent },
    expire,
  );
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, options, options.days * 86_400));
}

/** Ends the request's session: deletes the row and clears the cookie. */
export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SessionOptions,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, sidOf(token));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, options, 0));
}

/**
 * A live session: its login, the child of a child's own login (null for a grown-up's), and
 * until when it is in parent mode (null when it is not).
 */
export type LoadedSession = { account: AccountRow; user: UserRow | null; parentUntil: Date | null };
/** The sign-in of an account deleted since (from another device). */
export const ACCOUNT_DELETED_SESSION = "account-deleted";

type FoundSession = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

/**
 * The session of a sid: from the instance's cache when `cache` is given and holds it (decision
 * 070), else from the database (kept in the cache when one is given).
 */
async function foundSession(
  db: Db,
  sid: string,
  cache: SessionCache | undefined,
): Promise<FoundSession | undefined> {
  const kept = cache?.get(sid);
  if (kept) return kept as unknown as FoundSession;
  const generation = cache?.generation ?? 0;
  const found = await findSessionUser(db, sid);
  if (found && cache)
    cache.keep(
      sid,
      generation,
      found as unknown as CachedSession<Record<string, unknown>, Record<string, unknown>>,
    );
  return found;
}

/**
 * The user of the request's session, sliding its expiry when past half of its life. With a
 * cache, the kept session answers while it is fresh (decision 070).
 */
export async function loadSessionUser(
  db: Db,
  token: string | undefined,
  options: SessionOptions,
  cache?: SessionCache,
): Promise<LoadedSession | typeof ACCOUNT_DELETED_SESSION | undefined> {
  if (!token || token.length > 100) return undefined;
  const sid = sidOf(token);
  const found = await foundSession(db, sid, cache);
  if (!found) {
    return (await isDeletedAccountSession(db, sid)) ? ACCOUNT_DELETED_SESSION : undefined;
  }
  const lifetime = options.days * DAY_MS;
  if (found.expire.getTime() - Date.now() < lifetime / 2) {
    await touchSession(db, sid, new Date(Date.now() + lifetime));
  }
  const until = found.sess.parentUntil ? new Date(found.sess.parentUntil) : null;
  return {
    account: found.account,
    user: found.user,
    parentUntil: until && until.getTime() > Date.now() ? until : null,
  };
}
