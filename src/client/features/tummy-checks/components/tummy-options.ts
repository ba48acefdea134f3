import { TWO_CHOICE_ANSWERS } from "../../../../domain/age-bands";
import { BATHROOM_EVENTS } from "../../../../domain/bathroom";
import { FEELINGS } from "../../../../domain/feelings";
import { bathroomWord, feelingWord, twoChoiceWord } from "../../../../i18n/words/diary-labels";
import type { ChoiceOption } from "../../../components/ui/choice-tiles";
import { t } from "../../../lib/i18n";

// A face's colour tells its mood before the word is read.
const FEELING_TINTS: Record<string, string> = {
  happy: "bg-emerald-100",
  uncomfortable: "bg-amber-100",
  ouchy: "bg-rose-100",
};

/** The three big faces of the tummy check: Happy / Okay / Ouchy, in the current language. */
export function feelingTiles(): readonly ChoiceOption[] {
  return FEELINGS.map((feeling) => ({
    value: feeling.value,
    label: feelingWord(t, feeling.value),
    emoji: feeling.emoji,
    tint: FEELING_TINTS[feeling.value],
  }));
}

/** The two answers of a child under 8 (ADR 066): Tummy OK / Tummy hurts, with their faces. */
export function twoChoiceTiles(): readonly ChoiceOption[] {
  return TWO_CHOICE_ANSWERS.map((answer) => ({
    value: answer.value,
    label: twoChoiceWord(t, answer.value),
    emoji: answer.emoji,
    tint: FEELING_TINTS[answer.feeling],
  }));
}

/** The five bathroom events, optional and cleared by a second tap. */
export function bathroomTiles(): readonly ChoiceOption[] {
  return BATHROOM_EVENTS.map((event) => ({
    value: event.value,
    label: bathroomWord(t, event.value),
    emoji: event.emoji,
    tint: "bg-sky-50",
  }));
}

/** The tint of a stored feeling, for timeline and history rows. */
export function feelingTint(stored: string): string {
  return FEELING_TINTS[stored] ?? "bg-white";
}
