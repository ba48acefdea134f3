import { z } from "zod";

/** A pattern as the Patterns page and the parent dashboard show it, with its evidence. */
export const pattern = z.object({
  id: z.string(),
  userId: z.string(),
  foodItem: z.string(),
  feelingCorrelation: z.string(),
  confidence: z.number().int(),
  occurrences: z.number().int(),
  status: z.enum(["pending", "confirmed", "dismissed"]),
  createdAt: z.string(),
  /** Plain words a parent and a doctor can check ("Ouchy 5 of 6 times within 3 hours after milk..."). */
  explanation: z.string(),
  exposures: z.number().int(),
  baselineMeals: z.number().int(),
  baselineReactions: z.number().int(),
  windowHours: z.object({ from: z.number(), to: z.number() }),
});
export type Pattern = z.infer<typeof pattern>;

/** POST /api/patterns/{id}/status: confirm or dismiss a pending pattern (SPEC 4). */
export const patternStatusBody = z.object({
  status: z.enum(["confirmed", "dismissed"], { error: "Status must be confirmed or dismissed" }),
});
export type PatternStatusBody = z.infer<typeof patternStatusBody>;
