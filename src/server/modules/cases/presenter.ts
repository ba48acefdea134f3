import type { CaseVerdictView, CaseView } from "../../../contracts/cases";
import type { CasePlan } from "../../../domain/cases/types";
import type { CaseVerdict } from "../../../domain/cases/verdict";
import { dayName, OUTCOME_LABELS } from "../../../domain/cases/words";
import type { CaseRow } from "./repo";

/** The stored plan of a case. */
export function planOf(row: CaseRow): CasePlan {
  return row.plan as unknown as CasePlan;
}

const percent = (p: number) => Math.min(99, Math.max(1, Math.round(p * 100)));

/** A verdict as stored and shown: labels in a parent's words, probabilities in whole percent (1-99). */
export function presentVerdict(v: CaseVerdict): CaseVerdictView {
  return {
    outcome: v.outcome,
    label: OUTCOME_LABELS[v.outcome],
    probability: percent(v.probability),
    evidence: v.evidence,
    nextSteps: v.nextSteps,
    foods: v.foods.map((f) => ({
      ...f,
      label: OUTCOME_LABELS[f.outcome],
      probability: percent(f.probability),
    })),
    days: v.days.map((d) => ({ ...d, trouble: [...d.trouble] })),
  };
}

/** A case as the client sees it. */
export function presentCase(row: CaseRow): CaseView {
  const plan = planOf(row);
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
      name: dayName(plan, d.kind),
      kept: row.marks[d.date] ?? null,
    })),
    lagWindow: plan.lagWindow,
    reasons: [...plan.reasons],
    verdict: (row.verdict as CaseVerdictView | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
