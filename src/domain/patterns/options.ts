import type { WindowHours } from "./types";

/**
 * Every tuning constant of the pattern engine, in one place. Each field says what it is, its
 * unit, why it has its value, and which figure of the benchmark (`npm run bench patterns`,
 * bench/patterns) it moved when it was tried otherwise. "Tuning" figures are pooled over the
 * tuning seeds 777, 1001-1003 (bench/patterns/plans.ts), given as recall of strong 4-week
 * triggers (p >= 0.6) at alerts per 4-week diary without a trigger; settings are never chosen
 * on the reporting seeds. A field without a figure was set from reasoning and never tuned.
 *
 * Callers may override any field (`detectPatterns(meals, checks, { minConfidence: 0.9 })`, or
 * `npx tsx bench/patterns/run.ts --options='{"closeNats":3}'`); the server uses the defaults.
 * The two fixed constants at the end of this file size the engine's arrays and loops, so they
 * are not options; they are documented here with the rest.
 * Not here: reconcile.ts's REOPEN_MIN_EXTRA_OCCURRENCES, a rule of stored patterns (when a
 * dismissed one may come back), not of detection; the benchmark never runs it.
 *
 * Refactors must leave the benchmark's findings byte-identical:
 * `npx tsx bench/patterns/dump-findings.ts > after.txt` and compare with the same run before.
 */
