import { readFood } from "../../src/domain/foods";
import type { PatternMeal, PatternTummyCheck } from "../../src/domain/patterns/types";
import { drawChild, eatDays, type Occasion } from "./child";
import {
  addBackground,
  addRoutineChecks,
  DIARY_START_MS,
  logEpisode,
  type Symptom,
  symptomProfile,
} from "./generate-diary";
import { Random } from "./random";

/**
 * Diaries of the whole day, as a real family keeps them: drinks logged in Log a Drink (water
 * too), meals and drinks sometimes logged late (stamped when the child remembered), names typed
 * with typos and in other spellings, and dairy-free substitutes now and then. Three kinds:
 * - "drink": the trigger is a drink the child has 3+ times a week (milk, juice, hot chocolate),
 *   logged as a drink, never eaten;
 * - "component": the trigger is dairy, eaten as 3 to 6 different foods, none more than twice a
 *   week (the rest of the menu is kept dairy-free with substitutes);
 * - "none": the same realistic diary without any trigger (null alerts).
 */
export type WholeDayKind = "drink" | "component" | "none";

/** What a whole-day benchmark diary is asked to contain. */
export interface WholeDayPlan {
  readonly seed: number;
  readonly weeks: number;
  readonly kind: WholeDayKind;
  readonly probability: number;
}

/** A generated whole-day diary and its truth. */
export interface WholeDayDiary {
  readonly plan: WholeDayPlan;
  readonly meals: PatternMeal[];
  readonly checks: PatternTummyCheck[];
  /** The name a finding must give: the drink ("milk") or the component ("dairy"); null: none. */
  readonly trigger: string | null;
  /** Logged intakes with the trigger followed by a logged reaction it caused (3+: detectable). */
  readonly revealing: number;
  /** For a component: the dairy foods the child ate. */
  readonly members: readonly string[];
}

const MS_PER_HOUR = 3_600_000;

/** How families slip: the figures every whole-day diary is generated with. */
export const SLIPS = {
  /** A meal or drink logged late: stamped 0.5-2 h after it was had. */
  late: 0.1,
  /** A name typed with a typo (one letter dropped, doubled or swapped). */
  typo: 0.05,
  /** A name typed in another spelling (capitals, plural, "glass of", emoji). */
  respelt: 0.15,
  /** A dairy food replaced by a dairy-free substitute (component diaries). */
  substitute: 0.1,
  /** A drink logged (drinks are logged a little less often than meals). */
  drinkLogged: 0.85,
} as const;

/** Drinks a child may have most days; the first three are triggers' candidates. */
const DAILY_DRINKS = ["milk", "juice", "hot chocolate", "cola", "smoothie"];

/** Dairy foods a component trigger is eaten as, with a dairy-free substitute each. */
const DAIRY_FOODS: readonly (readonly [string, string])[] = [
  ["milk", "oat milk"],
  ["cheese", "dairy-free cheese"],
  ["yogurt", "coconut yogurt"],
  ["ice cream", "sorbet"],
  ["pizza", "vegan pizza"],
  ["custard", "soy custard"],
  ["mac and cheese", "dairy-free mac and cheese"],
  ["milkshake", "dairy-free milkshake"],
  ["cream cheese", "dairy-free cream cheese"],
  ["chocolate milk", "chocolate oat milk"],
];

/** The dairy-free stand-ins of the base menu's dairy foods (component diaries). */
function dairyFree(food: string): string | null {
  const known = DAIRY_FOODS.find(([dairy]) => dairy === food);
  if (known) return known[1];
  if (food === "butter") return "margarine";
  if (food === "granola") return food;
  return null;
}

const isDairy = (food: string) => readFood(food).components.includes("dairy");

/** Generates one whole-day diary; the same plan always gives the same diary. */
export function generateWholeDay(plan: WholeDayPlan): WholeDayDiary {
  const random = new Random(plan.seed);
  const child = drawChild(random);
  const days = plan.weeks * 7;
  const skipped = Array.from({ length: days }, () => random.chance(child.skipDay));
  const occasions = eatDays(random, child, days, skipped);
  const drinks = drinkDays(random, child.mealLog, days, skipped);
  let members: string[] = [];
  if (plan.kind === "component") members = dairyAsManyFoods(random, occasions);
  const all = [...occasions.map((o) => ({ ...o, drink: false })), ...drinks].sort(
    (a, b) => a.at - b.at,
  );
  const trigger =
    plan.kind === "drink"
      ? pickDrinkTrigger(random, drinks, plan.weeks)
      : plan.kind === "component"
        ? "dairy"
        : null;
  const carries = (foods: readonly string[]) =>
    trigger === "dairy" ? foods.some(isDairy) : trigger !== null && foods.includes(trigger);
  const checks: PatternTummyCheck[] = [];
  const log = (at: number, symptom: Symptom) =>
    logEpisode(random, child, skipped, checks, at, symptom);
  const revealed = new Set<number>();
  if (trigger) {
    const profile = symptomProfile(random);
    const lag = random.chance(0.8) ? random.uniform(1, 4) : random.uniform(4, 8);
    all.forEach((o, i) => {
      if (!carries(o.foods) || !random.chance(plan.probability)) return;
      if (log(o.at + Math.max(0.5, lag + random.normal(0, 0.3)), profile())) revealed.add(i);
    });
  }
  addBackground(random, child, days, log);
  addRoutineChecks(random, child, skipped, checks);
  const meals: PatternMeal[] = [];
  let revealing = 0;
  all.forEach((o, i) => {
    if (!o.logged) return;
    const foods = o.foods.filter(() => o.drink || !random.chance(0.05));
    if (foods.length === 0) return;
    if (revealed.has(i) && carries(foods)) revealing += 1;
    const late = random.chance(SLIPS.late) ? random.uniform(0.5, 2) : 0;
    const typed = foods.map((f) => spell(random, f));
    meals.push({
      id: `w${i}`,
      at: DIARY_START_MS + (o.at + late) * MS_PER_HOUR,
      foods: typed,
      ...(o.drink ? { drunk: typed } : {}),
    });
  });
  checks.sort((a, b) => a.at - b.at);
  meals.sort((a, b) => a.at - b.at);
  return { plan, meals, checks, trigger, revealing, members };
}

