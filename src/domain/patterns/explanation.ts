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
  /** For a component ("dairy"), the foods it was seen in, most often first. */
  readonly members?: readonly string[];
  /** The food was drunk rather than eaten in most of its meals ("after drinking milk"). */
  readonly drunk?: boolean;
}

/** How many of a component's foods a sentence names. */
const MEMBERS_SHOWN = 4;

/** "milk", "milk and cheese", "milk, cheese and pizza". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * One plain sentence a parent can check against the diary, e.g.
 * "Ouchy 5 of 6 times within 1 to 4 hours after milk, against 1 of 9 times after other meals";
 * a drink is "after drinking milk", a component names the foods it was seen in: "after dairy
 * (milk, cheese and pizza)".
 */
export function explainFinding(facts: ExplanationFacts): string {
  const { from, to } = facts.windowHours;
  const span = `within ${formatHours(from)} to ${formatHours(to)} hours`;
  const together = facts.together ?? "mostly";
  const item = facts.drunk && !facts.grouped ? `drinking ${facts.foodItem}` : facts.foodItem;
  const seenIn = facts.members?.slice(0, MEMBERS_SHOWN) ?? [];
  const food = facts.grouped
    ? `${item} (${together} eaten together)`
    : seenIn.length > 0
      ? `${item} (${listWords(seenIn)})`
      : item;
  const after = `${facts.occurrences} of ${facts.exposures} times ${span} after ${food}`;
  const against = `${facts.baselineReactions} of ${facts.baselineMeals} times after other meals`;
  return `${DISCOMFORT_PHRASES[facts.kind]} ${after}, against ${against}`;
}

function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
