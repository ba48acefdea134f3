import { type BathroomEvent, isBathroomEvent } from "../bathroom";
import { type Feeling, isFeeling } from "../feelings";
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