/** Drinks of each day: water several times, and the child's usual drinks most days. */
function drinkDays(random: Random, mealLog: number, days: number, skipped: boolean[]) {
  const usual = random.sample(DAILY_DRINKS, random.int(2, 3));
  const chances = usual.map(() => random.uniform(0.4, 0.8));
  const out: (Occasion & { drink: boolean })[] = [];
  for (let day = 0; day < days; day++) {
    const base = day * 24;
    const logged = () => !skipped[day] && random.chance(mealLog * SLIPS.drinkLogged);
    for (let i = random.int(2, 4); i > 0; i--) {
      out.push({
        at: base + random.uniform(8, 20),
        foods: ["water"],
        logged: logged(),
        drink: true,
      });
    }
    usual.forEach((drink, k) => {
      if (!random.chance(chances[k] ?? 0.5)) return;
      const slot = random.pick([7.5, 10.5, 15.5, 19.5]);
      out.push({
        at: base + slot + random.uniform(0, 0.75),
        foods: [drink],
        logged: logged(),
        drink: true,
      });
    });
  }
  return out;
}

/** A usual drink of 3+ times a week; milk when the child has it, as in the issue. */
function pickDrinkTrigger(random: Random, drinks: readonly Occasion[], weeks: number): string {
  const counts = new Map<string, number>();
  for (const d of drinks) for (const f of d.foods) counts.set(f, (counts.get(f) ?? 0) + 1);
  const often = [...counts]
    .filter(([f, n]) => f !== "water" && n >= 3 * weeks)
    .map(([f]) => f)
    .sort();
  if (often.includes("milk")) return "milk";
  if (often.length > 0) return random.pick(often);
  // No drink 3 times a week: the child's most frequent drink (never water, which never counts).
  const drunk = [...counts]
    .filter(([f]) => f !== "water")
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return drunk[0]?.[0] ?? "milk";
}

/**
 * Dairy eaten as 3-6 different foods, each on at most two days a week, at a meal or as a
 * snack; the base menu's dairy is swapped for substitutes so no dairy food is eaten more often.
 */
function dairyAsManyFoods(random: Random, occasions: Occasion[]): string[] {
  for (const o of occasions) {
    const swapped: string[] = [];
    for (const f of o.foods) {
      if (!isDairy(f)) swapped.push(f);
      else {
        const free = dairyFree(f);
        if (free) swapped.push(free);
      }
    }
    o.foods.splice(0, o.foods.length, ...new Set(swapped));
  }
  const chosen = random.sample(DAIRY_FOODS, random.int(3, 6));
  const weeks = Math.ceil(Math.max(...occasions.map((o) => o.at)) / (24 * 7));
  for (const [food, substitute] of chosen) {
    for (let week = 0; week < weeks; week++) {
      const days = random.sample([0, 1, 2, 3, 4, 5, 6], random.int(1, 2));
      for (const day of days) {
        const today = occasions.filter((o) => Math.floor(o.at / 24) === week * 7 + day);
        if (today.length === 0) continue;
        const o = random.pick(today);
        o.foods.push(random.chance(SLIPS.substitute) ? substitute : food);
      }
    }
  }
  return chosen.map(([food]) => food);
}

/** The name as a child types it: mostly as is, sometimes respelt, now and then with a typo. */
function spell(random: Random, food: string): string {
  if (random.chance(SLIPS.typo) && food.length >= 5) {
    const i = random.int(1, food.length - 2);
    const how = random.int(0, 2);
    if (how === 0) return food.slice(0, i) + food.slice(i + 1);
    if (how === 1) return food.slice(0, i) + food[i] + food.slice(i);
    return food.slice(0, i - 1) + food[i] + food[i - 1] + food.slice(i + 1);
  }
  if (random.chance(SLIPS.respelt)) {
    const forms = [
      food.charAt(0).toUpperCase() + food.slice(1),
      food.endsWith("s") ? food : `${food}s`,
      food === "milk" ? "glass of milk" : `${food} `,
      food === "milk" ? "🥛 milk" : food.toUpperCase(),
    ];
    return random.pick(forms);
  }
  return food;
}
