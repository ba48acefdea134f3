import { hourOfDay } from "./day-bins";
import type { Togetherness } from "./groups";
import type { Exposure } from "./lag-table";
import type { PatternOptions } from "./options";
import type { PreparedMeals } from "./prepare";

/** The options exposure reads (see options.ts for what each is and why). */
export type ExposureSettings = Pick<
  PatternOptions,
  | "habitShare"
  | "softExposure"
  | "missingExposure"
  | "habitGapHours"
  | "habitMarginHours"
  | "habitMinDays"
  | "habitRegular"
>;

/**
 * The meals in which each food was eaten: those that list it, and (softly) those that list a
 * food it usually comes with but not it. A child who logs "cereal" most likely had the milk she
 * always has with it; such a meal counts with softExposure times the share of the companion's
 * meals that list the food. Days lacking a habitual meal of the food add one (unloggedMeals).
 */
export function exposureOf(
  prepared: PreparedMeals,
  together: Togetherness,
  days: readonly number[],
  settings: ExposureSettings,
): (food: number) => Exposure {
  const cache = new Map<number, Exposure>();
  return (food) => {
    const cached = cache.get(food);
    if (cached) return cached;
    const weight = loggedWeights(prepared, together, food, settings);
    const meals = [...weight.keys()].sort((a, b) => a - b);
    const unlogged = unloggedMeals(prepared, food, days, settings);
    const exposure = {
      times: Float64Array.from([
        ...meals.map((m) => prepared.times[m]),
        ...unlogged.map((u) => u.time),
      ]),
      weights: Float64Array.from([
        ...meals.map((m) => weight.get(m) ?? 0),
        ...unlogged.map((u) => u.weight),
      ]),
    };
    cache.set(food, exposure);
    return exposure;
  };
}

/**
 * Per logged meal, the chance the food was in it: 1 when listed, else the largest softExposure
 * x share over its habit companions listed there (a companion: a food whose meals list this
 * food at least habitShare of the time).
 */
function loggedWeights(
  prepared: PreparedMeals,
  together: Togetherness,
  food: number,
  { habitShare, softExposure }: ExposureSettings,
): Map<number, number> {
  const { foodStart, foodMeal, exposures } = prepared;
  const weight = new Map<number, number>();
  for (let k = foodStart[food]; k < foodStart[food + 1]; k++) weight.set(foodMeal[k], 1);
  for (let other = 0; other < exposures.length; other++) {
    if (other === food || exposures[other] === 0) continue;
    const shared = together.sharedBy(food, other);
    if (shared === 0) continue;
    const share = shared / exposures[other];
    if (share < habitShare) continue;
    for (let k = foodStart[other]; k < foodStart[other + 1]; k++) {
      const meal = foodMeal[k];
      const w = weight.get(meal) ?? 0;
      if (w < softExposure * share) weight.set(meal, softExposure * share);
    }
  }
  return weight;
}

/** A meal the child probably ate but did not log (hours since the epoch), and the food's chance in it. */
interface UnloggedMeal {
  readonly time: number;
  readonly weight: number;
}

/**
 * Meals the child probably ate but did not log: for each habit of the food (a time of day at
 * which it is logged on many days), the diary days with no meal logged near that time get a
 * meal at the habit's usual hour, with the chance that the food was in it: missingExposure
 * times the share of the days with a meal at that time that list the food.
 */
export function unloggedMeals(
  prepared: PreparedMeals,
  food: number,
  days: readonly number[],
  settings: ExposureSettings,
): UnloggedMeal[] {
  const found: UnloggedMeal[] = [];
  for (const cluster of hourClusters(prepared, food, settings.habitGapHours)) {
    if (cluster.length < settings.habitMinDays) continue;
    found.push(...missedAtHabit(prepared, food, days, cluster, settings));
  }
  return found;
}

/** The hours of the day the food is logged at (sorted), in runs at most gapHours apart. */
export function hourClusters(prepared: PreparedMeals, food: number, gapHours: number): number[][] {
  const { foodStart, foodMeal, times } = prepared;
  const hours: number[] = [];
  for (let k = foodStart[food]; k < foodStart[food + 1]; k++) {
    hours.push(hourOfDay(times[foodMeal[k]]));
  }
  hours.sort((a, b) => a - b);
  const clusters: number[][] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    if (i < hours.length && hours[i] - hours[i - 1] <= gapHours) continue;
    clusters.push(hours.slice(start, i));
    start = i;
  }
  return clusters;
}

/**
 * The meals one habit (hours of the day, sorted) says the diary lacks: none unless the food was
 * logged then on habitMinDays days and a meal on habitRegular of the diary days.
 */
function missedAtHabit(
  prepared: PreparedMeals,
  food: number,
  days: readonly number[],
  cluster: readonly number[],
  settings: ExposureSettings,
): UnloggedMeal[] {
  const from = cluster[0] - settings.habitMarginHours;
  const to = cluster[cluster.length - 1] + settings.habitMarginHours;
  const centre = cluster[Math.floor(cluster.length / 2)];
  const withMeal = new Set<number>();
  const withFood = new Set<number>();
  prepared.foods.forEach((foods, m) => {
    const h = hourOfDay(prepared.times[m]);
    if (h < from || h > to) return;
    const day = Math.floor(prepared.times[m] / 24);
    withMeal.add(day);
    if (foods.includes(food)) withFood.add(day);
  });
  const share = withFood.size / Math.max(1, withMeal.size);
  const regular = withMeal.size / Math.max(1, days.length);
  if (withFood.size < settings.habitMinDays || regular < settings.habitRegular) return [];
  const weight = settings.missingExposure * share;
  return days
    .filter((day) => !withMeal.has(day))
    .map((day) => ({ time: day * 24 + centre, weight }));
}
