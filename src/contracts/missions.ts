import { z } from "zod";
import { idParams, userIdParams } from "./common";
import { endpoint } from "./endpoint";

/** Today's mission (SPEC 3 daily_missions) with the day's meal count. */
export const mission = z.object({
  id: z.string(),
  userId: z.string(),
  mission: z.string(),
  description: z.string(),
  completed: z.boolean(),
  date: z.string(),
  /** The day's fact in English, as stored (SPEC 3); screens word `unlockedFactId`. */
  unlockedFact: z.string().nullable(),
  unlockedJoke: z.string().nullable(),
  /** The id of the unlocked fact ("fact07"); none when locked or stored in words no id has. */
  unlockedFactId: z.string().nullable(),
  /** The id of the unlocked joke ("joke12"); none when locked or stored in words no id has. */
  unlockedJokeId: z.string().nullable(),
  hasLoggedBreakfast: z.boolean(),
  hasLoggedLunch: z.boolean(),
  mealsLogged: z.number().int(),
  mealsGoal: z.number().int(),
});
export type Mission = z.infer<typeof mission>;

/** The daily mission's calls (SPEC 7). */
export const missionEndpoints = {
  today: endpoint({
    method: "GET",
    path: "/api/missions/today/:userId",
    summary: "Today's mission, created on the first read of the day",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: mission,
  }),
  complete: endpoint({
    method: "POST",
    path: "/api/missions/:id/complete",
    summary: "Completes today's mission once 3 meals are logged",
    access: "signed-in",
    child: { from: "record", need: "log" },
    params: idParams,
    response: mission,
  }),
} as const;
