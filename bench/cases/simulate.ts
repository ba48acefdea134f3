import { planCase } from "../../src/domain/cases/plan";
import type { CasePlan, DayMark } from "../../src/domain/cases/types";
import { foodContains, isComponentKey } from "../../src/domain/foods";
import type { PatternMeal, PatternTummyCheck } from "../../src/domain/patterns/types";
import { type Child, drawChild, eatDays, type Occasion } from "../patterns/child";
import {
  addBackground,
  DIARY_START_MS,
  logEpisode,
  type Symptom,
  symptomProfile,
} from "../patterns/generate-diary";
import { Random } from "../patterns/random";

const MS_PER_HOUR = 3_600_000;
/** Case days start on the generator's first day (a Monday, UTC = the child's local clock). */
export const START_DATE = new Date(DIARY_START_MS).toISOString().slice(0, 10);

/** What a simulated case is about. */
export interface Scenario {
  readonly seed: number;
  readonly days: number;
  /**
   * "trigger": the suspect is the trigger; "null": it is not (another food may be); "split": a
   * pair, one member the trigger; "drink": the suspect and trigger is milk, only ever drunk
   * (logged in Log a Drink); "component": the suspect and trigger is dairy, eaten as milk,
   * cheese, yogurt, pizza or ice cream.
   */
  readonly kind: "trigger" | "null" | "split" | "drink" | "component";
  readonly probability: number;
  /** Whether the clue gave the case a lag window (the pattern engine's window holding the lag). */
  readonly clueWindow: boolean;
}

/** How a family slips: the diary and the plan are not always followed. */
export const SLIPS = {
  /** The suspect eaten on a free day anyway (at a usual meal or a snack). */
  eatenOnFreeDay: 0.08,
  /** A suspect day on which the suspect was not eaten. */
  missedSuspectDay: 0.06,
  /** A day with no tummy check at all, beyond the child's own skipped days. */
  forgottenChecks: 0.08,
  /** The parent marks a day kept or not kept (truthfully). */
  marked: 0.7,
  /** The child does each of the case mission's two tummy checks of a day. */
  missionChecks: 0.85,
} as const;

/** A simulated case: the plan, the diary, the marks, and the truth. */
export interface SimulatedCase {
  readonly scenario: Scenario;
  readonly plan: CasePlan;
  readonly marks: Record<string, DayMark>;
  readonly meals: PatternMeal[];
  readonly checks: PatternTummyCheck[];
  /** The planted trigger (null when none). */
  readonly trigger: { food: string; probability: number; lagHours: number } | null;
  /** The food the case is about and, for a split case, its partner. */
  readonly suspect: string;
  readonly partner: string | null;
  /** The same child's passive diary over the same days, for comparison. */
  readonly passive: { meals: PatternMeal[]; checks: PatternTummyCheck[] };
  /** Case days with a logged reaction the trigger caused: the evidence any method has. */
  readonly revealedDays: ReadonlySet<number>;
}

function staples(occasions: readonly Occasion[]): string[] {
  const counts = new Map<string, number>();
  for (const o of occasions) for (const f of o.foods) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= 5)
    .map(([food]) => food)
    .sort();
}

/** The child's usual breakfast habit with at least two foods: the grouped clue. */
function habitPair(random: Random, child: Child): [string, string] {
  const habits = child.breakfasts.filter((b) => b.length >= 2);
  const habit = habits.length > 0 ? habits[0] : ["cereal", "milk"];
  const [a, b] = random.sample(habit.slice(0, 2), 2);
  return [a, b];
}

/** Dairy foods a dairy case is eaten as. */
const DAIRY_DISHES = ["milk", "cheese", "yogurt", "pizza", "ice cream"];

/**
 * Whether a food carries a suspect, as the case reads it (foodContains): the food itself, a
 * food made with it (toast is bread), or for a component any food with it. A family keeping a
 * suspect-free day avoids all of them: the plan lists where the suspect hides.
 */
function carries(food: string, suspect: string): boolean {
  return food === suspect || foodContains(food, suspect);
}

function followPlan(
  random: Random,
  occasions: Occasion[],
  plan: CasePlan,
  marks: Record<string, DayMark>,
) {
  const { suspect, partner } = plan;
  plan.days.forEach((day, d) => {
    const own = occasions.filter((o) => Math.floor(o.at / 24) === d);
    const [planned, avoid] = day.kind === "suspect" ? [suspect, partner] : [partner, suspect];
    // A component is eaten as one of its foods, a different one from day to day.
    const eat = planned && isComponentKey(planned) ? random.pick(DAIRY_DISHES) : planned;
    const drop = (food: string | null) => {
      if (!food) return;
      for (const o of own) {
        o.foods.splice(0, o.foods.length, ...o.foods.filter((f) => !carries(f, food)));
      }
    };
    let kept = true;
    drop(avoid);
    if (day.kind === "rest") drop(suspect);
    if (eat && day.kind !== "rest") {
      // The plan asks for the food at breakfast and at lunch (the day's first two meals).
      for (const meal of own.slice(0, 2)) if (!meal.foods.includes(eat)) meal.foods.push(eat);
    }
    if (day.kind === "suspect" && random.chance(SLIPS.missedSuspectDay)) {
      drop(suspect);
      kept = false;
    }
    if (day.kind === "free" && random.chance(SLIPS.eatenOnFreeDay)) {
      random.pick(own).foods.push(isComponentKey(suspect) ? random.pick(DAIRY_DISHES) : suspect);
      kept = false;
    }
    if (random.chance(SLIPS.marked)) marks[day.date] = kept;
  });
}

