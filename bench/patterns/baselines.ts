import { normaliseFoodName } from "../../src/domain/patterns/prepare";
import type { PatternMeal, PatternTummyCheck } from "../../src/domain/patterns/types";

/** An alert of any method: its food (or foods eaten together) and a score to rank alerts. */
export interface Alert {
  readonly foods: readonly string[];
  readonly score: number;
}

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;
const DISCOMFORT = new Set(["uncomfortable", "ouchy", "tough to go", "runny tummy", "super runny"]);

function isDiscomfort(check: PatternTummyCheck): boolean {
  return DISCOMFORT.has(check.feeling) || DISCOMFORT.has(check.bathroomEvent ?? "");
}

function foodsOf(meal: PatternMeal): string[] {
  return [...new Set(meal.foods.map(normaliseFoodName).filter((f) => f !== ""))];
}

/**
 * Naive count: how often a food was followed by a discomfort entry within 3 hours.
 * Alert when it happened at least 3 times and after at least half of the food's meals.
 */
export function naiveCount(meals: readonly PatternMeal[], checks: readonly PatternTummyCheck[]) {
  const times = checks.filter(isDiscomfort).map((c) => c.at);
  const tally = new Map<string, { exposures: number; followed: number }>();
  for (const meal of meals) {
    const followed = times.some((t) => t > meal.at && t <= meal.at + 3 * MS_PER_HOUR);
    for (const food of foodsOf(meal)) {
      const entry = tally.get(food) ?? { exposures: 0, followed: 0 };
      entry.exposures += 1;
      if (followed) entry.followed += 1;
      tally.set(food, entry);
    }
  }
  const alerts: Alert[] = [];
  for (const [food, { exposures, followed }] of tally) {
    if (followed >= 3 && followed / exposures >= 0.5)
      alerts.push({ foods: [food], score: followed / exposures });
  }
  return alerts;
}

interface Day {
  readonly foods: Set<string>;
  discomfort: number;
  happy: number;
}

/** Days with at least one logged meal, with their foods and counts of entries. */
function loggedDays(meals: readonly PatternMeal[], checks: readonly PatternTummyCheck[]) {
  const days = new Map<number, Day>();
  for (const meal of meals) {
    const key = Math.floor(meal.at / MS_PER_DAY);
    const day = days.get(key) ?? { foods: new Set<string>(), discomfort: 0, happy: 0 };
    for (const food of foodsOf(meal)) day.foods.add(food);
    days.set(key, day);
  }
  for (const check of checks) {
    const day = days.get(Math.floor(check.at / MS_PER_DAY));
    if (!day) continue;
    if (isDiscomfort(check)) day.discomfort += 1;
    else day.happy += 1;
  }
  return [...days.values()];
}

/**
 * Day-level with/without: share of days with discomfort when the food was eaten against when
 * it was not, with at least 3 days of each. Alert on a one-sided Fisher exact p below 0.05
 * and at least 1.5 times the rate.
 */
export function dayComparison(meals: readonly PatternMeal[], checks: readonly PatternTummyCheck[]) {
  const days = loggedDays(meals, checks);
  const foods = new Set(days.flatMap((d) => [...d.foods]));
  const alerts: Alert[] = [];
  for (const food of foods) {
    const withFood = days.filter((d) => d.foods.has(food));
    const without = days.filter((d) => !d.foods.has(food));
    if (withFood.length < 3 || without.length < 3) continue;
    const a = withFood.filter((d) => d.discomfort > 0).length;
    const c = without.filter((d) => d.discomfort > 0).length;
    const rateWith = a / withFood.length;
    const rateWithout = c / without.length;
    if (rateWith < 1.5 * rateWithout || a === 0) continue;
    const p = fisherGreater(a, withFood.length - a, c, without.length - c);
    if (p < 0.05) alerts.push({ foods: [food], score: -Math.log(p) });
  }
  return alerts;
}

/**
 * 3 best / 3 worst days: foods eaten on each of the 3 days with the most discomfort entries
 * and on none of the 3 days with the fewest (ties: more happy checks count as better).
 */
export function bestWorstDays(meals: readonly PatternMeal[], checks: readonly PatternTummyCheck[]) {
  const days = loggedDays(meals, checks);
  if (days.length < 6) return [];
  const ranked = [...days].sort((x, y) => x.discomfort - y.discomfort || y.happy - x.happy);
  const best = ranked.slice(0, 3);
  const worst = ranked.slice(-3);
  if (worst.some((d) => d.discomfort === 0)) return [];
  const alerts: Alert[] = [];
  for (const food of worst[0].foods) {
    if (worst.every((d) => d.foods.has(food)) && best.every((d) => !d.foods.has(food))) {
      alerts.push({ foods: [food], score: 1 });
    }
  }
  return alerts;
}

/** One-sided Fisher exact test that the first row has the higher rate. */
function fisherGreater(a: number, b: number, c: number, d: number): number {
  const row1 = a + b;
  const col1 = a + c;
  const n = a + b + c + d;
  const logChoose = (n: number, k: number) =>
    logFactorial(n) - logFactorial(k) - logFactorial(n - k);
  const denominator = logChoose(n, col1);
  let p = 0;
  for (let x = a; x <= Math.min(row1, col1); x++) {
    p += Math.exp(logChoose(row1, x) + logChoose(n - row1, col1 - x) - denominator);
  }
  return Math.min(1, p);
}

const factorials: number[] = [0];
function logFactorial(n: number): number {
  for (let i = factorials.length; i <= n; i++) factorials.push(factorials[i - 1] + Math.log(i));
  return factorials[n];
}
