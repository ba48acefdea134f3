import { z } from "zod";
import { PASSWORD_MAX } from "./auth";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";
import { boundedString, text } from "./text";

/** A parent code: 4 to 8 digits. */
export const PARENT_CODE_PATTERN = /^\d{4,8}$/;
/** How long parent mode lasts once started. */
export const PARENT_MODE_MINUTES = 15;

/** A parent code as typed: digits only, 4 to 8 of them. */
export const parentCode = boundedString(
  8,
  "errors.parentCodeFormat",
  "errors.parentCodeFormat",
).regex(PARENT_CODE_PATTERN, "errors.parentCodeFormat");

/**
 * True for a code a child tries first: one digit repeated (0000, 777777) or a run of digits
 * going up or down by one (1234, 2345, 4321, 98765). Such codes are refused as new codes; one
 * set before this rule still opens parent mode.
 */
export function isWeakParentCode(code: string): boolean {
  const digits = [...code].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? d)));
  return steps.size === 1 && [0, 1, -1].some((step) => steps.has(step));
}

/** A new parent code: 4 to 8 digits, not one a child would guess first. */
export const newParentCode = parentCode.refine((code) => !isWeakParentCode(code), {
  message: "errors.weakParentCode",
});

/**
 * PUT /api/user/{userId}/parent-code body: the account password and the new code; once a code
 * is set, also the current one, unless this sign-in is in parent mode (ADR 056).
 */
export const parentCodeBody = z.object({
  password: text({ max: PASSWORD_MAX, tooLong: "errors.passwordIsTooLong" }).min(
    1,
    "errors.accountPasswordRequired",
  ),
  parentCode: newParentCode,
  currentParentCode: parentCode.optional(),
});
export type ParentCodeBody = z.infer<typeof parentCodeBody>;

/** POST /api/user/{userId}/parent-mode body. */
export const parentModeBody = z.object({ parentCode });
export type ParentModeBody = z.infer<typeof parentModeBody>;

/** Whether the account has a parent code, and until when this sign-in is in parent mode. */
export const parentModeState = z.object({
  hasParentCode: z.boolean(),
  /** ISO instant parent mode ends; null when it is off. */
  until: z.string().nullable(),
});
export type ParentModeState = z.infer<typeof parentModeState>;

/** The parent's calls: the parent code and parent mode (ADR 056). */
export const parentEndpoints = {
  code: endpoint({
    method: "PUT",
    path: "/api/user/:userId/parent-code",
    summary:
      "Sets the parent code (4 to 8 digits, not a repeated digit or a run) with the account password; changing it needs parent mode or the current code",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    body: parentCodeBody,
    response: parentModeState,
  }),
  state: endpoint({
    method: "GET",
    path: "/api/user/:userId/parent-mode",
    summary: "Whether a parent code is set and until when this sign-in is in parent mode",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: parentModeState,
  }),
  start: endpoint({
    method: "POST",
    path: "/api/user/:userId/parent-mode",
    summary: `Starts parent mode on this sign-in for ${PARENT_MODE_MINUTES} minutes; answers until when`,
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    body: parentModeBody,
    response: parentModeState,
  }),
  end: endpoint({
    method: "DELETE",
    path: "/api/user/:userId/parent-mode",
    summary: "Ends parent mode on this sign-in",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    response: parentModeState,
  }),
} as const;
