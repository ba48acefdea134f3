import { foodContains, howItHolds } from "../foods/index";
import { addDays, localDate, localTime } from "../local-day";
import type { PatternMeal, PatternTummyCheck } from "../patterns/types";
import type { CaseFoods, DayMark, PlanDay } from "./types";

/** A morning check until this local hour speaks for the night before. */
const NEXT_MORNING_UNTIL = 11;

/** What a case day shows for one food: eaten (true), not (false), or unknown (null). */
export interface DayFacts {
  readonly date: string;
  readonly planned: PlanDay["kind"];
  readonly mark: DayMark;
  /**
   * A tummy check was logged inside the window that matters: from an hour before the case
   * mission's check until the next morning. Without one a calm day cannot say "no trouble".
   */
  readonly checked: boolean;
  /** Anything was logged on the day itself (a meal, a drink or a tummy check). */
  readonly active: boolean;
  /** The parent marked the day ill (fever, a bug going round): left out. */
  readonly ill: boolean;
  readonly ateSuspect: boolean | null;
  readonly atePartner: boolean | null;
  /**
   * The logged name the suspect came in when the day held it only in traces ("cake" on a milk
   * case): a carrier day, not counted. Null when a meal served it or nothing held it.
   */
  readonly suspectTrace: string | null;
  readonly partnerTrace: string | null;
  /** Logged meals of the day (any food), oldest first. */
  readonly meals: readonly PatternMeal[];
}

/**
 * Whether a logged food name holds the case's food, read through the food table: any spelling
 * ("Eggs" for "egg", "cheddar" for cheese, "Cheerios" for cereal), foods made with it
 * ("milkshake", "chocolate milk"), never a substitute free of it ("oat milk", "dairy-free
 * cheese"); names the table cannot read match as a whole word.
 */
export function foodMatches(logged: string, food: string): boolean {
  return foodContains(logged, food);
}

/** Whether a meal lists the food. */
export function mealHas(meal: PatternMeal, food: string): boolean {
  return meal.foods.some((f) => foodMatches(f, food));
}

/**
 * A trace of the food (a cake made with egg, on an egg day that also had eggs) counts this much
 * beside the day's servings: a little of the food, which may or may not be enough to react to.
 */
export const TRACE_WEIGHT = 0.5;

/**
 * How much a meal serves the food: 1 when a logged name holds it as a serving (the food itself,
 * "chocolate milk", "cereal w/ milk", "mac and cheese"), TRACE_WEIGHT when it only holds a trace
 * of it (cake, pancakes, egg pasta), 0 when the meal does not hold it.
 */
export function servingWeight(meal: PatternMeal, food: string): number {
  let weight = 0;
  for (const name of meal.foods) {
    const held = howItHolds(name, food);
    if (held === "serving") return 1;
    if (held === "trace") weight = TRACE_WEIGHT;
  }
  return weight;
}

/** The first logged name of the day's meals that holds the food only as a trace, if any. */
function traceName(meals: readonly PatternMeal[], food: string): string | null {
  for (const meal of meals) {
    for (const name of meal.foods) if (howItHolds(name, food) === "trace") return name;
  }
  return null;
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

/**
 * The dates that have a tummy check inside the window that matters: a check counts for its own
 * day from `checkFromHour` (local), and for the day before until the next morning's check-in
 * ("any tummy trouble in the night?").
 */
export function checkedDates(
  checks: readonly PatternTummyCheck[],
  timeZone: string,
  checkFromHour: number,
): Set<string> {
  const dates = new Set<string>();
  for (const c of checks) {
    const date = localDate(new Date(c.at), timeZone);
    const hour = localHour(c.at, timeZone);
    if (hour >= checkFromHour) dates.add(date);
    if (hour < NEXT_MORNING_UNTIL) dates.add(addDays(date, -1));
  }
  return dates;
}

/** The facts of each planned day from the diary and the family's marks. */
export function dayFacts(
  foods: CaseFoods,
  days: readonly PlanDay[],
  marks: Readonly<Record<string, DayMark>>,
  meals: readonly PatternMeal[],
  checks: readonly PatternTummyCheck[],
  timeZone: string,
  window: { readonly checkFromHour: number; readonly illDays: readonly string[] },
): DayFacts[] {
  const mealsByDay = new Map<string, PatternMeal[]>();
  for (const meal of [...meals].sort((a, b) => a.at - b.at)) {
    const date = localDate(new Date(meal.at), timeZone);
    mealsByDay.set(date, [...(mealsByDay.get(date) ?? []), meal]);
  }
  const checkedDays = checkedDates(checks, timeZone, window.checkFromHour);
  const checkDays = new Set(checks.map((c) => localDate(new Date(c.at), timeZone)));
  const ill = new Set(window.illDays);
  const split = foods.partner !== null;
  return days.map((day) => {
    const dayMeals = mealsByDay.get(day.date) ?? [];
    const mark = marks[day.date] ?? null;
    const has = (food: string) => dayMeals.some((m) => mealHas(m, food));
    // A day whose food came in traces alone is a carrier day, unless the family marked the day
    // kept: the plan then says what it was (a food day whose serving went unlogged, or a free
    // day whose cake the free-day rule allowed).
    const trace = (food: string) => (has(food) || mark === true ? null : traceName(dayMeals, food));
    const suspectTrace = trace(foods.suspect);
    const partnerTrace = foods.partner ? trace(foods.partner) : null;
    return {
      date: day.date,
      planned: day.kind,
      mark,
      checked: checkedDays.has(day.date),
      active: dayMeals.length > 0 || checkDays.has(day.date),
      ill: ill.has(day.date),
      meals: dayMeals,
      ateSuspect: suspectTrace
        ? true
        : ate(day, mark, has(foods.suspect), day.kind === "suspect", split),
      atePartner: foods.partner
        ? partnerTrace
          ? true
          : ate(day, mark, has(foods.partner), day.kind === "free", split)
        : null,
      suspectTrace,
      partnerTrace,
    };
  });
}

/** The local hour (0-24) of an instant. */
export function localHour(at: number, timeZone: string): number {
  const [h, m] = localTime(new Date(at), timeZone).split(":").map(Number);
  return h + m / 60;
}
