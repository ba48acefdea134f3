import { type BathroomEvent, isBathroomEvent } from "../bathroom";
import { type Feeling, isFeeling } from "../feelings";
import { COMPONENT_KEYS, type ComponentKey } from "../foods/components";
import { foodNameKey } from "../foods/read-food";
import { isExposure, readFoodCached } from "../foods/suspects";
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
  /** Per food, the share of its meals in which it was drunk rather than eaten. */
  readonly drunkShare: Float64Array;
  /** Per food: for a component ("dairy"), the foods it was seen in, most often first; else null. */
  readonly members: readonly (readonly string[] | null)[];
  /** Per food: for a component, the indices of those foods; else null. */
  readonly memberIds: readonly (readonly number[] | null)[];
}

/** The form in which food names are compared: trimmed, lower case, single spaces. */
export function normaliseFoodName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** How meals are prepared. */
export interface PrepareOptions {
  /** Also test what the foods contain (components) as suspects. */
  readonly components: boolean;
  /** Exposures a component needs to be tested at all (PatternOptions.minExposures). */
  readonly minExposures: number;
  /** A component in more of the meals is not tested (PatternOptions.maxComponentShare). */
  readonly maxComponentShare: number;
}

/**
 * Components tested as suspects. Lactose and milk protein are parts of dairy that a diary can
 * rarely tell apart (only lactose-free milk and butter differ): dairy stands for both.
 */
export const ENGINE_COMPONENTS: readonly ComponentKey[] = COMPONENT_KEYS.filter(
  (c) => c !== "lactose" && c !== "milk protein",
);

/**
 * Normalises and indexes meals; a meal with no named food is left out. A food's name is read
 * as the detective counts it (foodNameKey: "Eggs" and "egg" are one food), shown in the
 * spelling logged most often; water is never a food. With components, each component the
 * diary meets in at least two different foods, and that no single food or earlier component
 * already stands for, is one more "food" in every meal with a food that contains it.
 */
export function prepareMeals(
  meals: readonly PatternMeal[],
  options: PrepareOptions = { components: false, minExposures: 4, maxComponentShare: 1 },
): PreparedMeals {
  const sorted = [...meals].sort((a, b) => a.at - b.at);
  const index = new Map<string, number>();
  const spellings: Map<string, number>[] = [];
  const times: number[] = [];
  const foods: number[][] = [];
  const drunkIn: Set<number>[] = [];
  for (const meal of sorted) {
    const ids = new Set<number>();
    const drunk = new Set<number>();
    const drunkNames = new Set(meal.drunk ?? []);
    for (const raw of meal.foods) {
      const key = foodNameKey(raw);
      if (key === "" || !isExposure(raw)) continue;
      let id = index.get(key);
      if (id === undefined) {
        id = spellings.length;
        index.set(key, id);
        spellings.push(new Map());
      }
      const spelling = normaliseFoodName(raw);
      const seen = spellings[id] as Map<string, number>;
      seen.set(spelling, (seen.get(spelling) ?? 0) + 1);
      ids.add(id);
      if (drunkNames.has(raw)) drunk.add(id);
    }
    if (ids.size === 0) continue;
    times.push(meal.at / MS_PER_HOUR);
    foods.push([...ids]);
    drunkIn.push(drunk);
  }
  // The spelling logged most often names the food (the first seen on a tie).
  const foodNames = spellings.map((seen) => {
    let best = "";
    let most = 0;
    for (const [spelling, n] of seen) {
      if (n > most) {
        best = spelling;
        most = n;
      }
    }
    return best;
  });
  const members: (string[] | null)[] = foodNames.map(() => null);
  const memberIds: (number[] | null)[] = foodNames.map(() => null);
  if (options.components) {
    addComponents(foods, drunkIn, foodNames, members, memberIds, index, options);
  }
  const exposures = new Int32Array(foodNames.length);
  const drunkCount = new Int32Array(foodNames.length);
  foods.forEach((meal, m) => {
    for (const id of meal) {
      exposures[id] += 1;
      if (drunkIn[m]?.has(id)) drunkCount[id] += 1;
    }
  });
  const foodStart = new Int32Array(foodNames.length + 1);
  exposures.forEach((n, id) => {
    foodStart[id + 1] = foodStart[id] + n;
  });
  const cursor = foodStart.slice(0, foodNames.length);
  const foodMeal = new Int32Array(foodStart[foodNames.length]);
  foods.forEach((meal, m) => {
    for (const id of meal) foodMeal[cursor[id]++] = m;
  });
  return {
    times: Float64Array.from(times),
    foods: foods.map((meal) => Int32Array.from(meal)),
    foodNames,
    exposures,
    foodStart,
    foodMeal,
    drunkShare: Float64Array.from(exposures, (n, id) => (n > 0 ? drunkCount[id] / n : 0)),
    members,
    memberIds,
  };
}

