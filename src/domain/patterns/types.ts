import { capitalFirst, DISCOMFORT_TERMS } from "../vocabulary";

/** A logged meal as the pattern engine reads it (time in epoch milliseconds). */
export interface PatternMeal {
  readonly id: string;
  readonly at: number;
  readonly foods: readonly string[];
  /** Of its foods, those the child drank (logged in Log a Drink); absent for a meal of foods. */
  readonly drunk?: readonly string[];
}

/**
 * A logged tummy check as the pattern engine reads it (time in epoch milliseconds). Feeling and
 * bathroom event are as stored; the engine reads them as the domain's Feeling and BathroomEvent
 * (readFeeling, readBathroomEvent in prepare.ts) and ignores any other value.
 */
export interface PatternTummyCheck {
  readonly id: string;
  readonly at: number;
  readonly feeling: string;
  readonly bathroomEvent: string | null;
}

/** The kinds of discomfort reported separately; "any" pools all of them ("tummy trouble"). */
export const DISCOMFORT_KINDS = ["ouchy", "uncomfortable", "runny", "tough", "any"] as const;

/** One kind of discomfort. */
export type DiscomfortKind = (typeof DISCOMFORT_KINDS)[number];

/** The words stored as a pattern's feelingCorrelation, per kind. */
export const DISCOMFORT_LABELS = {
  ouchy: "ouchy tummy",
  uncomfortable: "uncomfortable tummy",
  runny: "runny tummy",
  tough: "tough to go",
  any: "tummy trouble",
} as const satisfies Record<DiscomfortKind, string>;

/**
 * The first words of an explanation, per kind, in the clinical vocabulary ("Pain (Ouchy) 5 of 6
 * times ..."; domain/vocabulary.ts).
 */
export const DISCOMFORT_PHRASES = {
  ouchy: capitalFirst(DISCOMFORT_TERMS.ouchy),
  uncomfortable: capitalFirst(DISCOMFORT_TERMS.uncomfortable),
  runny: capitalFirst(DISCOMFORT_TERMS.runny),
  tough: capitalFirst(DISCOMFORT_TERMS.tough),
  any: capitalFirst(DISCOMFORT_TERMS.any),
} as const satisfies Record<DiscomfortKind, string>;

/**
 * The facts a parent can check against the diary, from which the sentence is worded at the edge
 * (src/i18n/words/patterns.ts), e.g. "Pain (Ouchy) 5 of 6 times within 1 to 4 hours after milk,
 * against 1 of 9 times after other meals". Food names are as the child typed them.
 */
export interface ExplanationFacts {
  readonly type: "finding";
  /** The food, or several foods eaten together that the diary cannot tell apart. */
  readonly foods: readonly string[];
  /** How much of the time grouped foods come together. */
  readonly together: "mostly" | "often";
  readonly kind: DiscomfortKind;
  readonly windowHours: WindowHours;
  readonly exposures: number;
  readonly occurrences: number;
  readonly baselineMeals: number;
  readonly baselineReactions: number;
  /** For a component ("dairy"), the foods it was seen in that the sentence names, most often first. */
  readonly members: readonly string[];
  /** The food was drunk rather than eaten in most of its meals ("after drinking milk"). */
  readonly drunk: boolean;
}

/** Words stored before explanations were facts, that could not be read as facts: shown as logged. */
export interface LoggedExplanation {
  readonly type: "asLogged";
  readonly text: string;
}

/** A pattern's explanation: facts, or older words kept as they were. */
export type PatternExplanation = ExplanationFacts | LoggedExplanation;

/** A span of hours after a meal in which a reaction is counted for it. */
export interface WindowHours {
  readonly from: number;
  readonly to: number;
}

/** A food the engine suspects, with the evidence a parent and a doctor can check. */
export interface PatternFinding {
  /** The food, or foods eaten together that the diary cannot tell apart ("pancakes or maple syrup"). */
  readonly foodItem: string;
  /** The food names behind foodItem, most probable first. */
  readonly foods: readonly string[];
  readonly feelingCorrelation: string;
  readonly kind: DiscomfortKind;
  /** Meals containing the food. */
  readonly exposures: number;
  /** Of those, meals followed by a reaction of this kind within the window. */
  readonly occurrences: number;
  /** Meals without the food. */
  readonly baselineMeals: number;
  /** Of those, meals followed by a reaction of this kind within the window. */
  readonly baselineReactions: number;
  /** Posterior probability, in whole percent, that the food raises the reaction rate. */
  readonly confidence: number;
  readonly windowHours: WindowHours;
  /** What a parent can check, as facts (worded at the edge: src/i18n/words/patterns.ts). */
  readonly explanation: ExplanationFacts;
}
