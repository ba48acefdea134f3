import { z } from "zod";
import { PROFILE_SIGN_VALUES } from "../domain/alarm-signs";
import { EARLIEST_DAY, isLocalDate } from "../domain/local-day";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";
import { boundedString } from "./text";

/** One sign of the child's history, with the day it was noticed from. */
export const profileSignInput = z.object({
  sign: z.enum(PROFILE_SIGN_VALUES, { error: "errors.chooseFromList" }),
  since: boundedString(10, "errors.sinceFormat", "errors.sinceFormat")
    .refine(isLocalDate, { message: "errors.sinceFormat", abort: true })
    .refine((v) => v >= EARLIEST_DAY, "errors.sinceTooEarly"),
});

/** PUT /api/profile-signs/{userId}: the whole list as it stands now (ADR 062). */
export const profileSignsBody = z.object({
  signs: z
    .array(profileSignInput)
    .max(PROFILE_SIGN_VALUES.length, "errors.profileSignRepeated")
    .refine(
      (signs) => new Set(signs.map((s) => s.sign)).size === signs.length,
      "errors.profileSignRepeated",
    ),
});
export type ProfileSignsBody = z.input<typeof profileSignsBody>;

export const profileSign = z.object({
  sign: z.enum(PROFILE_SIGN_VALUES),
  since: z.string(),
  updatedAt: z.string(),
});
export const profileSignsList = z.object({ signs: z.array(profileSign) });
export type ProfileSignsList = z.infer<typeof profileSignsList>;

/** The alarm signs of the child's history, kept by a grown-up (ADR 062). */
export const profileSignEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/profile-signs/:userId",
    summary: "The alarm signs of the child's history a grown-up noted, each with since when",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: profileSignsList,
    parentOnly: true,
  }),
  replace: endpoint({
    method: "PUT",
    path: "/api/profile-signs/:userId",
    summary:
      "Sets the alarm signs of the child's history, each once with since when (no day after today); signs left out are taken off",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    body: profileSignsBody,
    response: profileSignsList,
    parentOnly: true,
  }),
} as const;
