import { z } from "zod";
import { isLocalDate } from "../domain/local-day";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";
import { boundedString } from "./text";

/** The award a finished day earns, as the Badge Earned notice shows it (SPEC 3). */
export const dayBadge = z.object({
  /** The badge's key, which screens word it by (answers stored before it had none). */
  id: z.string().optional(),
  icon: z.string(),
  name: z.string(),
  description: z.string(),
});
export type DayBadge = z.infer<typeof dayBadge>;

/** SPEC 3 "Complete-day response": the day's badge on the first call, else alreadyEarned. */
export const completeDayResponse = z.union([
  z.object({ badge: dayBadge }),
  z.object({ alreadyEarned: z.literal(true) }),
]);
export type CompleteDayResponse = z.infer<typeof completeDayResponse>;

/**
 * The day to finish, as the child's phone saw it when Finish Day was tapped: a day finished
 * without a connection is sent later, maybe after midnight (ADR 049). Without it, today.
 */
export const completeDayBody = z
  .object({
    date: boundedString(10, "errors.invalidDay", "errors.invalidDay")
      .refine(isLocalDate, "errors.invalidDay")
      .optional(),
  })
  .nullish();
export type CompleteDayBody = z.input<typeof completeDayBody>;

/** The Daily Report's call (SPEC 7). */
export const dailyReviewEndpoints = {
  completeDay: endpoint({
    method: "POST",
    path: "/api/complete-day/:userId",
    summary:
      "Finishes the detective's local day once (today, or the day in the body: today or yesterday): records it, gives the finished-day points and answers the day's award; later calls for a finished day answer alreadyEarned",
    access: "signed-in",
    child: { from: "params", need: "log" },
    params: userIdParams,
    body: completeDayBody,
    response: completeDayResponse,
    idempotent: true,
  }),
} as const;
