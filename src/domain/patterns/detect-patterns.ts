import { averageModels } from "./averaging";
import { collectEvidence, measureWindow, type WindowEvidence, type WindowTime } from "./evidence";
import { markExplained } from "./explained";
import { buildFindings, type Proposal } from "./findings";
import { countTogether, groupsOf, hasInseparable, type Togetherness } from "./groups";
import { buildEpisodes, type PreparedMeals, prepareMeals } from "./prepare";
import {
  DEFAULT_PATTERN_OPTIONS,
  DISCOMFORT_KINDS,
  type DiscomfortKind,
  type PatternFinding,
  type PatternMeal,
  type PatternOptions,
  type PatternTummyCheck,
} from "./types";

/** Prior chance that a trigger shows as one given specific kind (it shows as "any" for sure). */
const SPECIFIC_KIND_PRIOR = 0.5;
/** A specific kind is only considered for foods at least this probable for tummy trouble in general. */
const POOLED_GATE = 0.5;
/** Foods below this probability for tummy trouble in general cannot matter for a specific kind. */
const POOLED_FLOOR = 0.01;
/** Foods this probable explain their episodes away from the later windows. */
const EXPLAINS = 0.5;

interface Run {
  readonly prepared: PreparedMeals;
  /** Per kind and onset, the share of the episode explained by foods of earlier windows. */
  readonly explained: Record<DiscomfortKind, Float64Array>;
  readonly together: Togetherness;
  readonly settings: PatternOptions;
  readonly testedFoods: number;
}

/**
 * Finds the foods that raise the rate of tummy trouble in a window after eating, most probable
 * first, each labelled with the specific kind of trouble when the evidence allows. Pure: the
 * same diary always gives the same findings.
 */
export function detectPatterns(
  meals: readonly PatternMeal[],
  checks: readonly PatternTummyCheck[],
  options: Partial<PatternOptions> = {},
): PatternFinding[] {
  const settings: PatternOptions = { ...DEFAULT_PATTERN_OPTIONS, ...options };
  const prepared = prepareMeals(meals);
  const episodes = buildEpisodes(checks, settings.episodeGapHours);
  const testedFoods = prepared.exposures.filter((n) => n >= settings.minExposures).length;
  if (testedFoods === 0) return [];
  const run: Run = {
    prepared,
    explained: {
      ouchy: new Float64Array(episodes.ouchy.length),
      uncomfortable: new Float64Array(episodes.uncomfortable.length),
      runny: new Float64Array(episodes.runny.length),
      tough: new Float64Array(episodes.tough.length),
      any: new Float64Array(episodes.any.length),
    },
    together: countTogether(prepared, settings.minExposures),
    settings,
    testedFoods,
  };
  const proposals: Proposal[] = [];
  settings.windows.forEach((window, windowIndex) => {
    const time = measureWindow(prepared, window);
    const weight = windowIndex === 0 ? 1 : settings.lateWindowPriorWeight;
    const pooled = judgeKind(run, episodes.any, time, "any", weight, null);
    proposals.push(...pooled);
    const gated = pooled.filter((p) => p.probability >= POOLED_GATE * settings.minConfidence);
    if (gated.length === 0) return;
    const plausible = new Set(
      pooled.filter((p) => p.probability >= POOLED_FLOOR).flatMap((p) => p.foods),
    );
    for (const kind of DISCOMFORT_KINDS) {
      if (kind === "any") continue;
      const prior = weight * SPECIFIC_KIND_PRIOR;
      const specific = judgeKind(run, episodes[kind], time, kind, prior, plausible);
      proposals.push(...specific.filter((p) => gated.some((g) => sameFoods(g.foods, p.foods))));
    }
  });
  return buildFindings(prepared, proposals, settings);
}

/** The probability of each candidate food, and of each group of foods eaten together. */
function judgeKind(
  run: Run,
  onsets: Float64Array,
  time: WindowTime,
  kind: DiscomfortKind,
  priorWeight: number,
  only: ReadonlySet<number> | null,
): Proposal[] {
  const evidence = collectEvidence(run.prepared, onsets, time, run.explained[kind]);
  const candidates = eligibleFoods(evidence, run.settings).filter((f) => !only || only.has(f));
  if (candidates.length === 0) return [];
  const prior = Math.min(0.5, (run.settings.expectedTriggers / run.testedFoods) * priorWeight);
  const average = averageModels(evidence, candidates, Math.log(prior / (1 - prior)));
  const proposals: Proposal[] = [];
  for (const [food, probability] of average.probability) {
    if (hasInseparable(run.together, candidates, food)) continue;
    proposals.push({ foods: [food], kind, evidence, probability });
  }
  for (const group of groupsOf(run.together, candidates, average)) {
    proposals.push({ foods: group, kind, evidence, probability: average.probabilityOfAny(group) });
  }
  const explaining = candidates.filter((food) => (average.probability.get(food) ?? 0) >= EXPLAINS);
  markExplained(evidence, explaining, run.explained[kind]);
  return proposals;
}

function sameFoods(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((food) => b.includes(food));
}

/** Foods with enough exposures and reactions, reacting more often than after other meals. */
function eligibleFoods(evidence: WindowEvidence, settings: PatternOptions): number[] {
  const foods: number[] = [];
  for (let food = 0; food < evidence.exposures.length; food++) {
    const exposures = evidence.exposures[food];
    const occurrences = evidence.occurrences[food];
    if (exposures < settings.minExposures || occurrences < settings.minOccurrences) continue;
    const otherMeals = evidence.mealCount - exposures;
    const otherReactions = evidence.mealsFollowed - occurrences;
    if (otherMeals > 0 && occurrences / exposures <= otherReactions / otherMeals) continue;
    foods.push(food);
  }
  return foods;
}
