import type { Pattern } from "../../../contracts/patterns";
import type { PatternStatus } from "../../../domain/patterns/reconcile";
import type { PatternEvidence, PatternRow } from "./repo";

/** The evidence a stored pattern carries. */
export function evidenceOf(row: PatternRow): PatternEvidence {
  return row.evidence as PatternEvidence;
}

/** A pattern as the client sees it. */
export function presentPattern(row: PatternRow): Pattern {
  const e = evidenceOf(row);
  return {
    id: row.id,
    userId: row.userId,
    foodItem: row.foodItem,
    feelingCorrelation: row.feelingCorrelation,
    confidence: row.confidence,
    occurrences: row.occurrences,
    status: row.status as PatternStatus,
    createdAt: row.createdAt.toISOString(),
    explanation: e.explanation ?? "",
    exposures: e.exposures ?? 0,
    baselineMeals: e.baselineMeals ?? 0,
    baselineReactions: e.baselineReactions ?? 0,
    windowHours: e.windowHours ?? { from: 1, to: 4 },
    caseVerdict: e.caseVerdict ?? null,
  };
}
