import { foodContains } from "../foods";
import { localDate, localTime } from "../local-day";
import type { PatternMeal, PatternTummyCheck } from "../patterns/types";
import type { CaseFoods, DayMark, PlanDay } from "./types";

/** What a case day shows for one food: eaten (true), not (false), or unknown (null). */
export interface DayFacts {
  readonly date: string;
  readonly planned: PlanDay["kind"];
  readonly mark: DayMark;
  /** At least one tummy check was logged: without one the day cannot say "no trouble". */
  readonly checked: boolean;
  readonly ateSuspect: boolean | null;
  readonly atePartner: boolean | null;
  /** Logged meals of the day (any food), oldest first. */
  readonly meals: readonly PatternMeal[];
}

/**
 * Whether a logged food or drink is the case's food: read through the food table (foods/), so
 * "warm milk", "Milk" and "chocolate milk" are milk, "oat milk" is not, and a component suspect
 * ("dairy") is in every food that contains it; a name the table cannot read is matched as a
 * whole word ("milk" in "milk thing").
 */
export function foodMatches(logged: string, food: string): boolean {
  return foodContains(logged, food);
}

/** Whether a meal lists the food. */
export function mealHas(meal: PatternMeal, food: string): boolean {
  return meal.foods.some((f) => foodMatches(f, food));
}

/**
 * What was eaten, never what was planned: a meal listing the food says eaten. Without one, a
 * day marked kept was eaten as planned; a free day marked not kept means the suspect was eaten
 * (a planned day marked not kept means it was not); an unmarked planned day is unknown, and
 * in a split case a day not kept is unknown unless the diary tells.
 */
function ate(
  day: PlanDay,
  mark: DayMark,
  logged: boolean,
  plannedWith: boolean,
  split: boolean,
): boolean | null {
  if (logged) return true;
  if (mark === true) return plannedWith;
  if (mark === false) {
    if (split) return null;
    return day.kind === "rest" ? null : !plannedWith;
  }
  return plannedWith ? null : false;
}

/** The facts of each planned day from the diary and the family's marks. */
export function dayFacts(
  foods: CaseFoods,
  days: readonly PlanDay[],
  marks: Readonly<Record<string, DayMark>>,
  meals: readonly PatternMeal[],
  checks: readonly PatternTummyCheck[],
  timeZone: string,
): DayFacts[] {
  const mealsByDay = new Map<string, PatternMeal[]>();
  for (const meal of [...meals].sort((a, b) => a.at - b.at)) {
    const date = localDate(new Date(meal.at), timeZone);
    mealsByDay.set(date, [...(mealsByDay.get(date) ?? []), meal]);
  }
  const checkedDays = new Set(checks.map((c) => localDate(new Date(c.at), timeZone)));
  const split = foods.partner !== null;
  return days.map((day) => {
    const dayMeals = mealsByDay.get(day.date) ?? [];
    const mark = marks[day.date] ?? null;
    const has = (food: string) => dayMeals.some((m) => mealHas(m, food));
    return {
      date: day.date,
      planned: day.kind,
      mark,
      checked: checkedDays.has(day.date),
      meals: dayMeals,
      ateSuspect: ate(day, mark, has(foods.suspect), day.kind === "suspect", split),
      atePartner: foods.partner
        ? ate(day, mark, has(foods.partner), day.kind === "free", split)
        : null,
    };
  });
}

/** The local hour (0-24) of an instant. */
export function localHour(at: number, timeZone: string): number {
  const [h, m] = localTime(new Date(at), timeZone).split(":").map(Number);
  return h + m / 60;
}
