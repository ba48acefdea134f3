/** A logged meal as the pattern engine reads it (time in epoch milliseconds). */
export interface PatternMeal {
  readonly id: string;
  readonly at: number;
  readonly foods: readonly string[];
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

/** The first words of an explanation, per kind ("Ouchy 5 of 6 times ..."). */
export const DISCOMFORT_PHRASES = {
  ouchy: "Ouchy",
  uncomfortable: "Uncomfortable",
  runny: "Runny tummy",
  tough: "Tough to go",
  any: "Tummy trouble",
} as const satisfies Record<DiscomfortKind, string>;

/** A span of hours after a meal in which a reaction is counted for it. */
export interface WindowHours {
  readonly from: number;
  readonly to: number;
}

/** Tuning of the pattern engine; every field has a default in DEFAULT_PATTERN_OPTIONS. */
export interface PatternOptions {
  /**
   * Windows after a meal: together they bound the lags tried (the first is the main one, later
   * ones "late"); a finding is told in the one that holds most of its reactions.
   */
  readonly windows: readonly WindowHours[];
  /** Prior weight of the lags of each late window relative to those of the main window. */
  readonly lateWindowPriorWeight: number;
  /** Entries of one kind starting within this many hours of an episode's first entry are one episode. */
  readonly episodeGapHours: number;
  /** A food eaten fewer times is never reported. */
  readonly minExposures: number;
  /** Fewer exposures followed by a reaction than this never give an alert. */
  readonly minOccurrences: number;
  /** Posterior probability (0-1) below which nothing is reported. */
  readonly minConfidence: number;
  /** Posterior needed (0-1) by a finding that rests on only minOccurrences reactions. */
  readonly minConfidenceAtFewest: number;
  /** Largest expected share of false alerts among the alerts of one diary (Bayesian FDR). */
  readonly maxFalseDiscoveryRate: number;
  /** Prior: expected number of trigger foods in one child's diary. */
  readonly expectedTriggers: number;
  /** Spread (standard deviation, hours) of a reaction's onset around the food's own lag. */
  readonly lagSpreadHours: number;
}

/**
 * Defaults. DESIGN fixes the main 1 to 4 hour window; two later windows catch slower
 * reactions. expectedTriggers, minConfidence and minConfidenceAtFewest were chosen on the
 * tuning seeds of bench/patterns (777, 1001-1003; see bench/patterns/plans.ts), where posteriors above 90% are calibrated and those
 * between 50 and 90% still run high; a child's alerts together must be expected at least half
 * right.
 */
export const DEFAULT_PATTERN_OPTIONS: PatternOptions = {
  windows: [
    { from: 1, to: 4 },
    { from: 2.5, to: 6 },
    { from: 5, to: 9 },
  ],
  lateWindowPriorWeight: 0.5,
  episodeGapHours: 2,
  minExposures: 4,
  minOccurrences: 3,
  minConfidence: 0.5,
  minConfidenceAtFewest: 0.75,
  maxFalseDiscoveryRate: 0.5,
  expectedTriggers: 1.5,
  lagSpreadHours: 0.5,
};

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
  readonly explanation: string;
}
