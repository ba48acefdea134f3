import { z } from "zod";
import { ACCESSORIES, BACKGROUNDS, PRESET_AVATARS } from "../domain/game";
import { AGE_MAX, AGE_MIN, PASSWORD_MIN } from "../domain/limits";
import { okBody, PASSWORD_MAX, publicUser } from "./auth";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";

import { boundedString, isStorableText, text } from "./text";

/** The largest photo file the browser accepts for an avatar, before scaling (SPEC 5). */
export const AVATAR_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored avatar photo, in pixels (SPEC 5). */
export const AVATAR_PHOTO_MAX_SIDE = 400;
/** JPEG quality of a stored avatar photo (SPEC 5: 0.8). */
export const AVATAR_PHOTO_QUALITY = 0.8;
/**
 * The longest avatar data URL the server reads: a scaled 400 px JPEG is 20-80 kB, so 400 000
 * characters (about 300 kB of image) leaves room for any honest photo and stays far below the
 * 1 MB request limit.
 */
export const AVATAR_DATA_URL_MAX_CHARS = 400_000;

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/;

/**
 * POST /api/user/{userId}/avatar body (SPEC 7): a preset (one of the 26, with optional
 * accessory and background) or a photo as a data URL. The server checks the photo's bytes.
 */
export const avatarInput = z
  .object({
    type: z.enum(["preset", "photo"], "errors.avatarTypeRequired"),
    emoji: boundedString(16, "errors.unknownPreset")
      .refine((v) => PRESET_AVATARS.some((p) => p.emoji === v), "errors.unknownPreset")
      .optional(),
    name: text({ max: 40 }).optional(),
    background: boundedString(64, "errors.unknownBackground")
      .refine((v) => BACKGROUNDS.some((b) => b.key === v), "errors.unknownBackground")
      .optional(),
    accessory: boundedString(32, "errors.unknownAccessory")
      .refine((v) => ACCESSORIES.some((a) => a.key === v), "errors.unknownAccessory")
      .optional(),
    photoUrl: boundedString(AVATAR_DATA_URL_MAX_CHARS, "errors.avatarPhotoTooLarge")
      .regex(DATA_URL, "errors.notAnImage")
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "photo" && !v.photoUrl) {
      ctx.addIssue({ code: "custom", path: ["photoUrl"], message: "errors.notAnImage" });
    }
    if (v.type === "preset" && !v.emoji) {
      ctx.addIssue({ code: "custom", path: ["emoji"], message: "errors.unknownPreset" });
    }
  });
export type AvatarInput = z.infer<typeof avatarInput>;

export const avatarBody = z.object({ avatarConfig: avatarInput });
export type AvatarBody = z.infer<typeof avatarBody>;

/** The longest email address there can be (RFC 5321), also the longest text read as one. */
export const EMAIL_MAX = 254;

/** Email, if non-blank: trimmed and shaped like name@example.com (SPEC 5). */
export const profileEmail = boundedString(EMAIL_MAX, "errors.invalidEmail", "errors.invalidEmail")
  .refine((v) => isStorableText(v), "errors.invalidEmail")
  .nullish()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.email("errors.invalidEmail").max(EMAIL_MAX, "errors.invalidEmail").optional());

/** Age, if non-blank: a whole number from 1 to 18 (SPEC 5); digits typed as text are read too. */
export const profileAge = z
  .union([z.number(), boundedString(16, "errors.invalidAge"), z.null()], "errors.invalidAge")
  .optional()
  .transform((v) => {
    if (typeof v !== "string") return v ?? undefined;
    if (v.trim() === "") return undefined;
    return /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  })
  .pipe(
    z
      .number("errors.invalidAge")
      .int("errors.invalidAge")
      .min(AGE_MIN, "errors.invalidAge")
      .max(AGE_MAX, "errors.invalidAge")
      .optional(),
  );

/** PUT /api/user/{userId}/profile body: optional email and age; blanks are left out (SPEC 5). */
export const profileBody = z.object({ email: profileEmail, age: profileAge });
export type ProfileBody = z.infer<typeof profileBody>;

/** The profile form: both fields as typed, read into the body's rules (blank means unchanged). */
export const profileForm = z
  .object({
    email: boundedString(EMAIL_MAX, "errors.invalidEmail"),
    age: boundedString(16, "errors.invalidAge"),
  })
  .transform((values, ctx): ProfileBody => {
    const parsed = profileBody.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
export type ProfileFormValues = z.input<typeof profileForm>;

/** PUT /api/user/{userId}/password body (SPEC 7). */
export const passwordBody = z.object({
  currentPassword: text({ max: PASSWORD_MAX, tooLong: "errors.passwordTooLong" }).min(
    1,
    "errors.currentPasswordRequired",
  ),
  newPassword: text({ max: PASSWORD_MAX, tooLong: "errors.passwordTooLong" })
    .min(1, "errors.newPasswordRequired")
    .min(PASSWORD_MIN, "errors.passwordTooShort"),
});
export type PasswordBody = z.infer<typeof passwordBody>;

/** The secret-code form: all three fields required, the new code twice (SPEC 5). */
export const passwordForm = z
  .object({
    currentPassword: text({ max: PASSWORD_MAX, tooLong: "errors.passwordTooLong" }).min(
      1,
      "errors.currentPasswordRequired",
    ),
    newPassword: text({ max: PASSWORD_MAX, tooLong: "errors.passwordTooLong" }).min(
      1,
      "errors.newPasswordRequired",
    ),
    confirmPassword: text({ max: PASSWORD_MAX, tooLong: "errors.passwordTooLong" }).min(
      1,
      "errors.confirmPasswordRequired",
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.newPassword || !v.confirmPassword) return;
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: "errors.passwordMismatch",
      });
    } else if (v.newPassword.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: "errors.passwordTooShort" });
    }
  });
export type PasswordFormValues = z.infer<typeof passwordForm>;

/** The user's own calls: read, avatar, profile and secret code (SPEC 7). */
export const userEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/user/:userId",
    summary: "The detective with avatar, level, points and streak",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: publicUser,
  }),
  avatar: endpoint({
    method: "POST",
    path: "/api/user/:userId/avatar",
    summary: "Saves the avatar: a preset with accessory and background, or a photo (re-encoded)",
    access: "signed-in",
    child: { from: "params", need: "log" },
    params: userIdParams,
    body: avatarBody,
    response: publicUser,
    // The photo's data URL is the one large text a body carries (ASCII: one byte a character).
    bodyLimit: AVATAR_DATA_URL_MAX_CHARS + 16 * 1024,
  }),
  profile: endpoint({
    method: "PUT",
    path: "/api/user/:userId/profile",
    summary: "Updates email and age; blank fields are left as they are",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    body: profileBody,
    response: publicUser,
  }),
  password: endpoint({
    method: "PUT",
    path: "/api/user/:userId/password",
    summary:
      "Changes the secret code; every other sign-in of the user ends (409 when another change got there first)",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    body: passwordBody,
    response: okBody,
  }),
} as const;
