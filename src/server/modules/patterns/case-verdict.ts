import type { Pattern } from "../../../contracts/patterns";
import type { CaseVerdict } from "../../../domain/cases/verdict";
import type { Tx } from "../../db/client";
import {
  cluePercent,
  evidenceOf,
  presentPattern,
  verdictCaseIdOf,
  verdictOnClue,
} from "./presenter";
import { caseVerdictsOf, findPattern, lockPatterns, type PatternRow, updatePattern } from "./repo";

/**
 * A closed case speaks for its clue, visibly: "very likely a trigger" confirms a pending
 * pattern, "probably not a trigger" lowers its confidence to the case's probability, and the
 * pattern keeps the case's id (the verdict itself stays the case's) so the Patterns page shows
 * it. Answers whether the clue was confirmed by it (its pattern badges are then due).
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
  const named = verdictOnClue(verdict);
  const probability = cluePercent(named);
  const evidence = { ...evidenceOf(row), caseVerdict: { caseId } };
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

/**
 * A fresh confidence from the engine, held down by a "probably not" verdict on the clue (the
 * case's stored verdict, read by the case id the pattern keeps).
 */
export function confidenceAfterVerdict(
  confidence: number,
  verdict: CaseVerdict | undefined,
): number {
  if (!verdict) return confidence;
  const named = verdictOnClue(verdict);
  const probability = cluePercent(named);
  return named.outcome === "not-trigger" && probability !== null
    ? Math.min(confidence, probability)
    : confidence;
}

/** The stored verdicts of the cases these patterns refer to, by case id. */
export function verdictsForPatterns(tx: Tx, userId: string, rows: readonly PatternRow[]) {
  return caseVerdictsOf(
    tx,
    userId,
    rows.flatMap((r) => verdictCaseIdOf(r) ?? []),
  );
}

/** Patterns as the client sees them, each with its case's verdict read from the case. */
export async function presentPatterns(
  tx: Tx,
  userId: string,
  rows: readonly PatternRow[],
): Promise<Pattern[]> {
  const verdicts = await verdictsForPatterns(tx, userId, rows);
  return rows.map((row) => presentPattern(row, verdicts));
}