export interface PatternOptions {
  // --- Windows and lags -------------------------------------------------------------------
  /**
   * Windows after a meal (hours): together they bound the lags tried (the first is the main
   * one, later ones "late"); a finding is told in the one that holds most of its reactions.
   * Why: DESIGN fixes the main 1 to 4 h window; two later windows catch slower reactions
   * (the generator plants 20% of lags at 4-8 h).
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly windows: readonly WindowHours[];
  /**
   * Prior weight of the lags of each late window relative to those of the main window
   * (unitless). Why: DESIGN's default window stays the most likely place of a reaction.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly lateWindowPriorWeight: number;
  /**
   * Step of the lag grid of sharp reactions (hours). Why: half the sharp spread.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly lagStepHours: number;
  /**
   * Spread of a sharp reaction's onset around the food's own lag (standard deviation, hours).
   * Tuning: 0.35 h gave 0.867 at 0.021 against 0.858 at 0.022, not taken because it matches
   * the generator's own jitter rather than what children show.
   */
  readonly lagSpreadHours: number;
  /**
   * A diffuse reaction spreads this many times lagSpreadHours around its lag (unitless), each
   * shape holding half the prior (diffusePrior). Why: reactions that wander by an hour or two.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly diffuseSpread: number;
  /**
   * Step of the lag grid of diffuse reactions (hours). Why: half the diffuse spread.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly diffuseStepHours: number;
  /**
   * Prior probability that a reaction is diffuse rather than sharp (0-1). Why: no preference.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly diffusePrior: number;
  /**
   * A kernel is cut off this many spreads from its centre (unitless). Why: 99.7% of its mass.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly kernelReach: number;

  // --- Episodes and the background -----------------------------------------------------
  /**
   * Entries of one kind starting within this many hours of an episode's first entry are one
   * episode (hours). Tuning: 1.5 h gave 0.848 at 0.028, 2.5 h 0.858 at 0.021, 2 h 0.858 at 0.022.
   */
  readonly episodeGapHours: number;
  /**
   * Days of the diary's common rate that pull each bin's background rate towards it (days).
   * Why: a bin of the day with few episodes must not look empty after a week of diary.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly priorDays: number;
  /**
   * Episodes added over the diary so the background rate is never zero (episodes).
   * Why: half an episode keeps a diary without any episode from having a zero rate, and weighs nothing once a few are logged.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly pseudoEpisodes: number;
  /**
   * Times the background is re-estimated without the episodes a food's fit claims (rounds).
   * Why: a breakfast food must not hide its reactions in a "busy morning". Tuning: no refit
   * turns posteriors cautious (findings at 10-20% right 0.78 of the time) and the curve is no
   * better: 0.836 at 0.013 (10%), 0.805 at 0.006 (20%) against 0.858 at 0.022.
   */
  readonly backgroundRounds: number;
  /**
   * Foods with a smaller log Bayes factor are not refitted (nats). Why: a food with no
   * evidence claims next to no episodes, so refitting it changes nothing and costs time.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly refitFrom: number;
  /**
   * A time of day is never taken as less visible than this (0-1, relative to the busiest bin).
   * Why: a quiet night after dinner says little against dinner, but not nothing.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly visibilityFloor: number;
  /**
   * Smallest chance of a logged reaction after a trigger the prior allows (0-1; the chance is
   * uniform from it to 1). Why: a food that hurts less often than this cannot be told from the
   * background in weeks of diary anyway.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly minChance: number;

  // --- Exposure: what the log leaves out ---------------------------------------------------
  /**
   * A food listed with at least this share of another's meals is a habit companion of it
   * (0-1). Why: "cereal" most likely came with the usual milk.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly habitShare: number;
  /**
   * Chance that a habit companion was eaten but left out of the log, per unit of its share (0-1).
   * Why: a companion listed without the food suggests it, weakly; 0.3 keeps a logged meal worth three such guesses.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly softExposure: number;
  /**
   * Chance that a habitual meal the diary lacks was eaten, per unit of the food's share of it (0-1).
   * Why: a day without the habitual meal logged most likely had it unlogged, but not surely (0.5).
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly missingExposure: number;
  /**
   * Hours of the day a food is logged at, closer than this, belong to one habit (hours).
   * Why: the same breakfast logged at 7:00 and 8:30 is one habit; lunch three hours later is not.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly habitGapHours: number;
  /**
   * A meal within this many hours of a habit's times is at the habit's time of day (hours).
   * Why: half the gap, so the habit's span covers the meals just around it.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly habitMarginHours: number;
  /**
   * A habit needs the food logged on at least this many days (days).
   * Why: as SPEC's minimum evidence, three days make a habit.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly habitMinDays: number;
  /**
   * ... and a meal logged at its time on at least this share of the diary days (0-1).
   * Why: a diary that skips that meal on most days says nothing of unlogged ones.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly habitRegular: number;

  // --- Which foods are judged, and with what prior -----------------------------------------
  /**
   * A food eaten fewer times is never reported (meals). Why: SPEC's minimum evidence.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly minExposures: number;
  /**
   * Fewer exposures followed by a reaction than this never give an alert (meals).
   * Why: SPEC's minimum evidence is three reactions after the food.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly minOccurrences: number;
  /**
   * Prior: expected number of trigger foods in one child's diary (foods).
   * Why: most children with a food trigger have one or two. Chosen on the tuning seeds together with minConfidence and minConfidenceAtFewest (the figures of the other values tried were not recorded).
   */
  readonly expectedTriggers: number;
  /**
   * Largest prior probability of one food, however few foods are tested (0-1).
   * Why: with one or two foods tested, the prior must not already say "trigger".
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly maxPrior: number;
  /**
   * Prior chance that a trigger shows as one given specific kind (0-1; it shows as "tummy
   * trouble" for sure). Why: four specific kinds, none favoured.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly specificKindPrior: number;
  /**
   * A specific kind is only tried for foods at least this probable for tummy trouble in
   * general (0-1). Tuning: lowering the gates of the specific kinds changed nothing.
   */
  readonly pooledGate: number;
  /**
   * Foods below this probability for tummy trouble in general cannot matter for a specific kind (0-1).
   * Why: a tenth of pooledGate; below it a food adds nothing to a specific kind's model average.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly pooledFloor: number;

  /**
   * Test what foods contain (dairy, wheat, fructose...) as suspects next to the foods
   * (foods/components.ts): "dairy" eaten as milk, cheese and pizza on different days. Why: a
   * child reacting to dairy eaten as different foods never gives any one food enough meals.
   * Benchmark: docs/patterns-experiments.md, "Drinks and components".
   */
  readonly components: boolean;
  /**
   * A component in more than this share of the meals is not tested (0-1): eaten at nearly
   * every meal (wheat, often), it cannot be told from the time of day, and its many meals
   * catch the reactions of any trigger. Benchmark: docs/patterns-experiments.md.
   */
  readonly maxComponentShare: number;
  /**
   * Prior: expected number of trigger components in one child's diary, shared by the
   * components tested (components). Why: components get a prior of their own so that testing
   * them takes nothing from the foods' prior (foods keep expectedTriggers).
   * Benchmark: docs/patterns-experiments.md, "Drinks and components".
   */
  readonly expectedComponentTriggers: number;
  /**
   * A component is a suspect only when its log Bayes factor beats each of its tested foods'
   * by this much (nats): when milk alone explains the reactions, "dairy" only casts a wider
   * net. Benchmark: docs/patterns-experiments.md, "Drinks and components".
   */
  readonly componentMarginNats: number;
  /**
   * Reactions after a component's meals needed for a finding (meals), and the posterior it
   * needs (0-1). Why: a component pools many foods, so chance coincidences gather in it more
   * easily than in one food. Benchmark: docs/patterns-experiments.md, "Drinks and components".
   */
  readonly componentMinOccurrences: number;
  readonly componentMinConfidence: number;
  /**
   * A drink logged within this many hours of a meal is part of that meal (hours): milk with
   * cereal is one breakfast, a glass of milk at 3 pm an intake of its own. Why: the engine
   * compares meals with other meals; a drink at the table is not another meal.
   * Benchmark: docs/patterns-experiments.md, "Drinks and components".
   */
  readonly drinkJoinsMealHours: number;

