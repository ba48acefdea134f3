import type { DiscomfortKind, ExplanationFacts, WindowHours } from "./types";

export type { ExplanationFacts, LoggedExplanation, PatternExplanation } from "./types";

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