interface Diary {
  meals: PatternMeal[];
  checks: PatternTummyCheck[];
  /** Days (from 0) with a logged reaction the trigger caused after a meal of that day. */
  revealedDays: Set<number>;
}

function logDiary(
  random: Random,
  child: Child,
  occasions: readonly Occasion[],
  trigger: SimulatedCase["trigger"],
  skipped: boolean[],
  missionChecks: number,
  drunk: string | null = null,
): Diary {
  const checks: PatternTummyCheck[] = [];
  const log = (at: number, s: Symptom) => logEpisode(random, child, skipped, checks, at, s);
  const revealedDays = new Set<number>();
  if (trigger) {
    const profile = symptomProfile(random);
    for (const o of occasions) {
      if (!o.foods.some((f) => carries(f, trigger.food))) continue;
      if (!random.chance(trigger.probability)) continue;
      const onset = o.at + Math.max(0.5, trigger.lagHours + random.normal(0, 0.3));
      if (log(onset, profile())) revealedDays.add(Math.floor(o.at / 24));
    }
  }
  addBackground(random, child, skipped.length, log);
  skipped.forEach((skip, day) => {
    if (skip) return;
    for (const hour of [random.uniform(13, 15), random.uniform(19, 20.5)]) {
      if (!random.chance(missionChecks)) continue;
      checks.push({
        id: `c${checks.length}`,
        at: DIARY_START_MS + (day * 24 + hour) * MS_PER_HOUR,
        feeling: "happy",
        bathroomEvent: null,
      });
    }
  });
  const meals: PatternMeal[] = [];
  occasions
    .filter((o) => o.logged)
    .forEach((o, i) => {
      const at = DIARY_START_MS + o.at * MS_PER_HOUR;
      const foods = o.foods.filter(() => !random.chance(0.05));
      const eaten = foods.filter((f) => f !== drunk);
      if (eaten.length > 0) meals.push({ id: `m${i}`, at, foods: eaten });
      // The drink is logged in Log a Drink, as the child names it, a few minutes later.
      if (drunk && foods.includes(drunk)) {
        const name = random.pick(["Milk", "milk", "warm milk", "glass of milk"]);
        meals.push({ id: `d${i}`, at: at + 0.1 * MS_PER_HOUR, foods: [name], drunk: [name] });
      }
    });
  meals.sort((a, b) => a.at - b.at);
  checks.sort((a, b) => a.at - b.at);
  return { meals, checks, revealedDays };
}

/** The engine's windows (DEFAULT_PATTERN_OPTIONS): the clue names the one holding the lag. */
const WINDOWS = [
  { from: 1, to: 4 },
  { from: 2.5, to: 6 },
  { from: 5, to: 9 },
];

function clueWindowFor(random: Random, trigger: SimulatedCase["trigger"]) {
  if (!trigger) return random.pick(WINDOWS);
  const lag = trigger.lagHours;
  return lag <= 4 ? WINDOWS[0] : lag <= 6 ? WINDOWS[1] : WINDOWS[2];
}

/** One simulated child and case; the same scenario always gives the same case. */
export function simulateCase(scenario: Scenario): SimulatedCase {
  const random = new Random(scenario.seed);
  const child = drawChild(random);
  const days = scenario.days;
  const probe = eatDays(new Random(scenario.seed + 1), child, days, Array(days).fill(false));
  const [a, b] = habitPair(random, child);
  const pool = staples(probe);
  let suspect: string;
  let partner: string | null = null;
  let triggerFood: string | null;
  if (scenario.kind === "drink" || scenario.kind === "component") {
    suspect = scenario.kind === "drink" ? "milk" : "dairy";
    triggerFood = suspect;
  } else if (scenario.kind === "split") {
    [suspect, partner] = [a, b];
    triggerFood = random.chance(0.5) ? a : b;
  } else {
    suspect = random.pick(pool.length > 0 ? pool : [a]);
    const others = pool.filter((f) => f !== suspect);
    triggerFood =
      scenario.kind === "trigger" ? suspect : random.chance(0.5) ? random.pick(others) : null;
  }
  const trigger = triggerFood
    ? { food: triggerFood, probability: scenario.probability, lagHours: random.uniform(1, 8) }
    : null;
  const plan = planCase({
    suspect,
    partner,
    days,
    startDate: START_DATE,
    lagWindow: scenario.clueWindow ? clueWindowFor(random, trigger) : null,
    seed: random.int(1, 2 ** 30),
  });
  const skipped = Array.from({ length: days }, () => random.chance(child.skipDay));
  const forgot = skipped.map((s) => s || random.chance(SLIPS.forgottenChecks));
  const occasions = eatDays(random, child, days, skipped);
  const passiveOccasions = occasions.map((o) => ({ ...o, foods: [...o.foods] }));
  const marks: Record<string, DayMark> = {};
  followPlan(random, occasions, plan, marks);
  const drunk = scenario.kind === "drink" ? "milk" : null;
  const diary = logDiary(random, child, occasions, trigger, forgot, SLIPS.missionChecks, drunk);
  const passive = logDiary(
    random,
    child,
    passiveOccasions,
    trigger,
    skipped,
    child.routineLog,
    drunk,
  );
  return {
    scenario,
    plan,
    marks,
    meals: diary.meals,
    checks: diary.checks,
    revealedDays: diary.revealedDays,
    trigger,
    suspect,
    partner,
    passive: { meals: passive.meals, checks: passive.checks },
  };
}
