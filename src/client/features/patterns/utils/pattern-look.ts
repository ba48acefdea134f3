import type { Pattern } from "../../../../contracts/patterns";
/** SPEC 4: pending is shown as 'Investigating'. */
export const STATUS_LABELS = {
  pending: "Investigating",
  confirmed: "Confirmed",
  dismissed: "Dismissed",
} as const satisfies Record<Pattern["status"], string>;

// The engine stores these words as feelingCorrelation (domain/patterns DISCOMFORT_LABELS).
const FEELINGS: Record<string, { emoji: string; phrase: string }> = {
  "ouchy tummy": { emoji: "😣", phrase: "an ouchy tummy" },
  "uncomfortable tummy": { emoji: "😕", phrase: "an uncomfortable tummy" },
  "runny tummy": { emoji: "💧", phrase: "a runny tummy" },
  "tough to go": { emoji: "🐢", phrase: "tough-to-go poos" },
  "tummy trouble": { emoji: "🤢", phrase: "tummy trouble" },
};

/** How a pattern's feeling is shown: an emoji, the words with a capital, and in a sentence. */
export function feelingLook(feeling: string): { emoji: string; label: string; phrase: string } {
  const known = FEELINGS[feeling.toLowerCase()];
  return {
    emoji: known?.emoji ?? "🤔",
    label: capitalise(feeling),
    phrase: known?.phrase ?? feeling.toLowerCase(),
  };
}

/** "milk" -> "Milk". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type ClueStrength = { word: string; bar: string; text: string };

/** Confidence in words a child and a parent read alike; the numbers stay on screen too. */
export function clueStrength(confidence: number): ClueStrength {
  if (confidence >= 90)
    return { word: "Strong clue", bar: "bg-emerald-600", text: "text-emerald-800" };
  if (confidence >= 75) return { word: "Good clue", bar: "bg-sky-600", text: "text-sky-800" };
  return { word: "Early clue", bar: "bg-amber-500", text: "text-amber-800" };
}

/** Counts for the totals row. */
export function countByStatus(patterns: readonly Pattern[]): Record<Pattern["status"], number> {
  const counts = { pending: 0, confirmed: 0, dismissed: 0 };
  for (const item of patterns) counts[item.status] += 1;
  return counts;
}

/** Most confident first, then the newest. */
export function byConfidence(a: Pattern, b: Pattern): number {
  return b.confidence - a.confidence || b.createdAt.localeCompare(a.createdAt);
}
