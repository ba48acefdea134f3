import { DISCOMFORT_PHRASES, type DiscomfortKind, type WindowHours } from "./types";

/** The counts an explanation is made of. */
export interface ExplanationFacts {
  readonly foodItem: string;
  /** Several foods eaten together. */
  readonly grouped: boolean;
  /** How much of the time the grouped foods come together ("mostly" when not given). */
  readonly together?: "mostly" | "often";
  readonly kind: DiscomfortKind;
  readonly windowHours: WindowHours;
  readonly exposures: number;
  readonly occurrences: number;
  readonly baselineMeals: number;
  readonly baselineReactions: number;
}

/**
 * One plain sentence a parent can check against the diary, e.g.
 * "Ouchy 5 of 6 times within 1 to 4 hours after milk, against 1 of 9 times after other meals".
 */
export function explainFinding(facts: ExplanationFacts): string {
  const { from, to } = facts.windowHours;
  const span = `within ${formatHours(from)} to ${formatHours(to)} hours`;
  const together = facts.together ?? "mostly";
  const food = facts.grouped ? `${facts.foodItem} (${together} eaten together)` : facts.foodItem;
  const after = `${facts.occurrences} of ${facts.exposures} times ${span} after ${food}`;
  const against = `${facts.baselineReactions} of ${facts.baselineMeals} times after other meals`;
  return `${DISCOMFORT_PHRASES[facts.kind]} ${after}, against ${against}`;
}

function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
