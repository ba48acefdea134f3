import { z } from "zod";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";

/** The award a finished day earns, as the Badge Earned notice shows it (SPEC 3). */
export const dayBadge = z.object({
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

/** The Daily Report's call (SPEC 7). */
export const dailyReviewEndpoints = {
  completeDay: endpoint({
    method: "POST",
    path: "/api/complete-day/:userId",
    summary:
      "Finishes the detective's local day once: records it, gives the finished-day points and answers the day's award; later calls that day answer alreadyEarned",
    access: "signed-in",
    params: userIdParams,
    response: completeDayResponse,
  }),
} as const;
