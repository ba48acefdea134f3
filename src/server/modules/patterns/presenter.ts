import type { Pattern } from "../../../contracts/patterns";
import type { CaseVerdict, FoodVerdict } from "../../../domain/cases/verdict";
import type { PatternStatus } from "../../../domain/patterns/reconcile";
import { foodEvidenceWords, outcomeWords } from "../../../i18n/words/cases";
import { explanationWords } from "../../../i18n/words/patterns";
import { evidenceData } from "../../db/pattern-evidence";
import { translatorFor } from "../../lib/i18n";
import type { PatternEvidence, PatternRow } from "./repo";

const english = translatorFor("en").t;

/** The evidence a stored pattern carries, parsed with its schema. */
export function evidenceOf(row: PatternRow): PatternEvidence {
  return evidenceData(row.evidence);
}

/** The case whose verdict spoke for the clue, if any (old rows' copied fields are not read). */
export function verdictCaseIdOf(row: PatternRow): string | null {
  const ref = evidenceOf(row).caseVerdict;
  return typeof ref?.caseId === "string" ? ref.caseId : null;
}

/** The food of a case's verdict that speaks for its clue: the trigger, else the suspect. */
export function verdictOnClue(verdict: CaseVerdict): FoodVerdict {
  return verdict.foods.find((f) => f.outcome === "trigger") ?? verdict.foods[0];
}

/** The clue's verdict in whole percent; none with "not enough evidence" (its words give none). */
export function cluePercent(food: FoodVerdict): number | null {
  return food.outcome === "not-enough"
    ? null
    : Math.min(99, Math.max(1, Math.round(food.probability * 100)));
}

function presentCaseVerdict(caseId: string, verdict: CaseVerdict): Pattern["caseVerdict"] {
  const named = verdictOnClue(verdict);
  // The case's facts in English words, as the Patterns answer has always carried them.
  const { t } = translatorFor("en");
  return {
    caseId,
    outcome: named.outcome,
    label: outcomeWords(t, named.outcome),
    food: named.food,
    probability: cluePercent(named),
    evidence: foodEvidenceWords(t, named),
  };
}

/**
 * A pattern as the client sees it; its case's verdict is read from the case (`verdicts`, by
 * case id), where it is stored once.
 */
export function presentPattern(
  row: PatternRow,
  verdicts: ReadonlyMap<string, CaseVerdict>,
): Pattern {
  const e = evidenceOf(row);
  const caseId = verdictCaseIdOf(row);
  const verdict = caseId ? verdicts.get(caseId) : undefined;
  return {
    id: row.id,
    userId: row.userId,
    foodItem: row.foodItem,
    feelingCorrelation: row.feelingCorrelation,
    confidence: row.confidence,
    occurrences: row.occurrences,
    status: row.status as PatternStatus,
    createdAt: row.createdAt.toISOString(),
    // In English for API clients and reports; older words kept as logged read as they always did.
    explanation: e.explanation ? explanationWords(english, e.explanation) : "",
    explanationFacts: e.explanation ?? null,
    exposures: e.exposures ?? 0,
    baselineMeals: e.baselineMeals ?? 0,
    baselineReactions: e.baselineReactions ?? 0,
    windowHours: e.windowHours ?? { from: 1, to: 4 },
    caseVerdict: caseId && verdict ? presentCaseVerdict(caseId, verdict) : null,
  };
}
