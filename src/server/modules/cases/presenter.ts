import type { CaseVerdictView, CaseView } from "../../../contracts/cases";
import { type CasePlan, MAX_CASE_TOTAL_DAYS } from "../../../domain/cases/types";
import type { CaseVerdict } from "../../../domain/cases/verdict";
import { planOf as storedPlanOf, verdictOf } from "../../db/verdict-data";
import type { CaseRow } from "./repo";

/** The stored plan of a case, parsed with its schema. */
export function planOf(row: CaseRow): CasePlan {
  return storedPlanOf(row.plan);
}

/** Whole percent (1-99); none for "not enough evidence", whose words give no number. */
const percent = (outcome: string, p: number) =>
  outcome === "not-enough" ? null : Math.min(99, Math.max(1, Math.round(p * 100)));

/**
 * A domain verdict as shown: its facts, probabilities in whole percent (the reader's screen or
 * report words them, src/i18n/words/cases.ts).
 */
export function presentVerdict(v: CaseVerdict): CaseVerdictView {
  return {
    outcome: v.outcome,
    finalAfterDays: v.finalAfterDays,
    probability: percent(v.outcome, v.probability),
    evidence: v.evidence,
    nextSteps: v.nextSteps,
    foods: v.foods.map((f) => ({
      food: f.food,
      outcome: f.outcome,
      probability: percent(f.outcome, f.probability),
      evidence: f.evidence,
      exposedDays: f.exposedDays,
      exposedTroubleDays: f.exposedTroubleDays,
      freeDays: f.freeDays,
      freeTroubleDays: f.freeTroubleDays,
      lagHours: f.lagHours,
      timedTroubleDays: f.timedTroubleDays,
    })),
    days: v.days.map((d) => ({ ...d, trouble: [...d.trouble] })),
  };
}

/**
 * Whether a case can be extended: it ended without enough evidence and has fewer than
 * MAX_CASE_TOTAL_DAYS days (7 more at a time, again and again while the evidence is undecided).
 */
export function canExtend(row: CaseRow, verdict: CaseVerdict | null): boolean {
  return (
    row.status === "closed" &&
    verdict?.outcome === "not-enough" &&
    planOf(row).days.length < MAX_CASE_TOTAL_DAYS
  );
}

/**
 * A case as the client sees it; `checked` holds the dates of an open case that have a tummy
 * check after the time that matters (days that have begun), when known.
 */
export function presentCase(
  row: CaseRow,
  checked?: { dates: Set<string>; today: string },
): CaseView {
  const plan = planOf(row);
  const verdict = verdictOf(row.verdict);
  const ill = new Set(row.illDays);
  return {
    id: row.id,
    userId: row.userId,
    patternId: row.patternId,
    suspect: row.suspect,
    partner: row.partner,
    status: row.status as CaseView["status"],
    startDate: row.startDate,
    endDate: row.endDate,
    days: plan.days.map((d) => ({
      date: d.date,
      kind: d.kind,
      kept: row.marks[d.date] ?? null,
      ill: ill.has(d.date),
      checked: checked && d.date <= checked.today ? checked.dates.has(d.date) : null,
    })),
    lagWindow: plan.lagWindow,
    reasons: [...plan.reasons],
    verdict: verdict ? presentVerdict(verdict) : null,
    extendedDays: row.extendedDays,
    canExtend: canExtend(row, verdict),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
