import type { FoodEvidence } from "../../i18n/words/cases";
import type { VerdictOutcome } from "../cases/types";
import type { PatternExplanation } from "../patterns/explanation";
import { hoursSlept } from "../sleep";
/**
 * The diary of an export as reports read it (SPEC 3 "Export data"). Structural types, so the
 * contracts' parsed answer fits them without a copy.
 */
export interface ExportMeal {
  readonly mealType: string;
  readonly detectedFoods: readonly string[];
  /** A list, or a comma-separated string in older exports (SPEC 3). */
  readonly manualFoods: readonly string[] | string;
  readonly aiConfidence: number;
  readonly timestamp: string;
  /** What the recogniser said of each detected food, when it said it. */
  readonly aiDetectedFoods?: readonly { name: string; category?: string | null }[] | null;
  /** The name of the grown-up's login that logged it; none for the child's own (ADR 065). */
  readonly loggedByName?: string | null;
}

export interface ExportTummyCheck {
  readonly id?: string;
  readonly feeling: string;
  readonly bathroomEvent: string | null;
  readonly notes: string | null;
  readonly timestamp: string;
  /** Who reported it: child, parent or carer (ADR 062); older exports have none. */
  readonly reporter?: string;
  readonly reporterName?: string | null;
  /** The check whose stool this one rates again. */
  readonly sameAsId?: string | null;
  /** The type on the children's 5-type scale, when the stool was rated on it (ADR 063). */
  readonly childStoolType?: number | null;
  readonly alarmSigns?: readonly string[];
  /** The scale the feeling was asked on (ADR 066); older exports have none: three faces. */
  readonly feelingScale?: string;
  /** The name of the grown-up's login that logged it; none for the child's own (ADR 065). */
  readonly loggedByName?: string | null;
}

export interface ExportSleepLog {
  readonly bedtime: string;
  readonly morningMood: string | null;
  readonly morningMoodTime: string | null;
  readonly notes: string | null;
  /** When the child woke (ADR 063); null when not said. */
  readonly wokeAt?: string | null;
  /** The local date of the night. */
  readonly date: string;
}

export interface ExportDrink {
  readonly drinkType: string;
  readonly drinkName: string;
  readonly amountMl: number;
  readonly amountCups: number;
  readonly timestamp: string;
  /** The name of the grown-up's login that logged it; none for the child's own (ADR 065). */
  readonly loggedByName?: string | null;
}

export interface ExportPattern {
  readonly foodItem: string;
  readonly feelingCorrelation: string;
  readonly confidence: number;
  readonly occurrences: number;
  readonly status: string;
  readonly explanation: string;
  /** The explanation's facts, worded in the report's language; older exports have none. */
  readonly explanationFacts?: PatternExplanation | null;
  readonly createdAt: string;
}

/** A food challenge case closed with a verdict, as the patterns report lists it. */
export interface ExportCase {
  readonly suspect: string;
  readonly partner: string | null;
  readonly startDate: string;
  readonly endDate: string;
  /** The verdict's facts (worded by src/i18n/words/cases.ts). */
  readonly verdict: {
    readonly finalAfterDays: number | null;
    readonly foods: readonly (FoodEvidence & {
      readonly outcome: VerdictOutcome;
      /** Whole percent; none with "not enough evidence". */
      readonly probability: number | null;
    })[];
  } | null;
}

/** Everything an export holds, each list possibly empty. */
export interface DiaryExport {
  readonly meals: readonly ExportMeal[];
  readonly tummyChecks: readonly ExportTummyCheck[];
  readonly sleepLogs: readonly ExportSleepLog[];
  readonly drinks: readonly ExportDrink[];
  readonly patterns: readonly ExportPattern[];
  /** Food challenge cases closed with a verdict. */
  readonly cases?: readonly ExportCase[];
  /** The evening review's school answers (ADR 067); older exports have none. */
  readonly schoolDays?: readonly { readonly date: string; readonly answer: string }[];
  /** The alarm signs of the child's history, dated (ADR 062). */
  readonly profileSigns?: readonly { readonly sign: string; readonly since: string }[];
}

/** How a pattern status reads in reports: pending is 'Investigating' (SPEC 4). */
export function patternStatusLabel(status: string): string {
  if (status === "confirmed") return "Confirmed";
  if (status === "pending") return "Investigating";
  if (status === "dismissed") return "Dismissed";
  return status;
}

/** Hours slept from bedtime to waking, to one decimal; null without a waking time (ADR 063). */
export function sleepHours(log: Pick<ExportSleepLog, "bedtime" | "wokeAt">): number | null {
  return hoursSlept(log);
}

/** SPEC 9 "Display limits": at most 3 pending patterns on the parent page. */
export const PARENT_PENDING_PATTERNS_MAX = 3;

/** The parent summary's patterns: every confirmed one, and the 3 likeliest pending ones. */
export function parentPatternSummary<P extends Pick<ExportPattern, "status" | "confidence">>(
  patterns: readonly P[],
): { confirmed: P[]; investigating: P[] } {
  const byConfidence = (a: P, b: P) => b.confidence - a.confidence;
  return {
    confirmed: patterns.filter((p) => p.status === "confirmed").sort(byConfidence),
    investigating: patterns
      .filter((p) => p.status === "pending")
      .sort(byConfidence)
      .slice(0, PARENT_PENDING_PATTERNS_MAX),
  };
}
