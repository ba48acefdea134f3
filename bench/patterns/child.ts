import {
  BREAKFASTS,
  DINNER_MAINS,
  DINNER_SIDES,
  DINNER_VEG,
  LUNCHES,
  PUDDINGS,
  SIDES,
  SNACKS,
} from "./menu";
import type { Random } from "./random";

/** An eating occasion as it happened (hours since the diary start), logged or not. */
export interface Occasion {
  readonly at: number;
  readonly foods: string[];
  readonly logged: boolean;
}

/** One child's habits and diligence, drawn once per diary. */
export interface Child {
  readonly breakfasts: readonly (readonly string[])[];
  readonly breakfastWeights: readonly number[];
  readonly lunches: readonly (readonly string[])[];
  readonly mainWeights: readonly number[];
  readonly snacks: readonly (readonly string[])[];
  /** Probability a meal is logged; a food of a logged meal is left out with 5%. */
  readonly mealLog: number;
  /** Probability a tummy ache in waking hours is logged. */
  readonly hurtLog: number;
  /** Probability of routine happy checks on a day. */
  readonly routineLog: number;
  /** Probability the child logs nothing at all on a day. */
  readonly skipDay: number;
  /** Background (food-unrelated) discomfort episodes per day. */
  readonly backgroundPerDay: number;
}

/** Draws a child: 2-3 usual breakfasts, 3-4 usual lunches, favourite dinners and snacks. */
export function drawChild(random: Random): Child {
  return {
    breakfasts: random.sample(BREAKFASTS, random.int(2, 3)),
    breakfastWeights: [0.55, 0.3, 0.15],
    lunches: random.sample(LUNCHES, random.int(3, 4)),
    mainWeights: DINNER_MAINS.map(() => random.uniform(0.2, 1) ** 2),
    snacks: random.sample(SNACKS, 5),
    mealLog: random.uniform(0.8, 0.97),
    hurtLog: random.uniform(0.6, 0.95),
    routineLog: random.uniform(0.2, 0.8),
    skipDay: random.uniform(0.02, 0.15),
    backgroundPerDay: random.uniform(0.05, 0.4),
  };
}

/** Three meals and 0-2 snacks a day, at child-like times; weekends are a little later. */
export function eatDays(random: Random, child: Child, days: number, skipped: boolean[]) {
  const occasions: Occasion[] = [];
  for (let day = 0; day < days; day++) {
    const base = day * 24 + (day % 7 >= 5 ? 1 : 0);
    const eat = (hour: number, foods: string[]) => {
      const logged = !skipped[day] && random.chance(child.mealLog);
      occasions.push({ at: base + hour, foods, logged });
    };
    const breakfast = random.weighted(child.breakfasts, child.breakfastWeights);
    eat(random.uniform(7, 8.5), vary(random, breakfast));
    const lunch = day % 7 >= 5 ? random.pick(LUNCHES) : random.pick(child.lunches);
    eat(random.uniform(12, 13.5), vary(random, lunch));
    eat(random.uniform(17.5, 19), dinner(random, child));
    const snackCount = random.weighted([0, 1, 2], [0.3, 0.45, 0.25]);
    const slots = random.sample([10, 15, 19.5], snackCount).sort((a, b) => a - b);
    for (const slot of slots)
      eat(slot + random.uniform(0, 1), vary(random, random.pick(child.snacks)));
  }
  return occasions;
}

/** A habit is not a recipe: now and then a part is left out or a side or drink is added. */
function vary(random: Random, habit: readonly string[]): string[] {
  const kept = habit.filter((_, i) => i === 0 || !random.chance(0.15));
  if (random.chance(0.2)) kept.push(random.pick(SIDES));
  return [...new Set(kept)];
}

function dinner(random: Random, child: Child): string[] {
  const foods = [
    random.weighted(DINNER_MAINS, child.mainWeights),
    random.pick(DINNER_SIDES),
    ...random.sample(DINNER_VEG, random.int(1, 2)),
  ];
  if (random.chance(0.3)) foods.push(random.pick(PUDDINGS));
  return [...new Set(foods)];
}
