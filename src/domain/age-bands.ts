import type { Feeling } from "./feelings";

/**
 * How the child's logging screens ask by the profile's age (ADR 066). Children under 5 cannot
 * validly report for themselves; children of 7 and under answer two choices better than three;
 * three answers work from 8; the children's stool scale is reliable from 6 read aloud, unaided
 * from 8. With no age known, the screens stay as SPEC writes them for 8 and over.
 */

/** Under this age a grown-up tells by default ("Telling for Sam"); the reports mark it proxy. */
export const PROXY_BELOW_AGE = 6;
/** Under this age the tummy check offers two answers, and questions are read on opening. */
export const TWO_CHOICE_BELOW_AGE = 8;

/** The age bands the screens and the reports name. */
export const AGE_BAND_VALUES = ["under-6", "6-to-7", "8-and-over", "unknown"] as const;
export type AgeBand = (typeof AGE_BAND_VALUES)[number];

/** Each band in words, for the clinic summary and the exports. */
export const AGE_BAND_LABELS = {
  "under-6": "under 6 (a grown-up tells; two answers; 5 stool pictures)",
  "6-to-7": "6 to 7 (two answers; 5 stool pictures read aloud)",
  "8-and-over": "8 and over (three faces; five bathroom words)",
  unknown: "age not given (three faces; five bathroom words)",
} as const satisfies Record<AgeBand, string>;

const knownAge = (age: number | null | undefined): age is number =>
  typeof age === "number" && Number.isFinite(age) && age >= 0;

/** The band of a profile age; none given (or nonsense) is "unknown". */
export function ageBand(age: number | null | undefined): AgeBand {
  if (!knownAge(age)) return "unknown";
  if (age < PROXY_BELOW_AGE) return "under-6";
  if (age < TWO_CHOICE_BELOW_AGE) return "6-to-7";
  return "8-and-over";
}

/** Whether a grown-up tells by default for a child of this age ("Telling for Sam"). */
export function grownUpTellsByDefault(age: number | null | undefined): boolean {
  return ageBand(age) === "under-6";
}

/** Whether the screens of a child of this age read their first question when they open. */
export function readsAloudOnOpening(age: number | null | undefined): boolean {
  const band = ageBand(age);
  return band === "under-6" || band === "6-to-7";
}

/** The scales a tummy check's feeling was asked on. */
export const FEELING_SCALE_VALUES = ["three-faces", "two-choice"] as const;
export type FeelingScale = (typeof FEELING_SCALE_VALUES)[number];

/** Type guard for a feeling scale read from a form or storage. */
export function isFeelingScale(value: string): value is FeelingScale {
  return FEELING_SCALE_VALUES.some((known) => known === value);
}

/** The feeling scale of a child of this age: two answers under 8, SPEC's three faces after. */
export function feelingScaleFor(age: number | null | undefined): FeelingScale {
  return readsAloudOnOpening(age) ? "two-choice" : "three-faces";
}

/** One of the two answers, with the stored feeling it is kept as. */
export interface TwoChoiceAnswer {
  readonly value: "tummy-ok" | "tummy-hurts";
  readonly label: string;
  readonly emoji: string;
  /** The stored feeling, so every report keeps one vocabulary (ADR 059). */
  readonly feeling: Feeling;
}

/**
 * The two answers: "Tummy OK" is stored as happy (no discomfort), "Tummy hurts" as ouchy
 * (pain). No answer is stored as "uncomfortable": a young child's middle answer is not asked.
 */
export const TWO_CHOICE_ANSWERS = [
  { value: "tummy-ok", label: "Tummy OK", emoji: "🙂", feeling: "happy" },
  { value: "tummy-hurts", label: "Tummy hurts", emoji: "🤕", feeling: "ouchy" },
] as const satisfies readonly TwoChoiceAnswer[];

/** The stored feeling of a two-answer choice; undefined for anything else. */
export function feelingOfTwoChoice(value: string | null | undefined): Feeling | undefined {
  return TWO_CHOICE_ANSWERS.find((a) => a.value === value)?.feeling;
}

/** The two-answer choice a stored feeling shows as; none for a feeling the two do not store. */
export function twoChoiceOfFeeling(
  feeling: string | null | undefined,
): TwoChoiceAnswer["value"] | null {
  return TWO_CHOICE_ANSWERS.find((a) => a.feeling === feeling)?.value ?? null;
}

/** The scale in words, as the clinic summary, the CSV and FHIR write it. */
export const FEELING_SCALE_REPORTS = {
  "three-faces": "three faces (Happy / Okay / Ouchy)",
  "two-choice": "two answers (Tummy OK / Tummy hurts)",
} as const satisfies Record<FeelingScale, string>;

/** The scale a stored value names; anything else (checks logged before) is three faces. */
export function feelingScaleReport(stored: string | null | undefined): string {
  return FEELING_SCALE_REPORTS[stored && isFeelingScale(stored) ? stored : "three-faces"];
}

/** Whether a report came from someone other than the child: a proxy report. */
export function isProxyReport(reporter: string | null | undefined): boolean {
  return Boolean(reporter) && reporter !== "child";
}

/** What the scale-and-reporter line reads of a check. */
export interface ScaledCheck {
  readonly feelingScale?: string;
  readonly reporter?: string;
}

/**
 * The clinic summary's line of which scale and which reporter the period's answers came from:
 * "Feelings asked with two answers (Tummy OK / Tummy hurts): 12 of 15 checks. Told by a
 * grown-up (proxy report): 9 of 15." None when every check was the child's own on three faces.
 */
export function scaleAndReporterNote(checks: readonly ScaledCheck[]): string | null {
  const total = checks.length;
  const twoChoice = checks.filter((c) => c.feelingScale === "two-choice").length;
  const proxy = checks.filter((c) => isProxyReport(c.reporter)).length;
  if (total === 0 || (twoChoice === 0 && proxy === 0)) return null;
  const parts = [
    twoChoice > 0
      ? `Feelings asked with ${FEELING_SCALE_REPORTS["two-choice"]}: ${twoChoice} of ${total} checks; the others with ${FEELING_SCALE_REPORTS["three-faces"]}.`
      : `Feelings asked with ${FEELING_SCALE_REPORTS["three-faces"]}.`,
    `Told by a grown-up (proxy report): ${proxy} of ${total} checks; the others by the child.`,
  ];
  return parts.join(" ");
}
