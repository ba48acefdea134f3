import type { WindowEvidence } from "./evidence";
import { explainFinding } from "./explanation";
import type { PreparedMeals } from "./prepare";
import {
  DISCOMFORT_LABELS,
  type DiscomfortKind,
  type PatternFinding,
  type PatternOptions,
} from "./types";

/** A suspect (one food, or foods eaten together) for one kind and window, with its probability. */
export interface Proposal {
  readonly foods: readonly number[];
  readonly kind: DiscomfortKind;
  readonly evidence: WindowEvidence;
  readonly probability: number;
}

/** A specific kind is preferred unless the pooled kind is this much more probable. */
const PREFERENCE_MARGIN = 0.1;
/**
 * A single food is preferred to its group only when it holds this share of the group's
 * probability (and a group to a larger one by the same share per food it leaves out).
 */
const SINGLE_SHARE = 0.95;
/** Confidence is shown as a whole percent and never as certainty. */
const MAX_CONFIDENCE = 99;

/**
 * Turns proposals into findings: at most one per food (the most probable, preferring a
 * specific kind and a single food), then only as many as keep the expected share of false
 * alerts under maxFalseDiscoveryRate (Bayesian false discovery rate).
 */
export function buildFindings(
  meals: PreparedMeals,
  proposals: readonly Proposal[],
  settings: PatternOptions,
): PatternFinding[] {
  // Probabilities are compared as shown (at most 99%); ties go to the earlier window.
  const preferred = (p: Proposal) =>
    Math.min(p.probability, MAX_CONFIDENCE / 100) * SINGLE_SHARE ** (p.foods.length - 1) -
    (p.kind === "any" ? PREFERENCE_MARGIN : 0);
  const ranked = proposals
    .filter((p) => p.probability >= neededConfidence(meals, p, settings))
    .sort((a, b) => preferred(b) - preferred(a) || a.evidence.window.from - b.evidence.window.from);
  const covered = new Set<number>();
  const chosen: Proposal[] = [];
  for (const proposal of ranked) {
    if (proposal.foods.some((food) => covered.has(food))) continue;
    for (const food of proposal.foods) covered.add(food);
    chosen.push(proposal);
  }
  chosen.sort((a, b) => b.probability - a.probability);
  let expectedFalse = 0;
  const kept: Proposal[] = [];
  for (const proposal of chosen) {
    expectedFalse += 1 - proposal.probability;
    if (expectedFalse / (kept.length + 1) > settings.maxFalseDiscoveryRate) break;
    kept.push(proposal);
  }
  return kept.map((proposal) => toFinding(meals, proposal));
}

/**
 * The posterior a proposal needs: minConfidence, or minConfidenceAtFewest when it rests on the
 * fewest reactions allowed (three coincidences at a steady lag happen in diaries without any
 * trigger more often than the model's posterior says). A finding told as "tummy trouble" in
 * general needs no more: its posterior already comes from the joint model of the feelings.
 */
function neededConfidence(meals: PreparedMeals, proposal: Proposal, settings: PatternOptions) {
  let occurrences = 0;
  meals.foods.forEach((mealFoods, meal) => {
    if (proposal.evidence.followed[meal] === 0) return;
    if (mealFoods.some((food) => proposal.foods.includes(food))) occurrences += 1;
  });
  return occurrences <= settings.minOccurrences
    ? Math.max(settings.minConfidence, settings.minConfidenceAtFewest)
    : settings.minConfidence;
}

/** Grouped foods are "mostly" eaten together when each comes with another this share of its meals. */
const MOSTLY = 0.6;

/** The smallest share, over the foods of a group, of its meals that hold another of them. */
function togetherShare(meals: PreparedMeals, foods: readonly number[]): number {
  let smallest = 1;
  for (const food of foods) {
    let mine = 0;
    let shared = 0;
    for (const mealFoods of meals.foods) {
      if (!mealFoods.includes(food)) continue;
      mine += 1;
      if (mealFoods.some((other) => other !== food && foods.includes(other))) shared += 1;
    }
    if (mine > 0) smallest = Math.min(smallest, shared / mine);
  }
  return smallest;
}

function toFinding(meals: PreparedMeals, proposal: Proposal): PatternFinding {
  const { evidence, kind } = proposal;
  const foods = proposal.foods.map((food) => meals.foodNames[food]);
  const foodItem = foods.join(" or ");
  let exposures = 0;
  let occurrences = 0;
  meals.foods.forEach((mealFoods, meal) => {
    if (!mealFoods.some((food) => proposal.foods.includes(food))) return;
    exposures += 1;
    occurrences += evidence.followed[meal];
  });
  const counts = {
    exposures,
    occurrences,
    baselineMeals: evidence.mealCount - exposures,
    baselineReactions: evidence.mealsFollowed - occurrences,
  };
  const windowHours = { from: evidence.window.from, to: evidence.window.to };
  return {
    foodItem,
    foods,
    feelingCorrelation: DISCOMFORT_LABELS[kind],
    kind,
    ...counts,
    confidence: Math.min(MAX_CONFIDENCE, Math.round(proposal.probability * 100)),
    windowHours,
    explanation: explainFinding({
      foodItem,
      grouped: foods.length > 1,
      together: togetherShare(meals, proposal.foods) >= MOSTLY ? "mostly" : "often",
      kind,
      windowHours,
      ...counts,
    }),
  };
}
