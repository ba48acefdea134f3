import type { CaseVerdict } from "../../../domain/cases/verdict";
import { OUTCOME_LABELS } from "../../../domain/cases/words";
import type { Tx } from "../../db/client";
import { evidenceOf } from "./presenter";
import { findPattern, lockPatterns, type PatternEvidence, updatePattern } from "./repo";

/** What a stored pattern keeps of a case's verdict, shown with the pattern. */
export type PatternCaseVerdict = NonNullable<PatternEvidence["caseVerdict"]>;

/**
 * A closed case speaks for its clue, visibly: "very likely a trigger" confirms a pending
 * pattern, "probably not a trigger" lowers its confidence to the case's probability, and every
 * verdict is kept with the pattern so the Patterns page shows it. Answers whether the clue was
 * confirmed by it (its pattern badges are then due).
 */
export async function applyCaseVerdict(
  tx: Tx,
  userId: string,
  patternId: string,
  caseId: string,
  verdict: CaseVerdict,
): Promise<boolean> {
  await lockPatterns(tx, userId);
  const row = await findPattern(tx, userId, patternId);
  if (!row) return false;
  const named = verdict.foods.find((f) => f.outcome === "trigger") ?? verdict.foods[0];
  // Whole percent, and none with "not enough evidence" (the words give no number then).
  const probability =
    named.outcome === "not-enough"
      ? null
      : Math.min(99, Math.max(1, Math.round(named.probability * 100)));
  const caseVerdict: PatternCaseVerdict = {
    caseId,
    outcome: named.outcome,
    label: OUTCOME_LABELS[named.outcome],
    food: named.food,
    probability,
    evidence: named.evidence,
  };
  const evidence = { ...evidenceOf(row), caseVerdict };
  if (named.outcome === "trigger") {
    const status = row.status === "pending" ? "confirmed" : row.status;
    await updatePattern(tx, userId, patternId, { status, evidence });
    return status !== row.status;
  }
  if (named.outcome === "not-trigger" && probability !== null) {
    const confidence = Math.min(row.confidence, probability);
    await updatePattern(tx, userId, patternId, { confidence, evidence });
  } else {
    await updatePattern(tx, userId, patternId, { evidence });
  }
  return false;
}

/** A fresh confidence from the engine, held down by a "probably not" verdict on the clue. */
export function confidenceAfterVerdict(confidence: number, evidence: PatternEvidence): number {
  const v = evidence.caseVerdict;
  return v && v.outcome === "not-trigger" && v.probability != null
    ? Math.min(confidence, v.probability)
    : confidence;
}
