import { normaliseFoodName } from "./prepare";
import type { PatternFinding } from "./types";

/** The stored statuses of a pattern (SPEC 3: default 'pending'). */
export const PATTERN_STATUSES = ["pending", "confirmed", "dismissed"] as const;

/** A stored pattern status. */
export type PatternStatus = (typeof PATTERN_STATUSES)[number];

/** A dismissed pattern comes back only with at least this many more occurrences. */
export const REOPEN_MIN_EXTRA_OCCURRENCES = 3;

/** A pattern as stored for a user, with the evidence it had when it was dismissed. */
export interface StoredPattern {
  readonly id: string;
  readonly foodItem: string;
  readonly feelingCorrelation: string;
  readonly confidence: number;
  readonly occurrences: number;
  readonly status: PatternStatus;
  /** Occurrences when the user dismissed it; null unless dismissed. */
  readonly dismissedOccurrences: number | null;
  /** Confidence when the user dismissed it; null unless dismissed. */
  readonly dismissedConfidence: number | null;
}

/** What the caller must do with a reconciled pattern. */
export type ReconcileAction = "create" | "update" | "keep" | "reopen" | "remove";

/** A pattern after reconciliation: id null for a new one; remove means delete the stored row. */
export interface ReconciledPattern extends Omit<StoredPattern, "id"> {
  readonly id: string | null;
  readonly action: ReconcileAction;
}

/** The stored pattern after the user dismisses it: the evidence it had is remembered. */
export function dismissPattern(pattern: StoredPattern): StoredPattern {
  return {
    ...pattern,
    status: "dismissed",
    dismissedOccurrences: pattern.occurrences,
    dismissedConfidence: pattern.confidence,
  };
}

/**
 * Merges fresh findings into the stored patterns. New ones are pending. A confirmed pattern
 * keeps its status (its numbers follow the evidence, and it is kept when the evidence fades).
 * A dismissed one stays dismissed, and holds back new findings for the same food, until its
 * evidence has grown clearly: at least REOPEN_MIN_EXTRA_OCCURRENCES more occurrences at no
 * lower confidence than when it was dismissed; it then returns to pending. A pending pattern
 * the evidence no longer supports is removed.
 */
export function reconcile(
  previous: readonly StoredPattern[],
  findings: readonly PatternFinding[],
): ReconciledPattern[] {
  const byKey = new Map(previous.map((p) => [keyOf(p.foodItem, p.feelingCorrelation), p]));
  const matched = new Set<StoredPattern>();
  const result: ReconciledPattern[] = [];
  for (const finding of findings) {
    const stored = byKey.get(keyOf(finding.foodItem, finding.feelingCorrelation));
    if (stored) {
      matched.add(stored);
      result.push(follow(stored, finding));
      continue;
    }
    const dismissals = previous.filter(
      (p) => p.status === "dismissed" && sameFood(p.foodItem, finding.foodItem),
    );
    if (dismissals.some((p) => !grownSinceDismissal(p, finding))) continue;
    result.push({
      id: null,
      foodItem: finding.foodItem,
      feelingCorrelation: finding.feelingCorrelation,
      confidence: finding.confidence,
      occurrences: finding.occurrences,
      status: "pending",
      dismissedOccurrences: null,
      dismissedConfidence: null,
      action: "create",
    });
  }
  for (const stored of previous) {
    if (matched.has(stored)) continue;
    result.push({ ...stored, action: stored.status === "pending" ? "remove" : "keep" });
  }
  return result;
}

/** A stored pattern with a current finding for the same food and feeling. */
function follow(stored: StoredPattern, finding: PatternFinding): ReconciledPattern {
  const numbers = { confidence: finding.confidence, occurrences: finding.occurrences };
  const changed =
    numbers.confidence !== stored.confidence || numbers.occurrences !== stored.occurrences;
  if (stored.status === "dismissed") {
    const snapshot = {
      dismissedOccurrences: stored.dismissedOccurrences ?? stored.occurrences,
      dismissedConfidence: stored.dismissedConfidence ?? stored.confidence,
    };
    if (grownSinceDismissal({ ...stored, ...snapshot }, finding)) {
      return {
        ...stored,
        ...numbers,
        status: "pending",
        dismissedOccurrences: null,
        dismissedConfidence: null,
        action: "reopen",
      };
    }
    const snapshotMissing = stored.dismissedOccurrences === null;
    const action = changed || snapshotMissing ? "update" : "keep";
    return { ...stored, ...numbers, ...snapshot, action };
  }
  return { ...stored, ...numbers, action: changed ? "update" : "keep" };
}

function grownSinceDismissal(stored: StoredPattern, finding: PatternFinding): boolean {
  const occurrences = stored.dismissedOccurrences ?? stored.occurrences;
  const confidence = stored.dismissedConfidence ?? stored.confidence;
  return (
    finding.occurrences >= occurrences + REOPEN_MIN_EXTRA_OCCURRENCES &&
    finding.confidence >= confidence
  );
}

function keyOf(foodItem: string, feeling: string): string {
  return `${normaliseFoodName(foodItem)}\u0000${feeling.trim().toLowerCase()}`;
}

/** Whether two food items name a food in common ("milk" and "milk or cereal" do). */
function sameFood(a: string, b: string): boolean {
  const foods = (item: string) => item.split(" or ").map(normaliseFoodName);
  const left = foods(a);
  return foods(b).some((food) => left.includes(food));
}