  // --- Joint model of the feelings (pooled kind) -------------------------------------------
  /**
   * Per main feeling of a trigger (ouchy, uncomfortable, none), the share of its reactions
   * logged with each feeling (ouchy, uncomfortable, none); rows sum to 1. Tuning: a main
   * share of 0.65 gave 0.865, 0.85 gave 0.848; 0.75 was chosen beforehand and kept (the
   * generator uses 0.8).
   */
  readonly feelingShares: readonly (readonly number[])[];
  /**
   * Prior of each main feeling (ouchy, uncomfortable, none; sums to 1). Why: most children say
   * how their tummy feels when it troubles them. Tuning: without "none", a trigger logged only
   * as bathroom events is missed; "none" at 1/3 gave 0.840, at 0.1 0.857.
   */
  readonly feelingPrior: readonly number[];
  /**
   * Pseudo-episodes of each feeling added to the diary's own count when its mix of feelings is
   * measured (episodes). Why: a diary without one feeling must not make it infinitely telling.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly feelingPseudoEpisodes: number;

  // --- Several foods: model averaging and groups -------------------------------------------
  /**
   * How many of the strongest foods lead a pair of suspects (foods). Why: cost; pairs without one of them carry no weight.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly leaders: number;
  /**
   * A food this far below the no-food model cannot lead a pair (log weight, nats).
   * Why: e^-8 is about 0.0003 of the no-food model's weight.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly negligibleLogWeight: number;
  /**
   * Two foods are "eaten together" when they share this share of the rarer one's meals (0-1).
   * Why: foods sharing less than this are apart often enough to be fitted alone.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly togetherShare: number;
  /**
   * Fewer meals with only one of two foods eaten together cannot tell them apart (meals).
   * Why: fewer meals apart than this cannot hold three reactions of one food without the other.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly minApart: number;
  /** Largest group reported as one suspect (foods). Tuning: 4 gave +0.005 recall, only by naming more foods at once. */
  readonly maxGroup: number;
  /**
   * A group is worth proposing when its companions add this much probability to a food (0-1).
   * Why: a group that adds less than five points does not tell the parent more than its food alone.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly groupGain: number;
  /**
   * Foods eaten together whose Bayes factors alone differ by less are reported together
   * (nats). Tuning: 3 named more triggers alone (0.29 of those found instead of 0.19) but no
   * more first (0.63), for 0.008 less recall.
   */
  readonly closeNats: number;
  /**
   * Foods eaten together are told apart when the models holding both carry this much
   * probability (0-1). Why: two triggers eaten together, each at its own lag.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly bothShare: number;

  // --- Findings and alerts ----------------------------------------------------------------
  /**
   * Posterior probability below which nothing is reported (0-1). Tuning: 0.35 gave 0.870 at
   * 0.029, 0.5 0.857 at 0.022, 0.7 0.840 at 0.020.
   */
  readonly minConfidence: number;
  /**
   * Posterior needed by a finding that rests on only minOccurrences reactions (0-1). Why: three
   * coincidences at a steady lag happen in trigger-free diaries more often than the posterior
   * says. Tuning: 0.5 gave 0.872 at 0.029 against 0.857 at 0.022.
   */
  readonly minConfidenceAtFewest: number;
  /**
   * Largest expected share of false alerts among the alerts of one diary (Bayesian false
   * discovery rate, 0-1). Why: a child's alerts together must be expected at least half right.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly maxFalseDiscoveryRate: number;
  /**
   * A specific kind names a finding unless "tummy trouble" is this much more probable (0-1).
   * Why: a specific kind ("ouchy") tells the parent more than "tummy trouble".
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly preferenceMargin: number;
  /**
   * A single food is preferred to its group only when it holds this share of the group's
   * probability, and a group to a larger one by the same share per food it leaves out (0-1).
   * Why: naming one food is more useful than naming a group, when nearly as probable.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly singleShare: number;
  /**
   * Confidence is shown in whole percent and never as certainty (percent).
   * Why: the engine is never certain; 100% would read as a diagnosis.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly maxConfidence: number;
  /**
   * Grouped foods are "mostly" eaten together when each comes with another this share of its meals (0-1).
   * Why: above this share the words "mostly eaten together" are true of every food of the group.
   * Benchmark: not tried otherwise (set from reasoning).
   */
  readonly mostlyTogether: number;
}

