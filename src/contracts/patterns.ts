import { z } from "zod";
import { VERDICT_OUTCOMES } from "../domain/cases/types";
import type { PatternExplanation } from "../domain/patterns/explanation";
import { DISCOMFORT_KINDS } from "../domain/patterns/types";
import { earnedBadge, idParams, userIdParams } from "./common";
import { endpoint } from "./endpoint";

const count = z.number().int().min(0);
const hours = z.number().min(0).max(1000);

/**
 * The facts of a pattern's explanation (domain/patterns/explanation.ts), worded by the reader
 * (src/i18n/words/patterns.ts); words stored before facts that could not be read as facts come
 * as logged text, shown unchanged.
 */
export const patternExplanation = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("finding"),
    foods: z.array(z.string()).min(1).readonly(),
    together: z.enum(["mostly", "often"]),
    kind: z.enum(DISCOMFORT_KINDS),
    windowHours: z.object({ from: hours, to: hours }),
    exposures: count,
    occurrences: count,
    baselineMeals: count,
    baselineReactions: count,
    members: z.array(z.string()).readonly(),
    drunk: z.boolean(),
  }),
  z.object({ type: z.literal("asLogged"), text: z.string() }),
]) satisfies z.ZodType<PatternExplanation>;

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
  /**
   * Plain English words a parent and a doctor can check ("Pain (Ouchy) 5 of 6 times within 1 to
   * 4 hours after milk..."), for API clients; screens word `explanationFacts` in their language.
   */
  explanation: z.string(),
  /** The explanation's facts; none for a pattern that never had one. */
  explanationFacts: patternExplanation.nullable().default(null),
  exposures: z.number().int(),
  baselineMeals: z.number().int(),
  baselineReactions: z.number().int(),
  windowHours: z.object({ from: z.number(), to: z.number() }),
  /** The verdict of a case opened from this clue, shown with it (never applied silently). */
  caseVerdict: z
    .object({
      caseId: z.string(),
      outcome: z.enum(VERDICT_OUTCOMES),
      label: z.string(),
      food: z.string(),
      /** Whole percent; none with "not enough evidence". */
      probability: z.number().int().nullable(),
      evidence: z.string(),
    })
    .nullish(),
});
export type Pattern = z.infer<typeof pattern>;

/** POST /api/patterns/{id}/status: confirm or dismiss a pending pattern (SPEC 4). */
export const patternStatusBody = z.object({
  status: z.enum(["confirmed", "dismissed"], { error: "errors.patternStatus" }),
});
export type PatternStatusBody = z.infer<typeof patternStatusBody>;

/** A pattern after a status change, with any badge the confirmation earned. */
export const patternWithBadges = pattern.extend({ newBadges: z.array(earnedBadge) });

/** The pattern calls (SPEC 7). */
export const patternEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/patterns/:userId",
    summary: "Every pattern of the detective, with its evidence",
    access: "signed-in",
    child: { from: "params", need: "read" },
    params: userIdParams,
    response: z.array(pattern),
  }),
  setStatus: endpoint({
    method: "POST",
    path: "/api/patterns/:id/status",
    summary: "Confirms or dismisses a pending pattern (409 if it is not pending)",
    access: "signed-in",
    child: { from: "record", need: "owner" },
    params: idParams,
    body: patternStatusBody,
    response: patternWithBadges,
    parentOnly: true,
  }),
} as const;
