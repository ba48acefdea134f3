import { z } from "zod";
import { AGE_MAX, AGE_MIN, PASSWORD_MIN } from "../domain/limits";
import { displayUsername, USERNAME_TOO_LONG, usernameProblem } from "../domain/usernames";
import { endpoint } from "./endpoint";
import { SESSION_CHECK } from "./session-check";
import { text } from "./text";

/** Login form and POST /api/auth/login body (SPEC 5). */
export const loginBody = z.object({
  // A name no account can have answers like a wrong password (ADR 030); text PostgreSQL could
  // not even compare (a NUL) is refused like in every other field (ADR 021).
  username: text().trim().min(1, "Username is required").max(200, "Username is too long"),
  password: text()
    .min(PASSWORD_MIN, "Password must be at least 6 characters")
    .max(200, "Password is too long"),
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
    username: z
      .string()
      .max(200, USERNAME_TOO_LONG)
      .superRefine((name, ctx) => {
        const problem = usernameProblem(name);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .overwrite(displayUsername),
    age: ageField,
    password: text()
      .min(PASSWORD_MIN, "Password must be at least 6 characters")
      .max(200, "Password is too long"),
    confirmPassword: text(),
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
  }),
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    summary: "Signs a detective in (a session cookie)",
    access: "public",
    body: loginBody,
    response: publicUser,
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
