import { z } from "zod";

/** Today's mission (SPEC 3 daily_missions) with the day's meal count. */
export const mission = z.object({
  id: z.string(),
  userId: z.string(),
  mission: z.string(),
  description: z.string(),
  completed: z.boolean(),
  date: z.string(),
  unlockedFact: z.string().nullable(),
  unlockedJoke: z.string().nullable(),
  hasLoggedBreakfast: z.boolean(),
  hasLoggedLunch: z.boolean(),
  mealsLogged: z.number().int(),
  mealsGoal: z.number().int(),
});
export type Mission = z.infer<typeof mission>;
