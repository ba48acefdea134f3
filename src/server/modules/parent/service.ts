import {
  NO_PARENT_CODE,
  PARENT_MODE_MINUTES,
  type ParentCodeBody,
  type ParentModeState,
  WRONG_PARENT_CODE,
} from "../../../contracts/parent";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import { badRequest, tooManyRequests } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { checkCurrentPassword } from "../auth/service";
import { countAttempt, forgetAttempts } from "../throttle/repo";
import { endOtherParentModes, saveParentCodeHash, setSessionParentUntil } from "./repo";

/** Wrong parent codes allowed per account in a window, before 429. */
export const MAX_WRONG_PARENT_CODES = 5;
const WINDOW_MS = 15 * 60_000;
/** Shown once the wrong parent codes are used up. */
export const TOO_MANY_PARENT_CODES =
  "Too many wrong parent codes. Take a short break and try again in 15 minutes.";

/** The attempt counter of an account's parent code (swept with the other counters). */
export const parentCodeAttemptKey = (userId: string) => `parent-code:${userId}`;

/** What the client shows: whether a code is set, and until when this sign-in is a parent's. */
export function parentState(user: UserRow, until: Date | null): ParentModeState {
  return { hasParentCode: user.parentCodeHash !== null, until: until?.toISOString() ?? null };
}

/**
 * Sets or changes the parent code after checking the account password (a wrong one counts
 * toward the login limit). Every other sign-in leaves parent mode: the old code opened it.
 */
export async function setParentCode(
  db: Db,
  user: UserRow,
  body: ParentCodeBody,
  sid: string,
  deviceToken: string | undefined,
): Promise<UserRow> {
  await checkCurrentPassword(db, user, body.password, deviceToken, "password");
  const hash = await hashPassword(body.parentCode);
  await db.transaction(async (tx) => {
    await saveParentCodeHash(tx, user.id, hash);
    await endOtherParentModes(tx, user.id, sid);
  });
  return { ...user, parentCodeHash: hash };
}

/**
 * Starts parent mode on this sign-in for 15 minutes when the code is right. Each try is
 * counted before the code is checked (parallel guesses cannot slip past), 5 per 15 minutes.
 */
export async function startParentMode(
  db: Db,
  user: UserRow,
  code: string,
  sid: string,
  now = new Date(),
): Promise<Date> {
  if (user.parentCodeHash === null) throw badRequest(NO_PARENT_CODE);
  const key = parentCodeAttemptKey(user.id);
  if ((await countAttempt(db, key, WINDOW_MS)) > MAX_WRONG_PARENT_CODES) {
    throw tooManyRequests(TOO_MANY_PARENT_CODES);
  }
  if (!(await verifyPassword(user.parentCodeHash, code))) {
    throw badRequest(WRONG_PARENT_CODE, { parentCode: WRONG_PARENT_CODE });
  }
  await forgetAttempts(db, key);
  const until = new Date(now.getTime() + PARENT_MODE_MINUTES * 60_000);
  await setSessionParentUntil(db, sid, until.toISOString());
  return until;
}

/** Ends parent mode on this sign-in. */
export async function endParentMode(db: Db, sid: string): Promise<void> {
  await setSessionParentUntil(db, sid, null);
}
