import type { PatternMeal, PatternTummyCheck } from "../../src/domain/patterns/types";
import { type Child, drawChild, eatDays, type Occasion } from "./child";
import { CONFOUNDER_POOL } from "./menu";
import { Random } from "./random";

const MS_PER_HOUR = 3_600_000;
/** Monday 6 January 2025, 00:00 UTC; the diary's clock is the child's local clock. */
export const DIARY_START_MS = Date.UTC(2025, 0, 6);

/** What a benchmark diary is asked to contain. */
export interface DiaryPlan {
  readonly seed: number;
  readonly weeks: number;
  /** One reaction probability per planted trigger (0 to 2 of them). */
  readonly reactionProbabilities: readonly number[];
  /** Whether a food eaten mostly with the first trigger is added. */
  readonly confounder: boolean;
}

/** A planted trigger, as the truth the engines are scored against. */
export interface PlantedTrigger {
  readonly food: string;
  readonly probability: number;
  readonly lagHours: number;
}

/** A planted trigger with what the diary shows of it. */
export interface LoggedTrigger extends PlantedTrigger {
  /**
   * Logged meals that list the food and were followed by a logged reaction the food caused:
   * the evidence any method has. Fewer than 3 and no method can tell the trigger from chance.
   */
  readonly revealingMeals: number;
}

/** A generated diary: what was logged, and the truth behind it. */
export interface SyntheticDiary {
  readonly plan: DiaryPlan;
  readonly meals: PatternMeal[];
  readonly checks: PatternTummyCheck[];
  readonly triggers: readonly LoggedTrigger[];
  readonly confounder: { readonly food: string; readonly trigger: string } | null;
}

export interface Symptom {
  readonly feeling: "uncomfortable" | "ouchy" | "happy";
  readonly bathroom: string | null;
}

/** Generates one diary from its plan; the same plan always gives the same diary. */
export function generateDiary(plan: DiaryPlan): SyntheticDiary {
  const random = new Random(plan.seed);
  const child = drawChild(random);
  const days = plan.weeks * 7;
  const skipped = Array.from({ length: days }, () => random.chance(child.skipDay));
  const occasions = eatDays(random, child, days, skipped);
  const triggers = plantTriggers(random, occasions, plan);
  const confounder =
    plan.confounder && triggers[0] ? addConfounder(random, occasions, triggers[0]) : null;
  const checks: PatternTummyCheck[] = [];
  const log = (at: number, symptom: Symptom) =>
    logEpisode(random, child, skipped, checks, at, symptom);
  /** Per trigger, the occasions followed by a logged reaction to it. */
  const revealed = triggers.map(() => new Set<Occasion>());
  triggers.forEach((trigger, i) => {
    const profile = symptomProfile(random);
    for (const occasion of occasions) {
      if (!occasion.foods.includes(trigger.food) || !random.chance(trigger.probability)) continue;
      const onset = occasion.at + Math.max(0.5, trigger.lagHours + random.normal(0, 0.3));
      if (log(onset, profile())) revealed[i].add(occasion);
    }
  });
  addBackground(random, child, days, log);
  addRoutineChecks(random, child, skipped, checks);
  const logged = occasions.filter((o) => o.logged);
  const meals = logged.map((o, i) => ({
    id: `m${i}`,
    at: DIARY_START_MS + o.at * MS_PER_HOUR,
    foods: o.foods.filter(() => !random.chance(0.05)),
  }));
  checks.sort((a, b) => a.at - b.at);
  const shown = triggers.map((trigger, i) => ({
    ...trigger,
    revealingMeals: meals.filter(
      (meal, m) => revealed[i].has(logged[m]) && meal.foods.includes(trigger.food),
    ).length,
  }));
  return { plan, meals, checks, triggers: shown, confounder };
}

/** Triggers are among the staples of this child (eaten at least 3 times a week). */
function plantTriggers(random: Random, occasions: Occasion[], plan: DiaryPlan): PlantedTrigger[] {
  const counts = new Map<string, number>();
  for (const o of occasions) for (const f of o.foods) counts.set(f, (counts.get(f) ?? 0) + 1);
  const eaten = [...counts].filter(([, n]) => n >= 3 * plan.weeks).map(([food]) => food);
  const foods = random.sample(eaten.sort(), plan.reactionProbabilities.length);
  return foods.map((food, i) => ({
    food,
    probability: plan.reactionProbabilities[i],
    lagHours: random.chance(0.8) ? random.uniform(1, 4) : random.uniform(4, 8),
  }));
}

