import type { GrownUpSignupBody, LoginBody, SignupBody } from "../../../contracts/auth";
import { normalUsername } from "../../../domain/usernames";
import type { Db } from "../../db/client";
import type { AccountRow } from "../../db/schema/family";
import type { UserRow } from "../../db/schema/users";
import { badRequest, conflict, tooManyRequests, unauthorized } from "../../lib/errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords";
import { countAttempt, forgetAttempts, isTrustedDevice } from "../throttle/repo";
import { deviceHashOf } from "./devices";
import { findAccountByUsername, insertChildWithLogin, insertGrownUp } from "./repo";

/** Shown when a name is taken (case, accents' encoding and letter width do not matter). */
export const USERNAME_TAKEN = "That detective name is already taken. Please choose another one!";
/** Shown for an unknown name or a wrong password alike, so names cannot be probed. */
export const WRONG_CREDENTIALS = "Wrong detective name or secret code. Please try again.";
/** Shown when a name has had too many wrong passwords. */
export const TOO_MANY_TRIES = "Too many tries. Take a short break and try again in 15 minutes.";
/** Shown when the current secret code given to change it is wrong. */
export const WRONG_CURRENT_PASSWORD =
  "That is not your current secret code. Please check it and try again.";

/** Wrong passwords allowed per window, for a name from unknown devices or for one device. */
export const MAX_WRONG_PASSWORDS = 10;
const WINDOW_MS = 15 * 60_000;

/** Creates a child with its own login; 409 when the name (in its normal form) is taken. */
export async function signUp(
  db: Db,
  body: SignupBody,
  timeZone: string,
): Promise<{ user: UserRow; account: AccountRow }> {
  const passwordHash = await hashPassword(body.password);
  const created = await insertChildWithLogin(db, {
    username: body.username,
    usernameNormal: normalUsername(body.username),
    passwordHash,
    age: body.age,
    timeZone,
  });
  if (!created) throw conflict("errors.username_taken", "username_taken");
  return created;
}

/** Creates a grown-up's login; 409 when the name is taken by any login (ADR 065). */
export async function signUpGrownUp(db: Db, body: GrownUpSignupBody): Promise<AccountRow> {
  const passwordHash = await hashPassword(body.password);
  const account = await insertGrownUp(db, {
    username: body.username,
    usernameNormal: normalUsername(body.username),
    passwordHash,
  });
  if (!account) throw conflict("errors.username_taken", "username_taken");
  return account;
}

/**
 * Whose count a password attempt goes to (ADR 031): a device that has signed this user in
 * before has its own; every other attempt counts against the name. A stranger's guesses then
 * use up the name's count, never the child's own devices'.
 */
async function attemptKey(
  db: Db,
  name: string,
  userId: string | undefined,
  deviceToken: string | undefined,
): Promise<string> {
  if (userId && deviceToken) {
    const hash = deviceHashOf(deviceToken);
    if (await isTrustedDevice(db, hash, userId)) return `password:device:${hash}:${userId}`;
  }
  return `password:name:${name}`;
}

// Counted before the password is checked, so parallel guesses cannot slip past the limit.
async function countPasswordAttempt(db: Db, key: string): Promise<void> {
  if ((await countAttempt(db, key, WINDOW_MS)) > MAX_WRONG_PASSWORDS) {
    throw tooManyRequests("errors.tooManyTries");
  }
}

/**
 * Checks the current password of a signed-in user before it is changed: a wrong one counts
 * toward the same limit as a wrong login (400, then 429 once used up).
 */
export async function checkCurrentPassword(
  db: Db,
  user: AccountRow,
  password: string,
  deviceToken: string | undefined,
  field = "currentPassword",
): Promise<void> {
  const key = await attemptKey(db, user.usernameNormal, user.id, deviceToken);
  await countPasswordAttempt(db, key);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest("errors.wrongCurrentPassword", { [field]: "errors.wrongCurrentPassword" });
  }
  await forgetAttempts(db, key);
}

/**
 * Checks a name and password of either kind of login; 401 for either being wrong, 429 after
 * too many failures.
 */
export async function logIn(
  db: Db,
  body: LoginBody,
  deviceToken: string | undefined,
): Promise<AccountRow> {
  // PostgreSQL text cannot hold NUL: such a name is nobody's, answered like any unknown name.
  const readable = !body.username.includes("\u0000");
  const normal = readable ? normalUsername(body.username) : "";
  const user = readable ? await findAccountByUsername(db, body.username, normal) : undefined;
  const key = await attemptKey(db, user?.usernameNormal ?? normal, user?.id, deviceToken);
  if (readable) await countPasswordAttempt(db, key);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok) throw unauthorized("errors.wrong_credentials", "wrong_credentials");
  await forgetAttempts(db, key);
  return user;
}
