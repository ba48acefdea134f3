import {
  PARENT_MODE_MINUTES,
  type ParentCodeBody,
  type ParentModeState,
} from "../../../contracts/parent";
import { normalUsername } from "../../../domain/usernames";
import type { Db } from "../../db/client";
import type { AccountRow } from "../../db/schema/family";
import type { UserRow } from "../../db/schema/users";
import { badRequest, forbidden, tooManyRequests, waitParams } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { deviceHashOf } from "../auth/devices";
import { findAccountByUsername, findChildOfLogin } from "../auth/repo";
import { checkCurrentPassword } from "../auth/service";
import {
  countAttemptInWindow,
  forgetAttempts,
  isTrustedDevice,
  uncountAttempt,
} from "../throttle/repo";
import {
  clearParentCodeHash,
  endOtherParentModes,
  forgetParentCodeAttempts,
  saveParentCodeHash,
  setSessionParentUntil,
} from "./repo";

/** Wrong parent codes allowed per device in a window, before 429 on that device. */
export const MAX_WRONG_PARENT_CODES = 5;
const DEVICE_WINDOW_MS = 15 * 60_000;
/** Wrong parent codes allowed per account, from every device together, in a longer window. */
export const MAX_WRONG_PARENT_CODES_PER_ACCOUNT = 20;
const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;

/** "15 minutes", "1 minute", "23 hours": how long a lockout still lasts, in words. */
function waitWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** Shown once this device's wrong parent codes are used up. */
export const tooManyParentCodesHere = (msLeft: number) =>
  `Too many wrong parent codes on this device. Take a short break and try again in ${waitWords(msLeft)}.`;
/** Shown once the account's wrong parent codes (every device together) are used up. */
export const tooManyParentCodesEverywhere = (msLeft: number) =>
  `Too many wrong parent codes on this account, from every device together. Try again in ${waitWords(msLeft)}, or set a new parent code from a device in grown-up mode.`;

/**
 * The attempt counters of an account's parent code (swept with the other counters): one for
 * the account, every device together, and one per device below it.
 */
export const parentCodeAttemptKey = (userId: string) => `parent-code:${userId}`;
const deviceAttemptKey = (userId: string, device: string) =>
  `parent-code:${userId}:device:${device}`;

/**
 * Whose count a parent code attempt goes to besides the account's (ADR 056): a device that has
 * signed this detective in has its own; requests with no such device cookie share one.
 */
async function deviceKeyOf(db: Db, userId: string, deviceToken: string | undefined) {
  if (deviceToken) {
    const hash = deviceHashOf(deviceToken);
    if (await isTrustedDevice(db, hash, userId)) return deviceAttemptKey(userId, hash);
  }
  return deviceAttemptKey(userId, "unknown");
}

/**
 * Checks a typed parent code. Each try is counted before the code is checked (parallel guesses
 * cannot slip past): against this device (5 per 15 minutes) and against the account (20 per 24
 * hours, every device together); past either, 429 with Retry-After, even for the right code.
 * A right code clears this device's count and is taken off the account's, which so counts
 * wrong codes only. A wrong one is 400 on `field`.
 */
async function checkParentCode(
  db: Db,
  user: UserRow & { parentCodeHash: string },
  code: string,
  deviceToken: string | undefined,
  field: string,
): Promise<void> {
  const deviceKey = await deviceKeyOf(db, user.id, deviceToken);
  const device = await countAttemptInWindow(db, deviceKey, DEVICE_WINDOW_MS);
  if (device.count > MAX_WRONG_PARENT_CODES) {
    throw tooManyRequests(
      "errors.tooManyParentCodesHere",
      device.msLeft / 1000,
      waitParams(device.msLeft),
    );
  }
  const accountKey = parentCodeAttemptKey(user.id);
  const account = await countAttemptInWindow(db, accountKey, ACCOUNT_WINDOW_MS);
  if (account.count > MAX_WRONG_PARENT_CODES_PER_ACCOUNT) {
    throw tooManyRequests(
      "errors.tooManyParentCodesEverywhere",
      account.msLeft / 1000,
      waitParams(account.msLeft),
    );
  }
  if (!(await verifyPassword(user.parentCodeHash, code))) {
    throw badRequest("errors.wrongParentCode", { [field]: "errors.wrongParentCode" });
  }
  await forgetAttempts(db, deviceKey);
  await uncountAttempt(db, accountKey);
}

