import type { Pattern } from "../../../../contracts/patterns";
import type { MessageKey } from "../../../../i18n/translate";
import { orList, patternFoodWords } from "../../../../i18n/words/patterns";
import { t } from "../../../lib/i18n";

/** SPEC 4: pending is shown as 'Investigating'. */
const STATUS_KEYS = {
  pending: "patterns.statusPending",
  confirmed: "patterns.statusConfirmed",
  dismissed: "patterns.statusDismissed",
} as const satisfies Record<Pattern["status"], MessageKey>;

/** A pattern status in the reader's language. */
export function statusWords(status: Pattern["status"]): string {
  return t(STATUS_KEYS[status]);
}

// The engine stores these words as feelingCorrelation (domain/patterns DISCOMFORT_LABELS).
const FEELINGS: Record<string, { emoji: string; label: MessageKey; phrase: MessageKey }> = {
  "ouchy tummy": {
    emoji: "😣",
    label: "patterns.feelingOuchy",
    phrase: "patterns.phraseOuchy",
  },
  "uncomfortable tummy": {
    emoji: "😕",
    label: "patterns.feelingUncomfortable",
    phrase: "patterns.phraseUncomfortable",
  },
  "runny tummy": { emoji: "💧", label: "patterns.feelingRunny", phrase: "patterns.phraseRunny" },
  "tough to go": { emoji: "🐢", label: "patterns.feelingTough", phrase: "patterns.phraseTough" },
  "tummy trouble": { emoji: "🤢", label: "patterns.feelingAny", phrase: "patterns.phraseAny" },
};

/**
 * How a pattern's feeling is shown: an emoji, the words with a capital, and in a sentence; a
 * feeling the engine does not store is shown as stored.
 */
export function feelingLook(feeling: string): { emoji: string; label: string; phrase: string } {
  const known = FEELINGS[feeling.toLowerCase()];
  return {
    emoji: known?.emoji ?? "🤔",
    label: known ? t(known.label) : capitalise(feeling),
    phrase: known ? t(known.phrase) : feeling.toLowerCase(),
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
    return { word: t("patterns.strengthStrong"), bar: "bg-emerald-600", text: "text-emerald-800" };
  if (confidence >= 75)
    return { word: t("patterns.strengthGood"), bar: "bg-sky-600", text: "text-sky-800" };
  return { word: t("patterns.strengthEarly"), bar: "bg-amber-500", text: "text-amber-800" };
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

/**
 * A pattern's food in the reader's language: a component ("dairy") translated, foods as the
 * child typed them, foods eaten together joined by the reader's "or".
 */
export function patternFood(pattern: Pattern): string {
  const facts = pattern.explanationFacts;
  if (facts?.type === "finding")
    return orList(
      t,
      facts.foods.map((f) => patternFoodWords(t, f)),
    );
  return patternFoodWords(t, pattern.foodItem);
}
