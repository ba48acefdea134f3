import type { DiscomfortKind, WindowHours } from "./types";

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

/** How many of a component's foods a sentence names. */
export const MEMBERS_SHOWN = 4;

/** The counts and names a finding's explanation is made of. */
export interface ExplanationInput {
  readonly foods: readonly string[];
  readonly together?: "mostly" | "often";
  readonly kind: DiscomfortKind;
  readonly windowHours: WindowHours;
  readonly exposures: number;
  readonly occurrences: number;
  readonly baselineMeals: number;
  readonly baselineReactions: number;
  readonly members?: readonly string[];
  readonly drunk?: boolean;
}

/**
 * The facts of one finding: a drink is told as drunk only when it is a single food, a component
 * names at most MEMBERS_SHOWN of the foods it was seen in, grouped foods are "mostly" together
 * unless told otherwise.
 */
export function explainFinding(input: ExplanationInput): ExplanationFacts {
  const single = input.foods.length === 1;
  return {
    type: "finding",
    foods: [...input.foods],
    together: input.together ?? "mostly",
    kind: input.kind,
    windowHours: { from: input.windowHours.from, to: input.windowHours.to },
    exposures: input.exposures,
    occurrences: input.occurrences,
    baselineMeals: input.baselineMeals,
    baselineReactions: input.baselineReactions,
    members: single ? (input.members ?? []).slice(0, MEMBERS_SHOWN) : [],
    drunk: single && input.drunk === true,
  };
}