const hasCode = (user: UserRow): user is UserRow & { parentCodeHash: string } =>
  user.parentCodeHash !== null;

/** What the client shows: whether a code is set, and until when this sign-in is a parent's. */
export function parentState(user: UserRow, until: Date | null): ParentModeState {
  return { hasParentCode: user.parentCodeHash !== null, until: until?.toISOString() ?? null };
}

/**
 * Sets or changes the parent code. The account password is always asked (a wrong one counts
 * toward the login limit); once a code is set, the child knows that password, so changing the
 * code also needs this sign-in in parent mode or the current code (counted like any typed
 * code). Every other sign-in leaves parent mode, as the old code opened it, and the counts of
 * wrong codes start again: a new code ends a lockout.
 */
export async function setParentCode(
  db: Db,
  user: UserRow,
  login: AccountRow,
  body: ParentCodeBody,
  options: { sid: string; deviceToken: string | undefined; inParentMode: boolean },
): Promise<UserRow> {
  const needsCurrent = hasCode(user) && !options.inParentMode;
  if (needsCurrent && body.currentParentCode === undefined) {
    throw forbidden("errors.parent_code_needed", "parent_code_needed");
  }
  await checkCurrentPassword(db, login, body.password, options.deviceToken, "password");
  if (needsCurrent && hasCode(user)) {
    await checkParentCode(
      db,
      user,
      body.currentParentCode ?? "",
      options.deviceToken,
      "currentParentCode",
    );
  }
  const hash = await hashPassword(body.parentCode);
  await db.transaction(async (tx) => {
    await saveParentCodeHash(tx, user.id, hash);
    await endOtherParentModes(tx, user.id, options.sid);
    await forgetParentCodeAttempts(tx, user.id);
  });
  return { ...user, parentCodeHash: hash };
}

/** Starts parent mode on this sign-in for 15 minutes when the code is right. */
export async function startParentMode(
  db: Db,
  user: UserRow,
  code: string,
  options: { sid: string; deviceToken: string | undefined },
  now = new Date(),
): Promise<Date> {
  if (!hasCode(user)) throw badRequest("errors.noParentCode");
  await checkParentCode(db, user, code, options.deviceToken, "parentCode");
  const until = new Date(now.getTime() + PARENT_MODE_MINUTES * 60_000);
  await setSessionParentUntil(db, options.sid, until.toISOString());
  return until;
}

/** Ends parent mode on this sign-in. */
export async function endParentMode(db: Db, sid: string): Promise<void> {
  await setSessionParentUntil(db, sid, null);
}

/**
 * The operator's reset of a forgotten parent code (README, "A forgotten parent code"): the code
 * goes, parent mode ends on every sign-in and the counts of wrong codes are forgotten; the
 * family then sets a new code with the secret code. Until grown-ups have sign-ins of their own,
 * the app cannot tell a parent from the child, so this is not offered in its screens.
 * Answers the detective's name as stored, or undefined when no detective has that name.
 */
export async function clearForgottenParentCode(db: Db, name: string): Promise<string | undefined> {
  const login = await findAccountByUsername(db, name, normalUsername(name));
  const user = login && (await findChildOfLogin(db, login));
  if (!user) return undefined;
  await db.transaction(async (tx) => {
    await clearParentCodeHash(tx, user.id);
    await endOtherParentModes(tx, user.id, "");
    await forgetParentCodeAttempts(tx, user.id);
  });
  return user.username;
}
