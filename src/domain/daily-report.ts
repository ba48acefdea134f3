// The Daily Report of one day (SPEC 4), put together from its meals and feelings: the foods by
// meal type, the feelings, the food-group review (food-group-review.ts) and the day's award.
import type { DayAwardKey } from "./badges";
import {
  type AverageFeelingLabel,
  averageFeelingLabel,
  averageFeelingScore,
  feelingLabel,
  type ReportFeeling,
  reportFeeling,
} from "./feelings";
import {
  type AdviceLine,
  adviceLines,
  dayAwardFor,
  endOfDayCheck,
  type GroupReview,
  reviewGroups,
} from "./food-group-review";
import {
  type DrinkFoods,
  foodsOfMeal,
  groupOfDrink,
  type MealFoods,
  type ServesByGroup,
  servesByGroup,
  totalServes,
} from "./food-groups";
import { MEAL_TYPE_VALUES, mealTypeLabel } from "./meal-types";
import { MISSION_MEAL_TARGET } from "./missions";

/** A meal as the review reads it: its type and foods. */
export interface ReviewMeal extends MealFoods {
  readonly mealType: string;
}

/** The foods of one meal type, for 'What You Ate Today'. */
export interface MealTypeFoods {
  readonly mealType: string;
  readonly label: string;
  readonly foods: readonly string[];
}

/** One tummy feeling of the day, as the End Day Review lists it. */
export interface DayFeeling {
  readonly stored: string;
  readonly label: string;
  readonly report: ReportFeeling;
}

/** The day's tummy feelings and their average (SPEC 9 "Tummy feeling score"). */
export interface FeelingsOfDay {
  readonly list: readonly DayFeeling[];
  readonly average: number | null;
  readonly label: AverageFeelingLabel | null;
}

/** Everything the Daily Report shows and the finished day is judged by, from today's diary. */
export interface DayReview {
  readonly serves: ServesByGroup;
  readonly groups: readonly GroupReview[];
  readonly totalServes: number;
  /** The logging note first, then the advice lines of SPEC 9 in their order. */
  readonly caseNotes: readonly AdviceLine[];
  readonly checkMark: boolean;
  readonly award: DayAwardKey;
  readonly mealsLogged: number;
  readonly mealsByType: readonly MealTypeFoods[];
  /** The day's drinks that count for a food group (a glass of milk), as the child named them. */
  readonly drinks: readonly string[];
  readonly feelings: FeelingsOfDay;
}

/**
 * Praise for the logging itself, never for what was eaten: a day with one meal logged is a
 * day of detective work too, and a child must not feel told off for a short case file.
 */
export function loggingNote(mealsLogged: number): AdviceLine {
  if (mealsLogged === 0) return { kind: "praise", code: "logging-none", meals: 0 };
  if (mealsLogged < MISSION_MEAL_TARGET) {
    return { kind: "praise", code: "logging-some", meals: mealsLogged };
  }
  return { kind: "praise", code: "logging-full", meals: mealsLogged };
}

/** Each meal type eaten today, in the order of a day, with its foods (unknown types last). */
export function mealsByType(meals: readonly ReviewMeal[]): MealTypeFoods[] {
  const foods = new Map<string, string[]>();
  for (const meal of meals) {
    const list = foods.get(meal.mealType) ?? [];
    list.push(...foodsOfMeal(meal));
    foods.set(meal.mealType, list);
  }
  const known: readonly string[] = MEAL_TYPE_VALUES;
  const order = [...known, ...[...foods.keys()].filter((type) => !known.includes(type))];
  return order
    .filter((type) => foods.has(type))
    .map((type) => ({ mealType: type, label: mealTypeLabel(type), foods: foods.get(type) ?? [] }));
}

/** The day's feelings with their average score and its label. */
export function feelingsOfDay(stored: readonly string[]): FeelingsOfDay {
  const average = averageFeelingScore(stored);
  return {
    list: stored.map((value) => ({
      stored: value,
      label: feelingLabel(value),
      report: reportFeeling(value),
    })),
    average,
    label: average === null ? null : averageFeelingLabel(average),
  };
}

/** The names of the drinks that count for a food group: water and unknown drinks are left out. */
export function drinksOfDay(drinks: readonly DrinkFoods[]): string[] {
  return drinks
    .filter((drink) => groupOfDrink(drink) !== undefined)
    .map((drink) => drink.drinkName?.trim() || drink.drinkType.replace(/_/g, " "));
}

/**
 * The review of one local day from its meals, tummy feelings and drinks: the one computation the
 * screen shows and the server's finished day awards by. A drink counts for its food group like
 * a food of a meal (ADR 053), so a glass of milk is a Bone Food.
 */
export function reviewDay(
  meals: readonly ReviewMeal[],
  feelings: readonly string[],
  drinks: readonly DrinkFoods[] = [],
): DayReview {
  const serves = servesByGroup(meals, drinks);
  return {
    serves,
    groups: reviewGroups(serves),
    totalServes: totalServes(serves),
    caseNotes: [loggingNote(meals.length), ...adviceLines(serves)],
    checkMark: endOfDayCheck(serves),
    award: dayAwardFor(serves),
    mealsLogged: meals.length,
    mealsByType: mealsByType(meals),
    drinks: drinksOfDay(drinks),
    feelings: feelingsOfDay(feelings),
  };
}

/**
 * The award a day's meals and drinks earn when it is finished: the review's own award, without
 * the rest.
 */
export function awardOfDay(
  meals: readonly MealFoods[],
  drinks: readonly DrinkFoods[] = [],
): DayAwardKey {
  return dayAwardFor(servesByGroup(meals, drinks));
}
