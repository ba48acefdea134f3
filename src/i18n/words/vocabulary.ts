import { ALARM_SIGNS, PROFILE_SIGNS } from "../../domain/alarm-signs";
import { BATHROOM_EVENTS } from "../../domain/bathroom";
import type { MORNING_MOODS } from "../../domain/feelings";
import { type FeelingClass, feelingClass } from "../../domain/vocabulary";
import type { MessageKey, Translate } from "../translate";

/**
 * The clinical vocabulary (ADR 059) in the reader's language (ADR 071): one clinical name per
 * stored feeling, the child's own word beside it, the discomfort kinds the pattern engine names,
 * and the parent's words for stools, morning moods and alarm signs. Stored values are codes; a
 * value this vocabulary does not know is shown as it was logged.
 */

/** "pain (Ouchy)" / "dolor (Me duele)"; "other feeling" has no child's word. */
export function feelingClassTerm(t: Translate, feeling: FeelingClass): string {
  const term = t(`vocabulary.feeling.${feeling}`);
  if (feeling === "other") return term;
  return t("vocabulary.withChildWord", { term, word: t(`vocabulary.childWord.${feeling}`) });
}

/** A stored feeling's term; an unknown one reads "other feeling (as logged: x)". */
export function feelingTerm(t: Translate, stored: string): string {
  const cls = feelingClass(stored);
  if (cls !== "other") return feelingClassTerm(t, cls);
  const logged = stored.trim();
  const term = t("vocabulary.feeling.other");
  return logged ? t("vocabulary.asLogged", { term, logged }) : term;
}

/** The kinds of discomfort the pattern engine reports (domain/patterns DiscomfortKind). */
export type DiscomfortKind = "ouchy" | "uncomfortable" | "runny" | "tough" | "any";

export function discomfortTerm(t: Translate, kind: DiscomfortKind): string {
  return kind === "ouchy" || kind === "uncomfortable"
    ? feelingClassTerm(t, kind)
    : t(`vocabulary.discomfort.${kind}`);
}

/** The words the engine stores as a pattern's feelingCorrelation, each with its kind. */
const STORED_CORRELATIONS: Readonly<Record<string, DiscomfortKind>> = {
  "ouchy tummy": "ouchy",
  "uncomfortable tummy": "uncomfortable",
  "runny tummy": "runny",
  "tough to go": "tough",
  "tummy trouble": "any",
};

/** A pattern's stored feelingCorrelation in the vocabulary; unknown words as stored. */
export function correlationTerm(t: Translate, feelingCorrelation: string): string {
  const kind = STORED_CORRELATIONS[feelingCorrelation.trim().toLowerCase()];
  if (kind) return discomfortTerm(t, kind);
  const feeling = feelingClass(feelingCorrelation);
  return feeling === "other" ? feelingCorrelation : feelingClassTerm(t, feeling);
}

/** A stored bathroom event's label ("Tough to Go"); unknown values as stored. */
export function stoolLabel(t: Translate, stored: string): string {
  const event = BATHROOM_EVENTS.find((e) => e.value === stored);
  return event ? t(`vocabulary.stool.${event.value}` as MessageKey) : stored;
}

/** A morning mood's name and meaning ("Bunny", "happy and energetic"). */
export function moodWords(t: Translate, mood: (typeof MORNING_MOODS)[number]["value"]) {
  return { label: t(`vocabulary.mood.${mood}`), meaning: t(`vocabulary.moodMeaning.${mood}`) };
}

/** The parent's words for a stored alarm sign of a check or of the child's history. */
export function signLabel(t: Translate, stored: string): string {
  const sign =
    ALARM_SIGNS.find((s) => s.value === stored) ?? PROFILE_SIGNS.find((s) => s.value === stored);
  return sign ? t(`vocabulary.sign.${sign.code}` as MessageKey) : stored;
}

/** "pain (Ouchy)" -> "Pain (Ouchy)" in any language. */
export function capitalFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
