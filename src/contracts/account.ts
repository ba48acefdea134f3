import { z } from "zod";
import { okBody, PASSWORD_MAX } from "./auth";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";
import { reportLanguage } from "./export";

import { boundedString, text } from "./text";

/** DELETE /api/user/{userId} body: the account password. */
export const deleteAccountBody = z.object({
  password: text({ max: PASSWORD_MAX, tooLong: "errors.passwordIsTooLong" }).min(
    1,
    "errors.accountPasswordRequired",
  ),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The delete form: the password and the detective's name typed again as confirmation. */
export function deleteAccountForm(username: string) {
  return z.object({
    password: text({ max: PASSWORD_MAX, tooLong: "errors.passwordIsTooLong" }).min(
      1,
      "errors.accountPasswordRequired",
    ),
    confirmation: boundedString(200).refine(
      (v) => v.trim() === username,
      "errors.confirmationMismatch",
    ),
  });
}
export type DeleteAccountFormValues = { password: string; confirmation: string };

/**
 * The archive's folders and files (ADR 057): `data/<table>.json` per table holding the user's
 * rows, `reports/<report>.csv`, `photos/<key>.jpg` for each stored meal photo and `avatar.jpg`.
 */
export const ARCHIVE_FOLDERS = { data: "data", reports: "reports", photos: "photos" } as const;
/** The archive's file name: 'tummy-detective-<name>-<date>.zip'. */
export function archiveFileName(username: string, today: string): string {
  const safe = username.replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 40) || "detective";
  return `tummy-detective-${safe}-${today}.zip`;
}

/** The family's data calls: download everything, delete the account (ADR 057). */
export const accountEndpoints = {
  archive: endpoint({
    method: "GET",
    path: "/api/export/:userId/archive",
    summary:
      "Everything stored for the detective as one ZIP, streamed: a JSON file per table, the CSV reports, every meal photo and the avatar",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    /** The CSV reports' language (ADR 071); without it, the browser's (Accept-Language). */
    query: z.object({ language: reportLanguage }),
    response: z.unknown(),
    produces: "application/zip",
    parentOnly: true,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/user/:userId",
    summary:
      "Deletes the account with the password: every row of every table and every photo; the session ends",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    body: deleteAccountBody,
    response: okBody,
    parentOnly: true,
  }),
} as const;
