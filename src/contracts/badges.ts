import { z } from "zod";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";

/**
 * A badge the detective has: when it was first earned. A day award can be earned on many
 * days: it is listed once, with how many days earned it and the latest (decision 008).
 */
export const earnedBadgeEntry = z.object({
  badgeId: z.string(),
  earnedAt: z.string(),
  timesEarned: z.number().int().min(1),
  lastEarnedAt: z.string(),
});
export type EarnedBadgeEntry = z.infer<typeof earnedBadgeEntry>;

/** A badge of the catalogue (SPEC 3 badges), with its requirement in a child's words. */
export const availableBadge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  points: z.number().int(),
  requirement: z.string(),
});
export type AvailableBadge = z.infer<typeof availableBadge>;

/** How close the detective is to a badge, e.g. 7 of 10 tummy checks. */
export const badgeProgressEntry = z.object({
  badgeId: z.string(),
  current: z.number().int().min(0),
  target: z.number().int().min(1),
});
export type BadgeProgressEntry = z.infer<typeof badgeProgressEntry>;

/** GET /api/badges/{userId} answer (SPEC 3 "Badges response", plus progress). */
export const badgesResponse = z.object({
  earned: z.array(earnedBadgeEntry),
  available: z.array(availableBadge),
  progress: z.array(badgeProgressEntry),
});
export type BadgesResponse = z.infer<typeof badgesResponse>;

/** The badges call (SPEC 7). */
export const badgeEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/badges/:userId",
    summary: "Badges earned (milestones once, day awards with a count), the catalogue, progress",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: badgesResponse,
  }),
} as const;
