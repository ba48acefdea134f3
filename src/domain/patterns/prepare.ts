import type { DiscomfortKind, PatternMeal, PatternTummyCheck } from "./types";

const MS_PER_HOUR = 3_600_000;

/** Meals sorted by time, foods as indices into foodNames (times in hours since the epoch). */
export interface PreparedMeals {
  readonly times: Float64Array;
  readonly foods: readonly Int32Array[];
  readonly foodNames: readonly string[];
  /** Number of meals containing each food. */
  readonly exposures: Int32Array;
  /** The meals of each food: foodMeal[foodStart[f]] .. foodMeal[foodStart[f + 1] - 1]. */
  readonly foodStart: Int32Array;
  readonly foodMeal: Int32Array;
}

/** The form in which food names are compared: trimmed, lower case, single spaces. */
export function normaliseFoodName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** Normalises and indexes meals; a meal with no named food is left out. */
export function prepareMeals(meals: readonly PatternMeal[]): PreparedMeals {
  const sorted = [...meals].sort((a, b) => a.at - b.at);
  const index = new Map<string, number>();
  const foodNames: string[] = [];
  const times: number[] = [];
  const foods: Int32Array[] = [];
  for (const meal of sorted) {
    const ids = new Set<number>();
    for (const raw of meal.foods) {
      const name = normaliseFoodName(raw);
      if (name === "") continue;
      let id = index.get(name);
      if (id === undefined) {
        id = foodNames.length;
        index.set(name, id);
        foodNames.push(name);
      }
      ids.add(id);
    }
    if (ids.size === 0) continue;
    times.push(meal.at / MS_PER_HOUR);
    foods.push(Int32Array.from(ids));
  }
  const exposures = new Int32Array(foodNames.length);
  for (const meal of foods) for (const id of meal) exposures[id] += 1;
  const foodStart = new Int32Array(foodNames.length + 1);
  exposures.forEach((n, id) => {
    foodStart[id + 1] = foodStart[id] + n;
  });
  const cursor = foodStart.slice(0, foodNames.length);
  const foodMeal = new Int32Array(foodStart[foodNames.length]);
  foods.forEach((meal, m) => {
    for (const id of meal) foodMeal[cursor[id]++] = m;
  });
  return { times: Float64Array.from(times), foods, foodNames, exposures, foodStart, foodMeal };
}

const FEELING_KINDS: Readonly<Record<string, DiscomfortKind>> = {
  ouchy: "ouchy",
  uncomfortable: "uncomfortable",
};

const BATHROOM_KINDS: Readonly<Record<string, DiscomfortKind>> = {
  "tough to go": "tough",
  "runny tummy": "runny",
  "super runny": "runny",
};

/** The specific discomfort kinds one tummy check shows (empty for a happy, normal check). */
export function discomfortKindsOf(check: PatternTummyCheck): DiscomfortKind[] {
  const kinds: DiscomfortKind[] = [];
  const feeling = FEELING_KINDS[check.feeling.trim().toLowerCase()];
  if (feeling) kinds.push(feeling);
  const bathroom = check.bathroomEvent
    ? BATHROOM_KINDS[check.bathroomEvent.trim().toLowerCase()]
    : undefined;
  if (bathroom) kinds.push(bathroom);
  return kinds;
}

/**
 * Onset times (hours) of the discomfort episodes of each kind: entries of one kind starting
 * within gapHours of an episode's first entry belong to it, so a child who logs the same
 * tummy ache three times is counted once.
 */
export function buildEpisodes(
  checks: readonly PatternTummyCheck[],
  gapHours: number,
): Record<DiscomfortKind, Float64Array> {
  const times: Record<DiscomfortKind, number[]> = {
    ouchy: [],
    uncomfortable: [],
    runny: [],
    tough: [],
    any: [],
  };
  for (const check of checks) {
    const kinds = discomfortKindsOf(check);
    if (kinds.length === 0) continue;
    const at = check.at / MS_PER_HOUR;
    for (const kind of kinds) times[kind].push(at);
    times.any.push(at);
  }
  return {
    ouchy: mergeEpisodes(times.ouchy, gapHours),
    uncomfortable: mergeEpisodes(times.uncomfortable, gapHours),
    runny: mergeEpisodes(times.runny, gapHours),
    tough: mergeEpisodes(times.tough, gapHours),
    any: mergeEpisodes(times.any, gapHours),
  };
}

function mergeEpisodes(times: number[], gapHours: number): Float64Array {
  times.sort((a, b) => a - b);
  const onsets: number[] = [];
  for (const t of times) {
    const last = onsets[onsets.length - 1];
    if (last === undefined || t - last > gapHours) onsets.push(t);
  }
  return Float64Array.from(onsets);
}