/** Adds a rare food to most meals with the trigger, and a few times elsewhere. */
function addConfounder(random: Random, occasions: Occasion[], trigger: PlantedTrigger) {
  const food = random.pick(CONFOUNDER_POOL);
  const together = random.uniform(0.5, 0.85);
  let added = 0;
  for (const o of occasions) {
    if (o.foods.includes(trigger.food) && random.chance(together)) {
      o.foods.push(food);
      added += 1;
    }
  }
  const alone = Math.round(added * random.uniform(0.1, 0.25));
  const others = occasions.filter((o) => !o.foods.includes(trigger.food));
  for (const o of random.sample(others, alone)) o.foods.push(food);
  return { food, trigger: trigger.food };
}

/** A trigger's own way of hurting: mostly one feeling, often with one bathroom event. */
export function symptomProfile(random: Random): () => Symptom {
  const feeling = random.chance(0.5) ? "ouchy" : "uncomfortable";
  const other = feeling === "ouchy" ? "uncomfortable" : "ouchy";
  const bathroom = random.weighted(["runny", "tough to go", null], [0.5, 0.15, 0.35]);
  return () => ({
    feeling: random.chance(0.8) ? feeling : other,
    bathroom:
      bathroom && random.chance(0.6)
        ? bathroom === "runny"
          ? random.weighted(["runny tummy", "super runny"], [0.7, 0.3])
          : bathroom
        : null,
  });
}

/** Food-unrelated tummy aches and bathroom troubles at random waking times. */
export function addBackground(
  random: Random,
  child: Child,
  days: number,
  log: (at: number, s: Symptom) => void,
) {
  for (let day = 0; day < days; day++) {
    for (let i = random.poisson(child.backgroundPerDay); i > 0; i--) {
      const feeling = random.chance(0.6) ? "uncomfortable" : "ouchy";
      const bathroom = random.weighted(
        [null, "tough to go", "runny tummy", "super runny"],
        [0.6, 0.2, 0.15, 0.05],
      );
      log(day * 24 + random.uniform(7, 21), { feeling, bathroom });
    }
    if (random.chance(child.backgroundPerDay * 0.3)) {
      log(day * 24 + random.uniform(7, 21), { feeling: "happy", bathroom: "tough to go" });
    }
  }
}

/**
 * Logs an episode: more often than routine checks, rarely at night, sometimes repeatedly. Says
 * whether it was logged.
 */
export function logEpisode(
  random: Random,
  child: Child,
  skipped: boolean[],
  checks: PatternTummyCheck[],
  at: number,
  symptom: Symptom,
): boolean {
  const day = Math.floor(at / 24);
  const hour = at - day * 24;
  if (day >= skipped.length || skipped[day]) return false;
  const awake = hour >= 7 && hour <= 21.5;
  if (!random.chance(child.hurtLog * (awake ? 1 : 0.3))) return false;
  const first = at + random.uniform(0, 0.5);
  const add = (t: number, bathroom: string | null) =>
    checks.push({
      id: `c${checks.length}`,
      at: DIARY_START_MS + t * MS_PER_HOUR,
      feeling: symptom.feeling,
      bathroomEvent: bathroom,
    });
  add(first, symptom.bathroom);
  if (random.chance(0.35)) {
    for (let i = random.int(1, 2); i > 0; i--) {
      add(first + random.uniform(0.3, 1.8), random.chance(0.5) ? symptom.bathroom : null);
    }
  }
  return true;
}

/** Happy checks on some days, sometimes with a normal bathroom event. */
export function addRoutineChecks(
  random: Random,
  child: Child,
  skipped: boolean[],
  checks: PatternTummyCheck[],
) {
  skipped.forEach((skip, day) => {
    if (skip || !random.chance(child.routineLog)) return;
    for (let i = random.int(1, 3); i > 0; i--) {
      checks.push({
        id: `c${checks.length}`,
        at: DIARY_START_MS + (day * 24 + random.uniform(7.5, 20.5)) * MS_PER_HOUR,
        feeling: "happy",
        bathroomEvent: random.weighted([null, "just right", "soft and easy"], [0.5, 0.35, 0.15]),
      });
    }
  });
}