/** Adds the components worth testing as foods of their own (see prepareMeals). */
function addComponents(
  foods: number[][],
  drunkIn: Set<number>[],
  foodNames: string[],
  members: (string[] | null)[],
  memberIds: (number[] | null)[],
  index: ReadonlyMap<string, number>,
  options: PrepareOptions,
) {
  const singles = foodNames.length;
  const contains = foodNames.map((name) => new Set(readFoodCached(name).components));
  const mealSets = new Set<string>();
  const singleMeals: number[][] = Array.from({ length: singles }, () => []);
  foods.forEach((meal, m) => {
    for (const id of meal) singleMeals[id]?.push(m);
  });
  for (const list of singleMeals) mealSets.add(list.join(","));
  for (const component of ENGINE_COMPONENTS) {
    if (index.has(component)) continue;
    const withIt: number[] = [];
    const seenIn = new Map<number, number>();
    foods.forEach((meal, m) => {
      const carriers = meal.filter((id) => id < singles && contains[id]?.has(component));
      if (carriers.length === 0) return;
      withIt.push(m);
      for (const id of carriers) seenIn.set(id, (seenIn.get(id) ?? 0) + 1);
    });
    if (withIt.length < options.minExposures || seenIn.size < 2) continue;
    if (withIt.length > options.maxComponentShare * foods.length) continue;
    const signature = withIt.join(",");
    if (mealSets.has(signature)) continue;
    mealSets.add(signature);
    const id = foodNames.length;
    foodNames.push(component);
    const ids = [...seenIn.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([f]) => f);
    members.push(ids.map((food) => foodNames[food] as string));
    memberIds.push(ids);
    for (const m of withIt) {
      const meal = foods[m] as number[];
      const drunk = drunkIn[m] as Set<number>;
      // Drunk when every food of the meal that has it was drunk.
      if (meal.every((f) => f >= singles || !contains[f]?.has(component) || drunk.has(f))) {
        drunk.add(id);
      }
      meal.push(id);
    }
  }
}

/** The specific kinds a check can show ("any" pools them). */
export type SpecificKind = Exclude<DiscomfortKind, "any">;

/**
 * The kind of discomfort each stored feeling shows (null: none). Keyed by the domain's own
 * feelings, so a feeling renamed or added there must be placed here before the code compiles.
 */
const FEELING_KINDS: Readonly<Record<Feeling, SpecificKind | null>> = {
  happy: null,
  uncomfortable: "uncomfortable",
  ouchy: "ouchy",
};

/** The kind of discomfort each stored bathroom event shows (null: none). */
const BATHROOM_KINDS: Readonly<Record<BathroomEvent, SpecificKind | null>> = {
  "tough to go": "tough",
  "just right": null,
  "soft and easy": null,
  "runny tummy": "runny",
  "super runny": "runny",
};

/** A stored feeling as the engine reads it (trimmed, lower case); null when it is none of the form's. */
export function readFeeling(stored: string): Feeling | null {
  const value = stored.trim().toLowerCase();
  return isFeeling(value) ? value : null;
}

/** A stored bathroom event as the engine reads it; null when absent or none of the form's. */
export function readBathroomEvent(stored: string | null): BathroomEvent | null {
  if (stored === null) return null;
  const value = stored.trim().toLowerCase();
  return isBathroomEvent(value) ? value : null;
}

/** The specific discomfort kinds one tummy check shows (empty for a happy, normal check). */
export function discomfortKindsOf(check: PatternTummyCheck): SpecificKind[] {
  const kinds: SpecificKind[] = [];
  const feeling = readFeeling(check.feeling);
  const fromFeeling = feeling ? FEELING_KINDS[feeling] : null;
  if (fromFeeling) kinds.push(fromFeeling);
  const bathroom = readBathroomEvent(check.bathroomEvent);
  const fromBathroom = bathroom ? BATHROOM_KINDS[bathroom] : null;
  if (fromBathroom) kinds.push(fromBathroom);
  return kinds;
}

/**
 * The discomfort episodes of one kind: their onsets (hours, sorted) and, per episode, the
 * checks it is made of, oldest first (entries logged at the same time keep the diary's order).
 */
export interface Episodes {
  readonly onsets: Float64Array;
  readonly entries: readonly (readonly PatternTummyCheck[])[];
}

/** A check with its time in hours, as episodes are built from. */
interface Entry {
  readonly at: number;
  readonly check: PatternTummyCheck;
}

/**
 * The discomfort episodes of each kind: entries of one kind starting within gapHours of an
 * episode's first entry belong to it, so a child who logs the same tummy ache three times is
 * counted once.
 */
export function buildEpisodes(
  checks: readonly PatternTummyCheck[],
  gapHours: number,
): Record<DiscomfortKind, Episodes> {
  const entries: Record<DiscomfortKind, Entry[]> = {
    ouchy: [],
    uncomfortable: [],
    runny: [],
    tough: [],
    any: [],
  };
  for (const check of checks) {
    const kinds = discomfortKindsOf(check);
    if (kinds.length === 0) continue;
    const entry = { at: check.at / MS_PER_HOUR, check };
    for (const kind of kinds) entries[kind].push(entry);
    entries.any.push(entry);
  }
  return {
    ouchy: mergeEpisodes(entries.ouchy, gapHours),
    uncomfortable: mergeEpisodes(entries.uncomfortable, gapHours),
    runny: mergeEpisodes(entries.runny, gapHours),
    tough: mergeEpisodes(entries.tough, gapHours),
    any: mergeEpisodes(entries.any, gapHours),
  };
}

function mergeEpisodes(entries: Entry[], gapHours: number): Episodes {
  entries.sort((a, b) => a.at - b.at);
  const onsets: number[] = [];
  const members: PatternTummyCheck[][] = [];
  for (const { at, check } of entries) {
    const last = onsets[onsets.length - 1];
    if (last === undefined || at - last > gapHours) {
      onsets.push(at);
      members.push([check]);
    } else {
      members[members.length - 1].push(check);
    }
  }
  return { onsets: Float64Array.from(onsets), entries: members };
}
