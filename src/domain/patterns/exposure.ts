import type { Togetherness } from "./groups";
import type { Exposure } from "./lag-table";
import type { PreparedMeals } from "./prepare";

/** A food listed with at least this share of another's meals is a habit companion of it. */
const HABIT_SHARE = 0.5;
/** Chance that a habit companion was eaten but left out of the log, per unit of its share. */
const SOFT_EXPOSURE = 0.3;
/** Chance that a habitual meal the diary lacks was eaten, per unit of the food's share of it. */
const MISSING_EXPOSURE = 0.5;
/** Hours of the day a food is logged at, closer than this, belong to one habit. */
const HABIT_GAP_HOURS = 1.5;
/** A meal within this many hours of a habit's times is at the habit's time of day. */
const HABIT_MARGIN_HOURS = 0.75;
/** A habit needs the food on at least this many days... */
const HABIT_MIN_DAYS = 3;
/** ... and a meal logged at its time on at least this share of the diary days. */
const HABIT_REGULAR = 0.5;

/**
 * The meals in which each food was eaten: those that list it, and (softly) those that list a
 * food it usually comes with but not it. A child who logs "cereal" most likely had the milk she
 * always has with it; such a meal counts with SOFT_EXPOSURE times the share of the companion's
 * meals that list the food.
 */
export function exposureOf(
  prepared: PreparedMeals,
  together: Togetherness,
  days: readonly number[],
): (food: number) => Exposure {
  const cache = new Map<number, Exposure>();
  const { foodStart, foodMeal, exposures } = prepared;
  return (food) => {
    const cached = cache.get(food);
    if (cached) return cached;
    const weight = new Map<number, number>();
    for (let k = foodStart[food]; k < foodStart[food + 1]; k++) weight.set(foodMeal[k], 1);
    for (let other = 0; other < exposures.length; other++) {
      if (other === food || exposures[other] === 0) continue;
      const shared = together.sharedBy(food, other);
      if (shared === 0) continue;
      const share = shared / exposures[other];
      if (share < HABIT_SHARE) continue;
      for (let k = foodStart[other]; k < foodStart[other + 1]; k++) {
        const meal = foodMeal[k];
        const w = weight.get(meal) ?? 0;
        if (w < SOFT_EXPOSURE * share) weight.set(meal, SOFT_EXPOSURE * share);
      }
    }
    const meals = [...weight.keys()].sort((a, b) => a - b);
    const unlogged = unloggedMeals(prepared, food, days);
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
 * Meals the child probably ate but did not log: for each habit of the food (a time of day at
 * which it is logged on many days), the diary days with no meal logged near that time get a
 * meal at the habit's usual hour, with the chance that the food was in it: MISSING_EXPOSURE
 * times the share of the days with a meal at that time that list the food.
 */
function unloggedMeals(prepared: PreparedMeals, food: number, days: readonly number[]) {
  const { foodStart, foodMeal, times } = prepared;
  const hourOf = (t: number) => t - Math.floor(t / 24) * 24;
  const hours = [];
  for (let k = foodStart[food]; k < foodStart[food + 1]; k++)
    hours.push(hourOf(times[foodMeal[k]]));
  hours.sort((a, b) => a - b);
  const found: { time: number; weight: number }[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    if (i < hours.length && hours[i] - hours[i - 1] <= HABIT_GAP_HOURS) continue;
    const cluster = hours.slice(start, i);
    start = i;
    if (cluster.length < HABIT_MIN_DAYS) continue;
    const from = cluster[0] - HABIT_MARGIN_HOURS;
    const to = cluster[cluster.length - 1] + HABIT_MARGIN_HOURS;
    const centre = cluster[Math.floor(cluster.length / 2)];
    const withMeal = new Set<number>();
    const withFood = new Set<number>();
    prepared.foods.forEach((foods, m) => {
      const h = hourOf(times[m]);
      if (h < from || h > to) return;
      const day = Math.floor(times[m] / 24);
      withMeal.add(day);
      if (foods.includes(food)) withFood.add(day);
    });
    const share = withFood.size / Math.max(1, withMeal.size);
    const regular = withMeal.size / Math.max(1, days.length);
    if (withFood.size < HABIT_MIN_DAYS || regular < HABIT_REGULAR) continue;
    for (const day of days) {
      if (withMeal.has(day)) continue;
      found.push({ time: day * 24 + centre, weight: MISSING_EXPOSURE * share });
    }
  }
  return found;
}