/** The engine's settings: what the server runs and the benchmark's figures come from. */
export const DEFAULT_PATTERN_OPTIONS: PatternOptions = {
  windows: [
    { from: 1, to: 4 },
    { from: 2.5, to: 6 },
    { from: 5, to: 9 },
  ],
  lateWindowPriorWeight: 0.5,
  lagStepHours: 0.25,
  lagSpreadHours: 0.5,
  diffuseSpread: 2,
  diffuseStepHours: 0.5,
  diffusePrior: 0.5,
  kernelReach: 3,

  episodeGapHours: 2,
  priorDays: 10,
  pseudoEpisodes: 0.5,
  backgroundRounds: 1,
  refitFrom: -1,
  visibilityFloor: 0.2,
  minChance: 0.3,

  habitShare: 0.5,
  softExposure: 0.3,
  missingExposure: 0.5,
  habitGapHours: 1.5,
  habitMarginHours: 0.75,
  habitMinDays: 3,
  habitRegular: 0.5,

  minExposures: 4,
  minOccurrences: 3,
  expectedTriggers: 1.5,
  maxPrior: 0.5,
  specificKindPrior: 0.25,
  pooledGate: 0.02,
  pooledFloor: 0.002,
  components: true,
  maxComponentShare: 0.5,
  expectedComponentTriggers: 0.2,
  componentMarginNats: 2,
  componentMinOccurrences: 4,
  componentMinConfidence: 0.75,
  drinkJoinsMealHours: 0.5,

  feelingShares: [
    [0.75, 0.2, 0.05],
    [0.2, 0.75, 0.05],
    [0.125, 0.125, 0.75],
  ],
  feelingPrior: [0.45, 0.45, 0.1],
  feelingPseudoEpisodes: 1,

  leaders: 4,
  negligibleLogWeight: -8,
  togetherShare: 0.4,
  minApart: 5,
  maxGroup: 3,
  groupGain: 0.05,
  closeNats: 6,
  bothShare: 0.5,

  minConfidence: 0.5,
  minConfidenceAtFewest: 0.75,
  maxFalseDiscoveryRate: 0.5,
  preferenceMargin: 0.1,
  singleShare: 0.95,
  maxConfidence: 99,
  mostlyTogether: 0.6,
};

/**
 * Width of a bin of the day (hours; 24 / DAY_BIN_HOURS bins). The background rate and the
 * visibility of a time of day are counted per bin, in UTC hours (the time zone only rotates
 * them). Why: four bins of waking hours (morning, midday, afternoon, evening) and two of night
 * hold enough episodes each after a few weeks; narrower bins would be mostly prior. Fixed (not
 * an option) because the engine's per-bin arrays are sized by it. Never tuned.
 */
export const DAY_BIN_HOURS = 4;

/**
 * Newton steps towards the most likely chance of a reaction when it is integrated out
 * (gaussian.ts). Numerical, not a modelling choice: the log likelihood is concave in the chance,
 * so Newton converges (to 1e-7) in a handful of steps; 12 only bounds the loop.
 */
export const NEWTON_STEPS = 12;
