import { z } from "zod";
import { AGE_MAX, AGE_MIN, PASSWORD_MIN } from "../domain/limits";
import { displayUsername, USERNAME_RAW_MAX, usernameProblem } from "../domain/usernames";
import { LOCALES } from "../i18n/locales";
import { endpoint } from "./endpoint";
import { reasonKey } from "./error-reasons";
import { SESSION_CHECK } from "./session-check";
import { boundedString, text } from "./text";

/** The longest secret code read (a passphrase fits; hashing a longer text is refused unread). */
export const PASSWORD_MAX = 200;

/** Login form and POST /api/auth/login body (SPEC 5). */
export const loginBody = z.object({
  // A name no account can have answers like a wrong password (ADR 030); text PostgreSQL could
  // not even compare (a NUL) is refused like in every other field (ADR 021).
  username: text({ max: 200, tooLong: "errors.usernameTooLong" })
    .trim()
    .min(1, "errors.usernameRequired"),
  password: text({ max: PASSWORD_MAX, tooLong: "errors.passwordIsTooLong" }).min(
    PASSWORD_MIN,
    "errors.passwordMinLength",
  ),
});
export type LoginBody = z.infer<typeof loginBody>;

export const ageField = z.coerce
  .number({ error: "errors.ageRequired" })
  .int("errors.ageRequired")
  .min(AGE_MIN, "errors.ageRequired")
  .max(AGE_MAX, "errors.ageTooHigh");

/**
 * A new login's name (a child's or a grown-up's): checked as typed (a trailing line break is
 * refused, not trimmed), then stored as shown; usernameProblem refuses every hidden character
 * text() would, with a name's own words. The raw length is checked first and stops the rest:
 * segmenting a long text into characters costs more than its length (ADR 044).
 */
export const newUsername = boundedString(USERNAME_RAW_MAX, "errors.usernameLength")
  .superRefine((name, ctx) => {
    const problem = usernameProblem(name);
    if (problem) ctx.addIssue({ code: "custom", message: reasonKey(problem) });
  })
  .overwrite(displayUsername);

/** A new secret code (sign-up, a grown-up's sign-up, a change). */
export const newPassword = text({ max: PASSWORD_MAX, tooLong: "errors.passwordIsTooLong" }).min(
  PASSWORD_MIN,
  "errors.passwordMinLength",
);

/** Sign-up form and POST /api/auth/signup body (SPEC 5). */
export const signupBody = z
  .object({
    username: newUsername,
    age: ageField,
    password: newPassword,
    confirmPassword: text({ max: PASSWORD_MAX, tooLong: "errors.passwordIsTooLong" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "errors.passwordsDontMatch",
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

/** The two kinds of login (ADR 065): a child's own, or a grown-up's. */
export const ACCOUNT_KINDS = ["child", "grown-up"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * What a grown-up may do for a child (ADR 065): an owner everything, a carer log and read (and
 * change or delete what they logged), a viewer read only.
 */
export const ROLES = ["owner", "carer", "viewer"] as const;
export type Role = (typeof ROLES)[number];
export const role = z.enum(ROLES, { error: "errors.roleRequired" });

/** A child as a grown-up sees it in the child switcher: the profile, progress and own role. */
export const familyChild = publicUser.omit({ email: true }).extend({
  role,
  /** Whether the child has a login of its own. */
  hasLogin: z.boolean(),
});
export type FamilyChild = z.infer<typeof familyChild>;

/** The language a login chose in its settings (ADR 071); null follows the browser. */
export const accountLanguage = z.enum(LOCALES, { error: "errors.languageChoice" }).nullable();

/** GET /api/auth/me for a child's own login: the spec's user, its kind and chosen language. */
export const childMe = publicUser.extend({ kind: z.literal("child"), language: accountLanguage });
/** GET /api/auth/me for a grown-up: the login and the children they may see. */
export const grownUpMe = z.object({
  kind: z.literal("grown-up"),
  id: z.string().uuid(),
  username: z.string(),
  createdAt: z.string(),
  language: accountLanguage,
  children: z.array(familyChild),
});
export type GrownUpMe = z.infer<typeof grownUpMe>;
/** Who is signed in: a child (the spec's user) or a grown-up. */
export const me = z.discriminatedUnion("kind", [childMe, grownUpMe]);
export type Me = z.infer<typeof me>;

/** POST /api/auth/grown-up/signup body: a grown-up's login (no age, no avatar). */
export const grownUpSignupBody = z
  .object({
    username: newUsername,
    password: newPassword,
    confirmPassword: text({ max: PASSWORD_MAX, tooLong: "errors.passwordIsTooLong" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "errors.passwordsDontMatch",
    path: ["confirmPassword"],
  });
export type GrownUpSignupBody = z.infer<typeof grownUpSignupBody>;

export const okBody = z.object({ ok: z.literal(true) });

/** PUT /api/account/language body and answer: the signed-in login's language, null to follow the browser. */
export const languageBody = z.object({ language: accountLanguage });
export type LanguageBody = z.infer<typeof languageBody>;

/** A name and secret codes at their longest, in UTF-8, fit in 4 KB (ADR 044). */
export const CREDENTIALS_BODY_LIMIT = 4 * 1024;

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
  grownUpSignup: endpoint({
    method: "POST",
    path: "/api/auth/grown-up/signup",
    summary: "Creates a grown-up's login and signs them in",
    access: "public",
    body: grownUpSignupBody,
    response: grownUpMe,
    status: 201,
    bodyLimit: CREDENTIALS_BODY_LIMIT,
  }),
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    summary: "Signs a detective or a grown-up in (a session cookie)",
    access: "public",
    body: loginBody,
    response: me,
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
    summary: "Who is signed in: a detective, or a grown-up with the children they may see",
    access: "signed-in",
    response: me,
  }),
  language: endpoint({
    method: "PUT",
    path: "/api/account/language",
    summary:
      "Sets the signed-in login's language (en, es, or null to follow the browser); a child's own login may set its own",
    access: "signed-in",
    body: languageBody,
    response: languageBody,
  }),
} as const;
