import type { ModelAverage } from "./averaging";
import type { PatternOptions } from "./options";
import type { PreparedMeals } from "./prepare";

/** Which tested foods are eaten together, and which so often that the diary cannot tell them apart. */
export interface Togetherness {
  readonly eatenTogether: (a: number, b: number) => boolean;
  readonly inseparable: (a: number, b: number) => boolean;
  /** Meals in which both foods were logged. */
  readonly sharedBy: (a: number, b: number) => number;
}

/**
 * Counts the meals shared by each pair of foods eaten at least minExposures times. A component
 * ("dairy") is never eaten together with anything: it is in the meals of its foods by
 * definition, and the model averaging weighs "dairy" against "milk" on its own.
 */
export function countTogether(
  meals: PreparedMeals,
  settings: Pick<PatternOptions, "minExposures" | "togetherShare" | "minApart">,
): Togetherness {
  const { minExposures, togetherShare, minApart } = settings;
  const foodTotal = meals.foodNames.length;
  const shared = new Map<number, number>();
  for (const foods of meals.foods) {
    const tested = [...foods]
      .filter((f) => meals.exposures[f] >= minExposures && meals.members[f] == null)
      .sort((a, b) => a - b);
    for (let i = 0; i < tested.length; i++) {
      for (let j = i + 1; j < tested.length; j++) {
        const key = tested[i] * foodTotal + tested[j];
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
  }
  const sharedBy = (a: number, b: number) =>
    shared.get(a < b ? a * foodTotal + b : b * foodTotal + a) ?? 0;
  const eatenTogether = (a: number, b: number) =>
    sharedBy(a, b) >= togetherShare * Math.min(meals.exposures[a], meals.exposures[b]);
  return {
    sharedBy,
    eatenTogether,
    inseparable: (a, b) =>
      eatenTogether(a, b) &&
      meals.exposures[a] + meals.exposures[b] - 2 * sharedBy(a, b) < minApart,
  };
}

/**
 * Groups of foods eaten together so often that the diary cannot tell which one matters: the
 * probability is shared among them, and together they may be probable enough to report.
 */
export function groupsOf(
  together: Togetherness,
  candidates: readonly number[],
  average: ModelAverage,
  { maxGroup, groupGain }: Pick<PatternOptions, "maxGroup" | "groupGain">,
  close: (a: number, b: number) => boolean = () => false,
): number[][] {
  const p = (food: number) => average.probability.get(food) ?? 0;
  const groups = new Map<string, number[]>();
  for (const food of candidates) {
    const companions = candidates
      .filter((other) => other !== food && together.eatenTogether(food, other))
      .sort((a, b) => p(b) - p(a))
      .slice(0, maxGroup - 1);
    if (companions.length === 0) continue;
    const group = [food, ...companions].sort((a, b) => p(b) - p(a) || a - b);
    const forced = group.some((a) =>
      group.some((b) => a !== b && (together.inseparable(a, b) || close(a, b))),
    );
    if (!forced && average.probabilityOfAny(group) < p(group[0]) + groupGain) continue;
    groups.set(group.join(","), group);
  }
  return [...groups.values()];
}

/** Whether a food has a companion the diary cannot tell it apart from (then only groups speak). */
export function hasInseparable(
  together: Togetherness,
  candidates: readonly number[],
  food: number,
  close: (a: number, b: number) => boolean = () => false,
): boolean {
  return candidates.some(
    (other) => other !== food && (together.inseparable(food, other) || close(food, other)),
  );
}
