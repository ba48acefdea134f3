import { isExposure } from "../foods/suspects";
import type { PatternMeal } from "./types";

/** A logged drink as the detective reads it (time in epoch milliseconds). */
export interface PatternDrink {
  readonly id: string;
  readonly at: number;
  readonly drinkType: string;
  readonly drinkName: string;
}

/**
 * The name a drink is counted by: what the child chose or typed (drinkName), else its type
 * ("soft_drink" is "soft drink"); null for water, which is never an exposure.
 */
export function drinkIntakeName(
  drink: Pick<PatternDrink, "drinkType" | "drinkName">,
): string | null {
  const name = drink.drinkName.trim() || drink.drinkType.replace(/_/g, " ").trim();
  if (name === "" || !isExposure(name)) return null;
  return name;
}

/** The drinks as intakes of their own (water left out), each marked as drunk. */
export function drinkIntakes(drinks: readonly PatternDrink[]): PatternMeal[] {
  const intakes: PatternMeal[] = [];
  for (const drink of drinks) {
    const name = drinkIntakeName(drink);
    if (name !== null) intakes.push({ id: drink.id, at: drink.at, foods: [name], drunk: [name] });
  }
  return intakes;
}

/** Meals and drinks together, oldest first: what a case day or the engine counts as taken. */
export function mealsAndDrinks(
  meals: readonly PatternMeal[],
  drinks: readonly PatternDrink[],
): PatternMeal[] {
  return [...meals, ...drinkIntakes(drinks)].sort((a, b) => a.at - b.at);
}

/**
 * A drink logged within `hours` of a meal joins that meal (the nearest); other drinks stay
 * intakes of their own. A "drink" is an intake whose every food was drunk.
 */
export function joinDrinksToMeals(intakes: readonly PatternMeal[], hours: number): PatternMeal[] {
  const isDrink = (m: PatternMeal) =>
    m.drunk !== undefined && m.drunk.length > 0 && m.foods.every((f) => m.drunk?.includes(f));
  const meals = intakes.filter((m) => !isDrink(m)).sort((a, b) => a.at - b.at);
  const drinks = intakes.filter(isDrink);
  if (drinks.length === 0 || hours <= 0) return [...intakes];
  const joined = meals.map((m) => ({ ...m, foods: [...m.foods], drunk: [...(m.drunk ?? [])] }));
  const alone: PatternMeal[] = [];
  const limit = hours * 3_600_000;
  for (const drink of drinks) {
    const nearest = nearestMeal(joined, drink.at);
    const meal = nearest === -1 ? undefined : joined[nearest];
    if (meal && Math.abs(meal.at - drink.at) <= limit) {
      meal.foods.push(...drink.foods);
      meal.drunk.push(...drink.foods);
    } else alone.push(drink);
  }
  return [...joined, ...alone].sort((a, b) => a.at - b.at);
}

/** Index of the meal nearest in time (meals sorted by time), or -1 when there is none. */
function nearestMeal(meals: readonly PatternMeal[], at: number): number {
  let lo = 0;
  let hi = meals.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((meals[mid] as PatternMeal).at < at) lo = mid + 1;
    else hi = mid;
  }
  const before = lo - 1;
  if (lo >= meals.length) return before;
  if (before < 0) return lo;
  return at - (meals[before] as PatternMeal).at <= (meals[lo] as PatternMeal).at - at ? before : lo;
}
