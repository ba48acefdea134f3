import { z } from "zod";
import { AGE_MAX, AGE_MIN, PASSWORD_MIN } from "../domain/limits";
import {
  displayUsername,
  USERNAME_RAW_MAX,
  USERNAME_TOO_LONG,
  usernameProblem,
} from "../domain/usernames";
import { endpoint } from "./endpoint";
import { SESSION_CHECK } from "./session-check";
import { boundedString, text } from "./text";

/** The longest secret code read (a passphrase fits; hashing a longer text is refused unread). */
export const PASSWORD_MAX = 200;

/** Login form and POST /api/auth/login body (SPEC 5). */
export const loginBody = z.object({
  // A name no account can have answers like a wrong password (ADR 030); text PostgreSQL could
  // not even compare (a NUL) is refused like in every other field (ADR 021).
  username: text({ max: 200, tooLong: "Username is too long" })
    .trim()
    .min(1, "Username is required"),
  password: text({ max: PASSWORD_MAX, tooLong: "Password is too long" }).min(
    PASSWORD_MIN,
    "Password must be at least 6 characters",
  ),
});
export type LoginBody = z.infer<typeof loginBody>;

const ageField = z.coerce
  .number({ error: "Age is required" })
  .int("Age is required")
  .min(AGE_MIN, "Age is required")
  .max(AGE_MAX, "Age must be 18 or under");

/** Sign-up form and POST /api/auth/signup body (SPEC 5). */
export const signupBody = z
  .object({
    // Checked as typed (a trailing line break is refused, not trimmed), then stored as shown;
    // usernameProblem refuses every hidden character text() would, with a name's own words.
    // The raw length is checked first and stops the rest: segmenting a long text into
    // characters costs more than its length (ADR 044).
    username: boundedString(USERNAME_RAW_MAX, USERNAME_TOO_LONG)
      .superRefine((name, ctx) => {
        const problem = usernameProblem(name);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .overwrite(displayUsername),
    age: ageField,
    password: text({ max: PASSWORD_MAX, tooLong: "Password is too long" }).min(
      PASSWORD_MIN,
      "Password must be at least 6 characters",
    ),
    confirmPassword: text({ max: PASSWORD_MAX, tooLong: "Password is too long" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type SignupBody = z.infer<typeof signupBody>;

/** The avatar a child builds (SPEC 3 avatarConfig). Every part optional: the default is {}. */
export const avatarConfig = z.object({
  type: z.enum(["preset", "photo"]).optional(),
  emoji: z.string().max(16).optional(),
  background: z.string().max(64).optional(),
  name: z.string().max(64).optional(),
  photoUrl: z.string().max(1_000_000).optional(),
  accessory: z.string().max(32).optional(),
});
export type AvatarConfig = z.infer<typeof avatarConfig>;

/** The user as the client sees it: never the password hash. */
export const publicUser = z.object({
  id: z.string().uuid(),
  username: z.string(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  avatarConfig,
  level: z.number().int(),
  totalPoints: z.number().int(),
  currentStreak: z.number().int(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const okBody = z.object({ ok: z.literal(true) });

/** A name and secret codes at their longest, in UTF-8, fit in 4 KB (ADR 044). */
const CREDENTIALS_BODY_LIMIT = 4 * 1024;

/** The sign-in calls (SPEC 7). */
export const authEndpoints = {
  signup: endpoint({
    method: "POST",
    path: "/api/auth/signup",
    summary: "Creates a detective and signs them in",
    access: "public",
    body: signupBody,
    response: publicUser,
    status: 201,
    bodyLimit: CREDENTIALS_BODY_LIMIT,
  }),
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    summary: "Signs a detective in (a session cookie)",
    access: "public",
    body: loginBody,
    response: publicUser,
    bodyLimit: CREDENTIALS_BODY_LIMIT,
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/auth/logout",
    summary: "Ends this device's session",
    access: "public",
    response: okBody,
  }),
  me: endpoint({
    ...SESSION_CHECK,
    summary: "The signed-in detective",
    access: "signed-in",
    response: publicUser,
  }),
} as const;
