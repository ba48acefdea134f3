import { followedMeals, type WindowEvidence } from "./evidence";
import { explainFinding } from "./explanation";
import type { PatternOptions } from "./options";
import type { PreparedMeals } from "./prepare";
import { DISCOMFORT_LABELS, type DiscomfortKind, type PatternFinding } from "./types";

/** A suspect (one food, or foods eaten together) for one kind and window, with its probability. */
export interface Proposal {
  readonly foods: readonly number[];
  readonly kind: DiscomfortKind;
  readonly evidence: WindowEvidence;
  readonly probability: number;
}

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
  const ranked = proposals
    .filter((p) => p.probability >= neededConfidence(p, settings))
    .filter((p) => !isComponent(meals, p) || componentEvidenceHolds(p, settings))
    .sort(byPreference(settings));
  const chosen = onePerFood(ranked).sort((a, b) => b.probability - a.probability);
  return withinFalseDiscoveryRate(chosen, settings.maxFalseDiscoveryRate).map((proposal) =>
    toFinding(meals, proposal, settings),
  );
}

/** Whether a proposal is a component ("dairy") rather than foods. */
function isComponent(meals: PreparedMeals, proposal: Proposal): boolean {
  return proposal.foods.some((food) => meals.members[food] != null);
}

/**
 * A component pools many foods, so chance coincidences gather in it more easily: it needs
 * componentMinOccurrences reactions and componentMinConfidence (see options.ts).
 */
function componentEvidenceHolds(
  proposal: Proposal,
  settings: Pick<PatternOptions, "componentMinOccurrences" | "componentMinConfidence">,
): boolean {
  return (
    followedMeals(proposal.evidence, proposal.foods) >= settings.componentMinOccurrences &&
    proposal.probability >= settings.componentMinConfidence
  );
}

/**
 * Most preferred first: probabilities compared as shown (at most maxConfidence), a group paying
 * singleShare per food beyond the first, the pooled kind paying preferenceMargin; ties go to
 * the earlier window.
 */
export function byPreference(
  settings: Pick<PatternOptions, "maxConfidence" | "singleShare" | "preferenceMargin">,
): (a: Proposal, b: Proposal) => number {
  const { maxConfidence, singleShare, preferenceMargin } = settings;
  const preferred = (p: Proposal) =>
    Math.min(p.probability, maxConfidence / 100) * singleShare ** (p.foods.length - 1) -
    (p.kind === "any" ? preferenceMargin : 0);
  return (a, b) => preferred(b) - preferred(a) || a.evidence.window.from - b.evidence.window.from;
}

/** The first proposal (in the given order) of each food; later ones sharing a food are dropped. */
export function onePerFood(ranked: readonly Proposal[]): Proposal[] {
  const covered = new Set<number>();
  const chosen: Proposal[] = [];
  for (const proposal of ranked) {
    if (proposal.foods.some((food) => covered.has(food))) continue;
    for (const food of proposal.foods) covered.add(food);
    chosen.push(proposal);
  }
  return chosen;
}

/**
 * The most probable proposals (sorted, most probable first) whose expected share of false
 * alerts, 1 - probability summed over them, stays within maxRate.
 */
export function withinFalseDiscoveryRate<P extends { readonly probability: number }>(
  sorted: readonly P[],
  maxRate: number,
): P[] {
  let expectedFalse = 0;
  const kept: P[] = [];
  for (const proposal of sorted) {
    expectedFalse += 1 - proposal.probability;
    if (expectedFalse / (kept.length + 1) > maxRate) break;
    kept.push(proposal);
  }
  return kept;
}

/**
 * The posterior a proposal needs: minConfidence, or minConfidenceAtFewest when it rests on the
 * fewest reactions allowed (three coincidences at a steady lag happen in diaries without any
 * trigger more often than the model's posterior says). A finding told as "tummy trouble" in
 * general needs no more: its posterior already comes from the joint model of the feelings.
 */
export function neededConfidence(
  proposal: Proposal,
  settings: Pick<PatternOptions, "minOccurrences" | "minConfidence" | "minConfidenceAtFewest">,
): number {
  const occurrences = followedMeals(proposal.evidence, proposal.foods);
  return occurrences <= settings.minOccurrences
    ? Math.max(settings.minConfidence, settings.minConfidenceAtFewest)
    : settings.minConfidence;
}

/** The smallest share, over the foods of a group, of its meals that hold another of them. */
export function togetherShare(meals: PreparedMeals, foods: readonly number[]): number {
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

function toFinding(
  meals: PreparedMeals,
  proposal: Proposal,
  { maxConfidence, mostlyTogether }: PatternOptions,
): PatternFinding {
  const { evidence, kind } = proposal;
  const foods = proposal.foods.map((food) => meals.foodNames[food]);
  const foodItem = foods.join(" or ");
  const counts = findingCounts(evidence, proposal.foods);
  const windowHours = { from: evidence.window.from, to: evidence.window.to };
  return {
    foodItem,
    foods,
    feelingCorrelation: DISCOMFORT_LABELS[kind],
    kind,
    ...counts,
    confidence: Math.min(maxConfidence, Math.round(proposal.probability * 100)),
    windowHours,
    explanation: explainFinding({
      foods,
      together: togetherShare(meals, proposal.foods) >= mostlyTogether ? "mostly" : "often",
      kind,
      windowHours,
      ...counts,
      members: proposal.foods.length === 1 ? (meals.members[proposal.foods[0]] ?? []) : [],
      drunk: proposal.foods.length === 1 && meals.drunkShare[proposal.foods[0]] > 0.5,
    }),
  };
}

/**
 * The plain counts a parent can check: meals with any of the foods and of those the ones
 * followed by a reaction in the window, against all the other meals.
 */
export function findingCounts(evidence: WindowEvidence, foods: readonly number[]) {
  let exposures = 0;
  let occurrences = 0;
  evidence.meals.foods.forEach((mealFoods, meal) => {
    if (!mealFoods.some((food) => foods.includes(food))) return;
    exposures += 1;
    occurrences += evidence.followed[meal];
  });
  return {
    exposures,
    occurrences,
    baselineMeals: evidence.mealCount - exposures,
    baselineReactions: evidence.mealsFollowed - occurrences,
  };
}
