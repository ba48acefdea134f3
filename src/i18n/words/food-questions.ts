import type { Translate } from "../translate";

/**
 * The words of the foods a meal form offers when the food reader could not tell a word apart
 * (ADR 072: a bare "tortilla"): each choice's button, and the food name stored in its place,
 * which the reader reads as that one food in the child's language.
 */
const CHOICES = {
  "corn tortilla": { label: "meals.tortillaCorn", food: "meals.tortillaCornFood", emoji: "🫓" },
  "flour tortilla": { label: "meals.tortillaFlour", food: "meals.tortillaFlourFood", emoji: "🌯" },
  "spanish omelette": {
    label: "meals.tortillaOmelette",
    food: "meals.tortillaOmeletteFood",
    emoji: "🍳",
  },
} as const;

/** One answer to "Which tortilla was it?": its button's words and the food name it stores. */
export type FoodChoiceWords = { choice: string; label: string; food: string; emoji: string };

/** A reader's choice in words; a choice without words of its own offers its own name. */
export function foodChoiceWords(t: Translate, choice: string): FoodChoiceWords {
  const words = CHOICES[choice as keyof typeof CHOICES];
  if (!words) return { choice, label: choice, food: choice, emoji: "🍽️" };
  return { choice, label: t(words.label), food: t(words.food), emoji: words.emoji };
}
