import { z } from "zod";
import { patternExplanation } from "../../contracts/patterns";

const count = z.number().int().min(0);

/**
 * A pattern's stored evidence (`patterns.evidence`), parsed on every read: the finding's
 * explanation as facts (or older words kept as logged), its counts and window, the dismissal
 * snapshot and the case whose verdict speaks for the clue.
 */
export const patternEvidence = z.object({
  /**
   * Facts; a plain string is words written before facts (migration 0018 turned the ones it
   * could read into facts), kept as logged.
   */
  explanation: z
    .union([
      patternExplanation,
      z.string().transform((text) => ({ type: "asLogged" as const, text })),
    ])
    .optional(),
  exposures: count.optional(),
  baselineMeals: count.optional(),
  baselineReactions: count.optional(),
  windowHours: z.object({ from: z.number(), to: z.number() }).optional(),
  dismissedOccurrences: z.number().nullish(),
  dismissedConfidence: z.number().nullish(),
  /**
   * A reference only, the verdict itself is the case's (`cases.verdict`). Rows written before
   * held a copy of the presented verdict besides the id; those fields are dropped on read.
   */
  caseVerdict: z.object({ caseId: z.string() }).optional().catch(undefined),
});

/** What a pattern row keeps besides the SPEC columns. */
export type PatternEvidence = z.infer<typeof patternEvidence>;

/** The stored evidence of a pattern row; a row that does not parse is a defect, not data. */
export function evidenceData(stored: unknown): PatternEvidence {
  return patternEvidence.parse(stored);
}
