import type { Pattern, PatternStatusBody } from "../../../contracts/patterns";
import {
  dismissPattern,
  type PatternStatus,
  reconcile,
  type StoredPattern,
} from "../../../domain/patterns/reconcile";
import type { PatternFinding } from "../../../domain/patterns/types";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import type { Player } from "../game/diary-write";
import { writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import { confidenceAfterVerdict, presentPatterns, verdictsForPatterns } from "./case-verdict";
import type { DetectPatterns } from "./engine";
import { evidenceOf, presentPattern, verdictCaseIdOf } from "./presenter";
import {
  deletePattern,
  diaryForPatterns,
  findPattern,
  insertPattern,
  lockPatterns,
  type PatternEvidence,
  type PatternRow,
  patternsOf,
  patternsUnderOpenCase,
  updatePattern,
} from "./repo";

function toStored(row: PatternRow): StoredPattern {
  const e = evidenceOf(row);
  return {
    id: row.id,
    foodItem: row.foodItem,
    feelingCorrelation: row.feelingCorrelation,
    confidence: row.confidence,
    occurrences: row.occurrences,
    status: row.status as PatternStatus,
    dismissedOccurrences: e.dismissedOccurrences ?? null,
    dismissedConfidence: e.dismissedConfidence ?? null,
  };
}

function findingEvidence(f: PatternFinding): PatternEvidence {
  return {
    explanation: f.explanation,
    exposures: f.exposures,
    baselineMeals: f.baselineMeals,
    baselineReactions: f.baselineReactions,
    windowHours: f.windowHours,
  };
}

const keyOf = (food: string, feeling: string) =>
  `${food.toLowerCase()}\u0000${feeling.toLowerCase()}`;

/**
 * Runs the engine (in its worker thread) over the user's whole diary and stores the result: new patterns pending,
 * confirmed ones never changed in status, dismissed ones back only on clearly grown evidence.
 */
export function refreshPatterns(db: Db, userId: string, detect: DetectPatterns): Promise<void> {
  return db.transaction(async (tx) => {
    await lockPatterns(tx, userId);
    const diary = await diaryForPatterns(tx, userId);
    const findings = await detect(diary.meals, diary.checks);
    const byKey = new Map(findings.map((f) => [keyOf(f.foodItem, f.feelingCorrelation), f]));
    const rows = await patternsOf(tx, userId);
    const investigated = new Set(await patternsUnderOpenCase(tx, userId));
    const rowById = new Map(rows.map((r) => [r.id, r]));
    const verdicts = await verdictsForPatterns(tx, userId, rows);
    for (const next of reconcile(rows.map(toStored), findings)) {
      const finding = byKey.get(keyOf(next.foodItem, next.feelingCorrelation));
      const snapshot = {
        dismissedOccurrences: next.dismissedOccurrences,
        dismissedConfidence: next.dismissedConfidence,
      };
      const numbers = {
        confidence: next.confidence,
        occurrences: next.occurrences,
        status: next.status,
      };
      if (next.action === "create" && finding) {
        await insertPattern(tx, {
          userId,
          foodItem: next.foodItem,
          feelingCorrelation: next.feelingCorrelation,
          ...numbers,
          evidence: { ...findingEvidence(finding), ...snapshot },
        });
      } else if ((next.action === "update" || next.action === "reopen") && next.id) {
        const old = rowById.get(next.id);
        const caseId = old ? verdictCaseIdOf(old) : null;
        const evidence = {
          ...(old ? evidenceOf(old) : {}),
          ...(finding ? findingEvidence(finding) : {}),
          ...snapshot,
          // Only the reference: a copy an older row kept of the case's verdict is dropped.
          ...(caseId ? { caseVerdict: { caseId } } : {}),
        };
        const verdict = caseId ? verdicts.get(caseId) : undefined;
        const confidence = confidenceAfterVerdict(numbers.confidence, verdict);
        await updatePattern(tx, userId, next.id, { ...numbers, confidence, evidence });
      } else if (next.action === "remove" && next.id && !investigated.has(next.id)) {
        // A clue under a running case stays until its verdict speaks for it.
        await deletePattern(tx, userId, next.id);
      }
    }
  });
}

/** The user's patterns: pending first, then confirmed, then dismissed; most confident first. */
export async function listPatterns(db: Db, userId: string): Promise<Pattern[]> {
  const order = { pending: 0, confirmed: 1, dismissed: 2 } as const;
  const rows = await presentPatterns(db, userId, await patternsOf(db, userId));
  return rows.sort((a, b) => order[a.status] - order[b.status] || b.confidence - a.confidence);
}

/** Confirms or dismisses a pending pattern; pattern badges are awarded when their rule holds. */
export function setPatternStatus(
  db: Db,
  player: Player,
  id: string,
  status: PatternStatusBody["status"],
) {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    await lockPatterns(tx, player.id);
    const row = await findPattern(tx, player.id, id);
    if (!row) throw notFound("errors.patternNotFound");
    if (row.status !== "pending")
      throw conflict("errors.patternAlreadyJudged", "conflict", { status: row.status });
    // A dismissal remembers the evidence it had, by the same rule reconcile reads it back with.
    const dismissed = status === "dismissed" ? dismissPattern(toStored(row)) : undefined;
    const evidence = dismissed
      ? {
          ...evidenceOf(row),
          dismissedOccurrences: dismissed.dismissedOccurrences,
          dismissedConfidence: dismissed.dismissedConfidence,
        }
      : evidenceOf(row);
    const updated = await updatePattern(tx, player.id, id, { status, evidence });
    if (!updated) throw notFound("errors.patternNotFound");
    w.patterns = true;
    const newBadges = await settleProgress(w);
    const verdicts = await verdictsForPatterns(tx, player.id, [updated]);
    return { ...presentPattern(updated, verdicts), newBadges };
  });
}
