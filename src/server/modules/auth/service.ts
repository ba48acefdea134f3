import type { LoginBody, SignupBody } from "../../../contracts/auth";
import type { Db } from "../../db/client";
import { AttemptLimiter } from "../../lib/attempt-limiter";
import { badRequest, conflict, tooManyRequests, unauthorized } from "../../lib/errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords";
import { findUserByUsername, insertUser, type UserRow } from "./repo";

/** Shown when a name is taken (case does not matter). */
export const USERNAME_TAKEN = "That detective name is already taken. Please choose another one!";
/** Shown for an unknown name or a wrong password alike, so names cannot be probed. */
export const WRONG_CREDENTIALS = "Wrong detective name or secret code. Please try again.";
/** Shown when a name has had too many wrong passwords. */
export const TOO_MANY_TRIES = "Too many tries. Take a short break and try again in 15 minutes.";

// Per name: 10 wrong passwords in 15 minutes, wherever they come from.
const perUsername = new AttemptLimiter(10, 15 * 60_000);

/** Creates an account; 409 when the name is taken. */
export async function signUp(db: Db, body: SignupBody, timeZone: string): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  const user = await insertUser(db, {
    username: body.username,
    passwordHash,
    age: body.age,
    timeZone,
  });
  if (!user) throw conflict(USERNAME_TAKEN);
  return user;
}

/** Shown when the current secret code given to change it is wrong. */
export const WRONG_CURRENT_PASSWORD =
  "That is not your current secret code. Please check it and try again.";

/**
 * Checks the current password of a signed-in user before it is changed: a wrong one counts
 * toward the same per-name limit as a wrong login (400, then 429 once used up).
 */
export async function checkCurrentPassword(user: UserRow, password: string): Promise<void> {
  const key = user.username.toLowerCase();
  if (perUsername.blocked(key)) throw tooManyRequests(TOO_MANY_TRIES);
  if (!(await verifyPassword(user.passwordHash, password))) {
    perUsername.fail(key);
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  perUsername.reset(key);
}

/** Checks a name and password; 401 for either being wrong, 429 after too many failures. */
export async function logIn(db: Db, body: LoginBody): Promise<UserRow> {
  const key = body.username.toLowerCase();
  if (perUsername.blocked(key)) throw tooManyRequests(TOO_MANY_TRIES);
  const user = await findUserByUsername(db, body.username);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok) {
    perUsername.fail(key);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  perUsername.reset(key);
  return user;
}
