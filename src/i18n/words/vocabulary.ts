import { ALARM_SIGNS, PROFILE_SIGNS } from "../../domain/alarm-signs";
import { BATHROOM_EVENTS } from "../../domain/bathroom";
import type { MORNING_MOODS } from "../../domain/feelings";
import {
  capitalFirst,
  type FeelingClass,
  feelingClass,
  lowerFirst,
  STORED_CORRELATIONS,
} from "../../domain/vocabulary";
import type { MessageKey, Translate } from "../translate";
import { bathroomWord, feelingWord, moodMeaningWord, moodWord } from "./diary-labels";

export { capitalFirst };

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
  return t("vocabulary.withChildWord", { term, word: feelingWord(t, feeling) });
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

/** A pattern's stored feelingCorrelation in the vocabulary; unknown words as stored. */
export function correlationTerm(t: Translate, feelingCorrelation: string): string {
  const kind = STORED_CORRELATIONS[feelingCorrelation.trim().toLowerCase()];
  if (kind) return discomfortTerm(t, kind);
  const feeling = feelingClass(feelingCorrelation);
  return feeling === "other" ? feelingCorrelation : feelingClassTerm(t, feeling);
}

/** A stored bathroom event's label ("Tough to Go"); unknown values as stored. */
export function stoolLabel(t: Translate, stored: string): string {
  return bathroomWord(t, stored);
}

/**
 * A stool class of a report ("Type 1-2 Tough to Go") in the reader's language; the Bristol
 * type is the same in every one. A class that is no bathroom event reads "unclassified".
 */
export function stoolClassName(t: Translate, key: string): string {
  const event = BATHROOM_EVENTS.find((b) => b.value === key);
  if (!event) return t("clinicSummary.unclassified");
  return t("clinicSummary.stoolName", {
    type: t("clinicSummary.bristolType", { type: event.bristolType.replace(/^Type /, "") }),
    label: stoolLabel(t, event.value),
  });
}

/** A morning mood's name and meaning ("Bunny", "happy and energetic"). */
export function moodWords(t: Translate, mood: (typeof MORNING_MOODS)[number]["value"]) {
  // The child's own words for the mood; its meaning is read inside a sentence.
  return { label: moodWord(t, mood), meaning: lowerFirst(moodMeaningWord(t, mood)) };
}

/** The parent's words for a stored alarm sign of a check or of the child's history. */
export function signLabel(t: Translate, stored: string): string {
  const sign =
    ALARM_SIGNS.find((s) => s.value === stored) ?? PROFILE_SIGNS.find((s) => s.value === stored);
  return sign ? t(`vocabulary.sign.${sign.code}` as MessageKey) : stored;
}
