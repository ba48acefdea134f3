import { z } from "zod";
import { PASSWORD_MAX } from "./auth";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";
import { boundedString, text } from "./text";

export { PARENT_CODE_NEEDED } from "./errors";
/** A parent code: 4 to 8 digits. */
export const PARENT_CODE_PATTERN = /^\d{4,8}$/;
export const PARENT_CODE_FORMAT = "A parent code is 4 to 8 digits.";
export const WRONG_PARENT_CODE = "That is not the parent code. Please try again.";
export const NO_PARENT_CODE = "No parent code is set yet. Set one on the Profile page first.";
export const ACCOUNT_PASSWORD_REQUIRED = "Please type the account's secret code.";
/** How long parent mode lasts once started. */
export const PARENT_MODE_MINUTES = 15;

/** A parent code as typed: digits only, 4 to 8 of them. */
export const parentCode = boundedString(8, PARENT_CODE_FORMAT, PARENT_CODE_FORMAT).regex(
  PARENT_CODE_PATTERN,
  PARENT_CODE_FORMAT,
);

/** PUT /api/user/{userId}/parent-code body: the account password and the new code. */
export const parentCodeBody = z.object({
  password: text({ max: PASSWORD_MAX, tooLong: "Password is too long" }).min(
    1,
    ACCOUNT_PASSWORD_REQUIRED,
  ),
  parentCode,
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
    summary: "Sets or changes the parent code (4 to 8 digits) with the account password",
    access: "signed-in",
    params: userIdParams,
    body: parentCodeBody,
    response: parentModeState,
  }),
  state: endpoint({
    method: "GET",
    path: "/api/user/:userId/parent-mode",
    summary: "Whether a parent code is set and until when this sign-in is in parent mode",
    access: "signed-in",
    params: userIdParams,
    response: parentModeState,
  }),
  start: endpoint({
    method: "POST",
    path: "/api/user/:userId/parent-mode",
    summary: `Starts parent mode on this sign-in for ${PARENT_MODE_MINUTES} minutes; answers until when`,
    access: "signed-in",
    params: userIdParams,
    body: parentModeBody,
    response: parentModeState,
  }),
  end: endpoint({
    method: "DELETE",
    path: "/api/user/:userId/parent-mode",
    summary: "Ends parent mode on this sign-in",
    access: "signed-in",
    params: userIdParams,
    response: parentModeState,
  }),
} as const;
