import { BATHROOM_EVENTS } from "./bathroom";
import { FEELING_VALUES, FEELINGS, type Feeling } from "./feelings";

/**
 * The one clinical vocabulary of every parent and clinician surface (pattern evidence and
 * sentences, the clinic summary, the three CSVs, case verdicts, the parent page, the FHIR
 * export): each stored feeling has one clinical name, always shown with the child's own word
 * beside it ("mild discomfort (Okay)"). Child screens keep the child's words (feelings.ts).
 * See docs/decisions/059.
 */

/** A stored feeling, or "other" for any value the form does not produce. */
export type FeelingClass = Feeling | "other";
export const FEELING_CLASSES = [...FEELING_VALUES, "other"] as const;

/** The clinical name of each feeling: one name per value, never shared. */
export const CLINICAL_FEELINGS = {
  happy: "no discomfort",
  uncomfortable: "mild discomfort",
  ouchy: "pain",
  other: "other feeling",
} as const satisfies Record<FeelingClass, string>;

/**
 * The words SPEC 3 gave report feelings (happy→great, uncomfortable→okay, ouchy→uncomfortable).
 * They are no longer shown: "uncomfortable" named the child's Okay taps in one place and their
 * Ouchy taps in another. Kept so the vocabulary check knows them as feeling words.
 */
export const FORMER_REPORT_WORDS = {
  happy: "great",
  uncomfortable: "okay",
  ouchy: "uncomfortable",
} as const satisfies Record<Feeling, string>;

/** The class of a stored feeling (trimmed, any case); anything else is "other". */
export function feelingClass(stored: string): FeelingClass {
  const value = stored.trim().toLowerCase();
  return FEELING_VALUES.find((f) => f === value) ?? "other";
}

/** The child's own word for a feeling class ("Okay"); none for "other". */
export function childWord(feeling: FeelingClass): string | null {
  return FEELINGS.find((f) => f.value === feeling)?.label ?? null;
}

/** "mild discomfort (Okay)"; an unknown stored value reads "other feeling (as logged: x)". */
export function feelingTerm(stored: string): string {
  const cls = feelingClass(stored);
  if (cls !== "other") return feelingClassTerm(cls);
  const logged = stored.trim();
  return logged ? `${CLINICAL_FEELINGS.other} (as logged: ${logged})` : CLINICAL_FEELINGS.other;
}

/** The term of a feeling class, as a legend or a heading shows it ("Pain (Ouchy)"). */
export function feelingClassTerm(feeling: FeelingClass): string {
  const word = childWord(feeling);
  return word ? `${CLINICAL_FEELINGS[feeling]} (${word})` : CLINICAL_FEELINGS[feeling];
}

/** "pain (Ouchy)" -> "Pain (Ouchy)". */
export function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Pain (Ouchy)" -> "pain (Ouchy)": the child's word keeps its capital. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const stoolWords = (values: readonly string[]) =>
  BATHROOM_EVENTS.filter((e) => values.includes(e.value))
    .map((e) => e.label)
    .join(" or ");

/**
 * The kinds of discomfort the pattern engine reports, by name (domain/patterns DiscomfortKind):
 * one clinical term each with the child's taps it counts. The pooled kind ("tummy trouble")
 * says which taps it counts.
 */
export const DISCOMFORT_TERMS = {
  ouchy: feelingClassTerm("ouchy"),
  uncomfortable: feelingClassTerm("uncomfortable"),
  runny: `loose stool (${stoolWords(["runny tummy", "super runny"])})`,
  tough: `hard stool (${stoolWords(["tough to go"])})`,
  any: `tummy trouble (counts Okay and Ouchy taps, runny and hard stools)`,
} as const;

/**
 * The words the engine stores as a pattern's feelingCorrelation (kept as stored: they identify
 * a pattern), each with its kind.
 */
export const STORED_CORRELATIONS: Readonly<Record<string, keyof typeof DISCOMFORT_TERMS>> = {
  "ouchy tummy": "ouchy",
  "uncomfortable tummy": "uncomfortable",
  "runny tummy": "runny",
  "tough to go": "tough",
  "tummy trouble": "any",
};

/** A pattern's stored feelingCorrelation in the clinical vocabulary; unknown words as stored. */
export function correlationTerm(feelingCorrelation: string): string {
  const kind = STORED_CORRELATIONS[feelingCorrelation.trim().toLowerCase()];
  if (kind) return DISCOMFORT_TERMS[kind];
  // A feeling stored as it is ("ouchy", as older or imported rows may hold).
  const feeling = feelingClass(feelingCorrelation);
  return feeling === "other" ? feelingCorrelation : feelingClassTerm(feeling);
}

/**
 * The heads of sentences written before this vocabulary, as stored with older patterns ("Ouchy
 * 5 of 6 times ...", "Uncomfortable 7 of 13 times ...") and case verdicts ("ouchy on 4 of 5 milk
 * days", "uncomfortable at 10:15"), by the kind they named.
 */
const FORMER_HEADS = [
  ["ouchy", "ouchy"],
  ["uncomfortable", "uncomfortable"],
  ["runny tummy", "runny"],
  ["tough to go", "tough"],
  ["tummy trouble", "any"],
] as const satisfies readonly (readonly [string, keyof typeof DISCOMFORT_TERMS])[];

/**
 * A stored sentence in the clinical vocabulary: an older head is replaced by its kind's term
 * ("Uncomfortable 7 of 13 times" -> "Mild discomfort (Okay) 7 of 13 times"); sentences written
 * in the vocabulary come back unchanged.
 */
export function inClinicalWords(sentence: string): string {
  for (const [head, kind] of FORMER_HEADS) {
    // "tummy trouble on 2 of 5 milk days" is a verdict's own words for mixed kinds, kept.
    const after = kind === "any" ? "\\d" : "\\d|on |about |at ";
    const match = new RegExp(`^${head}(?= (?:${after}))`, "i").exec(sentence);
    if (!match) continue;
    const capital = match[0].charAt(0) !== match[0].charAt(0).toLowerCase();
    const term = DISCOMFORT_TERMS[kind];
    return `${capital ? capitalFirst(term) : lowerFirst(term)}${sentence.slice(match[0].length)}`;
  }
  return sentence;
}
