import type { DayMark, PlanDay } from "../../src/domain/cases/types";
import { isComponentKey } from "../../src/domain/foods/components";
import type { PatternMeal, PatternTummyCheck, WindowHours } from "../../src/domain/patterns/types";
import { type Child, drawChild, eatDays, type Occasion } from "../patterns/child";
import { DIARY_START_MS, type Symptom, symptomProfile } from "../patterns/generate-diary";
import { Random } from "../patterns/random";
import { type CasePlanLike, missionOf, planFor } from "./judge";
import { truthHolds } from "./truth";

const MS_PER_HOUR = 3_600_000;
/** Case days start on the generator's first day (a Monday, UTC = the child's local clock). */
export const START_DATE = new Date(DIARY_START_MS).toISOString().slice(0, 10);
/** Days a case may be extended by, 7 at a time, when it ends without enough evidence (28 in all). */
export const EXTENSION_DAYS = 14;
/** Days added at each extension. */
export const EXTENSION_BLOCK = 7;

/**
 * How a child names milk: as it is ("milk"), or her own way: her milk is warm milk, chocolate
 * milk or a milkshake, or her cereal and milk are one "cereal w/ milk".
 */
export const NAMING_STYLES = [
  "milk",
  "warm milk",
  "chocolate milk",
  "milkshake",
  "cereal w/ milk",
] as const;
export type NamingStyle = (typeof NAMING_STYLES)[number];

/**
 * Who does the case: "ideal" follows the plan and logs everything on time; "realistic" behaves
 * like a child (sparse and late checks, name variants and substitutes, a background that
 * clusters after meals, tummy bugs, long lags, a reader abroad); "aches" is realistic with 1 to
 * 1.5 food-unrelated aches a day.
 */
export type ChildKind = "ideal" | "realistic" | "aches";

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
  readonly child: ChildKind;
  /**
   * What-ifs for the ceiling analysis: behaviours set after they are drawn (the same child and
   * diary otherwise, as every draw still happens), and the reaction lag.
   */
  readonly overrides?: Partial<Behaviour> & {
    readonly lagHours?: number;
    /** The case's food (a trigger), whatever the child's staples are. */
    readonly suspect?: string;
  };
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
} as const;

/** How a realistic child and family behave; drawn once per child. */
export interface Behaviour {
  /** Chance the child does each of the case mission's checks. */
  readonly missionChecks: number;
  /** Chance a logged ache is logged late (the form logs "now"), 1 to 4 hours after it began. */
  readonly lateLog: number;
  /** Where food-unrelated aches fall: any waking hour, after any meal, or on school mornings. */
  readonly background: "flat" | "meals" | "school";
  readonly backgroundPerDay: number;
  /** A tummy bug: first day and length (days), or none. */
  readonly bug: { start: number; days: number } | null;
  /** Whether the parent marks the bug's days as ill. */
  readonly marksIll: boolean;
  /** Whether the family gives a substitute ("oat milk") on free days. */
  readonly substitutes: boolean;
  /** Chance a logged meal names the suspect by a variant ("egg" for "eggs", "cheddar"). */
  readonly variantNames: number;
  /** Whether the case's food was typed as a variant of the name the family logs. */
  readonly typedVariant: boolean;
  /** The zone the verdict is first read in, when it differs from home (UTC). */
  readonly readerZone: string | null;
  /** Chances the slips above happen (0 for an ideal child). */
  readonly slips: number;
  /** Chance an ache in waking hours is logged, when set (else the child's own, 1 if ideal). */
  readonly hurtLog?: number;
  /** How the child names milk. */
  readonly naming: NamingStyle;
  /** Chance a meal that is a known dish is typed as one name ("eggs on toast"). */
  readonly dishNames: number;
  /** Chance a logged name has a typo. */
  readonly typos: number;
  /** Chance a day has no tummy check at all, beyond the child's own skipped days. */
  readonly noCheckDays: number;
  /** Chance a meal is logged, when set (else the child's own). */
  readonly mealLog?: number;
  /** A bad week: 7 days from this day with three times the background aches (not marked ill). */
  readonly badWeek: number | null;
}

/** Substitutes free of the suspect, as families log them. */
const SUBSTITUTES: Record<string, readonly string[]> = {
  milk: ["oat milk", "soy milk", "almond milk", "lactose-free milk"],
  cheese: ["dairy-free cheese", "vegan cheese"],
  yogurt: ["soy yogurt", "coconut yogurt"],
  bread: ["gluten-free bread"],
  pasta: ["gluten-free pasta", "rice pasta"],
  eggs: ["egg-free muffin"],
  egg: ["egg-free muffin"],
  butter: ["dairy-free spread"],
  "peanut butter": ["sunflower seed butter"],
};
/** Other names of the same food, as families log them. */
const VARIANTS: Record<string, readonly string[]> = {
  eggs: ["egg", "scrambled eggs", "boiled egg"],
  egg: ["eggs", "fried egg"],
  pancakes: ["pancake"],
  cheese: ["cheddar", "cheese slices"],
  milk: ["warm milk", "milkshake"],
  yogurt: ["yoghurt", "Yogurt"],
  cereal: ["Cheerios", "cornflakes"],
  waffles: ["waffle"],
  crumpets: ["crumpet"],
  sausages: ["sausage"],
  "fish fingers": ["fish finger"],
  strawberries: ["strawberry"],
  blueberries: ["blueberry"],
  grapes: ["grape"],
  crackers: ["cracker"],
  biscuits: ["biscuit", "cookies"],
  chips: ["fries"],
  toast: ["toasted bread"],
  bread: ["sandwich bread", "white bread"],
  pasta: ["spaghetti", "penne"],
};
/** Meals a child may type as one dish name: its parts (all present) and the name. */
const DISHES: readonly (readonly [readonly string[], string])[] = [
  [["cereal", "milk"], "cereal w/ milk"],
  [["eggs", "toast"], "eggs on toast"],
  [["bread", "ham", "cheese"], "ham and cheese sandwich"],
  [["bread", "tuna"], "tuna sandwich"],
  [["bread", "chicken"], "chicken sandwich"],
  [["wrap", "chicken", "cheese"], "chicken and cheese wrap"],
  [["pasta", "tomato sauce"], "pasta with tomato sauce"],
  [["crackers", "cheese"], "cheese and crackers"],
  [["porridge", "milk"], "porridge with milk"],
  [["yogurt", "granola"], "yogurt and granola"],
  [["noodles", "egg"], "noodles with egg"],
  [["milk", "biscuits"], "milk and biscuits"],
  [["toast", "butter"], "buttered toast"],
  [["hummus", "pitta"], "hummus and pitta"],
  [["rice", "chicken"], "chicken and rice"],
  [["soup", "bread"], "soup and bread"],
  [["pancakes", "maple syrup"], "pancakes with syrup"],
];
/** Brands children log for a food now and then. */
const BRANDS: Record<string, readonly string[]> = {
  cereal: ["Cheerios", "Weetabix", "Coco Pops"],
  cheese: ["Babybel", "cheese string"],
  yogurt: ["Frubes", "Petit Miam"],
  crisps: ["Pringles"],
  biscuits: ["Oreos"],
  "chocolate milk": ["Milo", "Nesquik"],
};

/** A case typed by a parent in another form than the child logs it. */
const TYPED: Record<string, string> = {
  eggs: "egg",
  pancakes: "pancake",
  waffles: "waffle",
  sausages: "sausage",
  strawberries: "strawberry",
  yogurt: "yoghurt",
};
/** Zones 5 or more hours from home (UTC) that a verdict may be read in. */
const AWAY_ZONES = ["Asia/Kolkata", "America/New_York", "Asia/Tokyo", "America/Los_Angeles"];

/**
 * Whether an eaten food holds another: the same menu food, or one made with it by the food table
 * (toast holds bread, noodles egg, custard milk). A trigger reacts to what a food holds, and a
 * family leaving a food out leaves out what holds it, unless it misses a hiding place.
 */
function holds(eaten: string, food: string): boolean {
  return truthHolds(eaten, food);
}
/** Dairy foods a dairy case is eaten as. */
const DAIRY_DISHES = ["milk", "cheese", "yogurt", "pizza", "ice cream"];

/** Chance a family misses a food the suspect hides in (not the food itself) on a day without it. */
const MISSED_HIDING_PLACE = 0.3;

/** A simulated case: the plan, the diary, the marks, and the truth. */
export interface SimulatedCase {
  readonly scenario: Scenario;
  readonly plan: CasePlanLike;
  /** The days the case is extended by when it ends without enough evidence (followed too). */
  readonly extension: readonly PlanDay[];
  readonly marks: Record<string, DayMark>;
  readonly illDays: readonly string[];
  readonly meals: PatternMeal[];
  readonly checks: PatternTummyCheck[];
  /** The planted trigger (null when none). */
  readonly trigger: { food: string; probability: number; lagHours: number } | null;
  /** The food the case is about (as typed) and, for a split case, its partner. */
  readonly suspect: string;
  readonly partner: string | null;
  /** The names the truth uses for them (what the menu calls them). */
  readonly truthNames: readonly string[];
  readonly behaviour: Behaviour;
  /** Case days with a logged reaction the trigger caused: the evidence any method has. */
  readonly revealedDays: ReadonlySet<number>;
}

function drawBehaviour(random: Random, kind: ChildKind, child: Child): Behaviour {
  if (kind === "ideal") {
    return {
      missionChecks: 1,
      lateLog: 0,
      background: "flat",
      backgroundPerDay: child.backgroundPerDay,
      bug: null,
      marksIll: false,
      substitutes: false,
      variantNames: 0,
      typedVariant: false,
      readerZone: null,
      slips: 0,
      naming: "milk",
      dishNames: 0,
      typos: 0,
      noCheckDays: 0,
      badWeek: null,
    };
  }
  const sparse = random.chance(0.25);
  // Background aches: 0-1.5 a day (45% under 0.3, 35% 0.3-1, 20% 1-1.5); a quarter of children
  // have a bad week or a tummy bug during the case.
  const stratum = random.next();
  const backgroundPerDay =
    kind === "aches"
      ? random.uniform(1, 1.5)
      : stratum < 0.45
        ? random.uniform(0, 0.3)
        : stratum < 0.8
          ? random.uniform(0.3, 1)
          : random.uniform(1, 1.5);
  const trouble = random.next();
  return {
    missionChecks: sparse ? random.uniform(0.2, 0.5) : random.uniform(0.6, 0.95),
    lateLog: random.chance(0.5) ? random.uniform(0.2, 0.5) : 0,
    background: random.weighted(["flat", "meals", "school"] as const, [0.5, 0.3, 0.2]),
    backgroundPerDay,
    bug: trouble < 0.125 ? { start: random.int(0, 12), days: random.int(2, 3) } : null,
    marksIll: random.chance(0.6),
    substitutes: random.chance(0.4),
    variantNames: random.chance(0.4) ? random.uniform(0.2, 0.6) : 0,
    typedVariant: random.chance(0.3),
    readerZone: random.chance(0.15) ? random.pick(AWAY_ZONES) : null,
    slips: 1,
    naming: random.weighted(NAMING_STYLES, [0.4, 0.15, 0.15, 0.15, 0.15]),
    dishNames: random.uniform(0, 0.6),
    typos: random.chance(0.3) ? random.uniform(0.05, 0.2) : 0,
    noCheckDays: random.uniform(0, 0.2),
    mealLog: random.uniform(0.6, 1),
    badWeek: trouble >= 0.125 && trouble < 0.25 ? random.int(0, 10) : null,
  };
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

function followPlan(
  random: Random,
  occasions: Occasion[],
  days: readonly PlanDay[],
  truth: { suspect: string; partner: string | null },
  behaviour: Behaviour,
  marks: Record<string, DayMark>,
) {
  const { suspect, partner } = truth;
  const slip = (p: number) => random.chance(p * behaviour.slips);
  days.forEach((day, d) => {
    const own = occasions.filter((o) => Math.floor(o.at / 24) === d);
    const [planned, avoid] = day.kind === "suspect" ? [suspect, partner] : [partner, suspect];
    // A component is eaten as one of its foods, a different one from day to day.
    const eat = planned && isComponentKey(planned) ? random.pick(DAIRY_DISHES) : planned;
    const drop = (food: string | null) => {
      if (!food) return false;
      let dropped = false;
      for (const o of own) {
        const kept = o.foods.filter(
          (f) =>
            !holds(f, food) ||
            (f !== food && behaviour.slips > 0 && random.chance(MISSED_HIDING_PLACE)),
        );
        if (kept.length !== o.foods.length) dropped = true;
        o.foods.splice(0, o.foods.length, ...kept);
      }
      return dropped;
    };
    let kept = true;
    const droppedSuspect = drop(avoid) && avoid === suspect;
    if (day.kind === "rest") drop(suspect);
    if ((droppedSuspect || day.kind === "rest") && behaviour.substitutes && SUBSTITUTES[suspect]) {
      // The family gives what it usually gives instead: a substitute free of the suspect.
      const swap = random.pick(SUBSTITUTES[suspect]);
      for (const meal of own.slice(0, 2)) if (random.chance(0.7)) meal.foods.push(swap);
    }
    if (eat && day.kind !== "rest") {
      // The plan asks for the food at breakfast and at lunch (the day's first two meals).
      for (const meal of own.slice(0, 2)) if (!meal.foods.includes(eat)) meal.foods.push(eat);
    }
    if (day.kind === "suspect" && slip(SLIPS.missedSuspectDay)) {
      drop(suspect);
      kept = false;
    }
    if (day.kind === "free" && slip(SLIPS.eatenOnFreeDay)) {
      random.pick(own).foods.push(isComponentKey(suspect) ? random.pick(DAIRY_DISHES) : suspect);
      kept = false;
    }
    if (behaviour.slips === 0 || random.chance(SLIPS.marked)) marks[day.date] = kept;
  });
}

interface Diary {
  meals: PatternMeal[];
  checks: PatternTummyCheck[];
  /** Days (from 0) with a logged reaction the trigger caused after a meal of that day. */
  revealedDays: Set<number>;
}

/** Background aches of one day, at hours the child's kind of background puts them. */
function backgroundHours(
  random: Random,
  behaviour: Behaviour,
  day: number,
  meals: readonly number[],
): number[] {
  const hours: number[] = [];
  const bad = behaviour.badWeek;
  const rate = behaviour.backgroundPerDay * (bad !== null && day >= bad && day < bad + 7 ? 3 : 1);
  for (let i = random.poisson(rate); i > 0; i--) {
    if (behaviour.background === "meals" && meals.length > 0) {
      hours.push(random.pick(meals) - day * 24 + random.uniform(0.3, 2));
    } else if (behaviour.background === "school" && day % 7 < 5 && random.chance(0.7)) {
      hours.push(random.uniform(7.5, 10));
    } else {
      hours.push(random.uniform(7, 21));
    }
  }
  return hours;
}

function logDiary(
  random: Random,
  child: Child,
  behaviour: Behaviour,
  occasions: readonly Occasion[],
  trigger: SimulatedCase["trigger"],
  days: number,
  skipped: boolean[],
  mission: ReturnType<typeof missionOf>,
  drunk: string | null,
): Diary {
  const checks: PatternTummyCheck[] = [];
  const revealedDays = new Set<number>();
  /** Aches of the night (22:00-07:00) that were not logged, per day they end on. */
  const unloggedNight = new Set<number>();
  const add = (t: number, feeling: string, bathroom: string | null) =>
    checks.push({
      id: `c${checks.length}`,
      at: DIARY_START_MS + t * MS_PER_HOUR,
      feeling,
      bathroomEvent: bathroom,
    });
  const hurtLog = behaviour.hurtLog ?? (behaviour.slips === 0 ? 1 : child.hurtLog);
  const log = (at: number, s: Symptom): boolean => {
    const day = Math.floor(at / 24);
    const hour = at - day * 24;
    if (day >= skipped.length || skipped[day]) return false;
    const awake = hour >= 7 && hour <= 21.5;
    if (!random.chance(hurtLog * (awake ? 1 : 0.3))) {
      if (!awake) unloggedNight.add(hour < 7 ? day : day + 1);
      return false;
    }
    const late = random.chance(behaviour.lateLog) ? random.uniform(1, 4) : 0;
    const first = at + (behaviour.slips === 0 ? 0 : random.uniform(0, 0.5)) + late;
    add(first, s.feeling, s.bathroom);
    if (random.chance(0.35)) {
      for (let i = random.int(1, 2); i > 0; i--) {
        add(first + random.uniform(0.3, 1.8), s.feeling, random.chance(0.5) ? s.bathroom : null);
      }
    }
    return true;
  };
  if (trigger) {
    const profile = symptomProfile(random);
    for (const o of occasions) {
      if (!o.foods.some((f) => holds(f, trigger.food)) || !random.chance(trigger.probability)) {
        continue;
      }
      const onset = o.at + Math.max(0.5, trigger.lagHours + random.normal(0, 0.3));
      if (log(onset, profile())) revealedDays.add(Math.floor(o.at / 24));
    }
  }
  for (let day = 0; day < days; day++) {
    const meals = occasions.filter((o) => Math.floor(o.at / 24) === day).map((o) => o.at);
    for (const hour of backgroundHours(random, behaviour, day, meals)) {
      const feeling = random.chance(0.6) ? "uncomfortable" : "ouchy";
      const bathroom = random.weighted(
        [null, "tough to go", "runny tummy", "super runny"],
        [0.6, 0.2, 0.15, 0.05],
      );
      log(day * 24 + hour, { feeling, bathroom });
    }
    const bug = behaviour.bug;
    if (bug && day >= bug.start && day < bug.start + bug.days) {
      for (let i = random.int(3, 5); i > 0; i--) {
        log(day * 24 + random.uniform(6, 22), {
          feeling: random.chance(0.5) ? "ouchy" : "uncomfortable",
          bathroom: random.chance(0.6) ? "super runny" : "runny tummy",
        });
      }
    }
  }
  skipped.forEach((skip, day) => {
    if (skip) return;
    for (const hour of mission.hours) {
      if (!random.chance(behaviour.missionChecks)) continue;
      add(day * 24 + hour + (behaviour.slips === 0 ? 0 : random.uniform(-0.5, 1)), "happy", null);
    }
    if (mission.morning && day > 0 && random.chance(behaviour.missionChecks)) {
      // "Any tummy trouble in the night?": the night's trouble, told in the morning.
      add(
        day * 24 + random.uniform(7, 8.5),
        unloggedNight.has(day) ? "uncomfortable" : "happy",
        null,
      );
    }
  });
  const meals: PatternMeal[] = [];
  occasions
    .filter((o) => o.logged)
    .forEach((o, i) => {
      const at = DIARY_START_MS + o.at * MS_PER_HOUR;
      const foods = o.foods.filter(() => behaviour.slips === 0 || !random.chance(0.05));
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
const WINDOWS: readonly WindowHours[] = [
  { from: 1, to: 4 },
  { from: 2.5, to: 6 },
  { from: 5, to: 9 },
];

function clueWindowFor(random: Random, trigger: SimulatedCase["trigger"]) {
  if (!trigger) return random.pick(WINDOWS);
  const lag = trigger.lagHours;
  return lag <= 4 ? WINDOWS[0] : lag <= 6 ? WINDOWS[1] : WINDOWS[2];
}

/** Reaction lags: mostly 1-8 hours, a quarter 8-12 hours, a few up to 20 hours. */
function drawLag(random: Random, kind: ChildKind): number {
  if (kind === "ideal") return random.uniform(1, 8);
  const r = random.next();
  return r < 0.7 ? random.uniform(1, 8) : r < 0.95 ? random.uniform(8, 12) : random.uniform(12, 20);
}

/** The name a family logs a food by: the menu's, or now and then a variant. */
function logName(random: Random, food: string, behaviour: Behaviour): string {
  const variants = VARIANTS[food];
  return variants && random.chance(behaviour.variantNames) ? random.pick(variants) : food;
}

/** A typo: two letters swapped or one left out (names of 5 letters or more). */
function typo(random: Random, name: string): string {
  if (name.length < 5) return name;
  const i = random.int(1, name.length - 2);
  return random.chance(0.5)
    ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2)
    : name.slice(0, i) + name.slice(i + 1);
}

/** The names a child logs a meal by: her own way, as her behaviour says. */
function nameMeal(random: Random, foods: readonly string[], behaviour: Behaviour): string[] {
  let left = [...foods];
  const out: string[] = [];
  if (behaviour.naming === "cereal w/ milk" && left.includes("cereal") && left.includes("milk")) {
    if (random.chance(0.8)) {
      out.push("cereal w/ milk");
      left = left.filter((f) => f !== "cereal" && f !== "milk");
    }
  }
  if (random.chance(behaviour.dishNames)) {
    const dish = DISHES.find(([parts]) => parts.every((p) => left.includes(p)));
    if (dish) {
      out.push(dish[1]);
      left = left.filter((f) => !dish[0].includes(f));
    }
  }
  for (const food of left) {
    let name = food;
    const own = behaviour.naming;
    if (food === "milk" && own !== "milk" && own !== "cereal w/ milk" && random.chance(0.8)) {
      name = own;
    } else {
      name = logName(random, food, behaviour);
    }
    const brands = BRANDS[name];
    if (brands && behaviour.slips > 0 && random.chance(0.15)) name = random.pick(brands);
    out.push(random.chance(behaviour.typos) ? typo(random, name) : name);
  }
  return out;
}

/** One simulated child and case; the same scenario always gives the same case. */
export function simulateCase(scenario: Scenario): SimulatedCase {
  const random = new Random(scenario.seed);
  const drawn0 = drawChild(random);
  const { lagHours: lagOverride, suspect: forced, ...overrides } = scenario.overrides ?? {};
  const behaviour = { ...drawBehaviour(random, scenario.child, drawn0), ...overrides };
  // A case about a given food: the child has it at her usual breakfast (milk with cereal, eggs
  // on toast); every child logs her meals as often as her behaviour says.
  const habit =
    forced === "milk" ? ["cereal", "milk"] : forced === "eggs" ? ["eggs", "toast"] : null;
  const child = {
    ...drawn0,
    breakfasts: habit ? [habit, ...drawn0.breakfasts.slice(1)] : drawn0.breakfasts,
    mealLog: behaviour.mealLog ?? drawn0.mealLog,
  };
  const days = scenario.days;
  const total = days + EXTENSION_DAYS;
  const probe = eatDays(new Random(scenario.seed + 1), child, days, Array(days).fill(false));
  const [a, b] = habitPair(random, child);
  const pool = staples(probe);
  let suspect: string;
  let partner: string | null = null;
  let triggerFood: string | null;
  // A flavoured carrier: the case is about milk, the child drinks chocolate milk, and the
  // trigger is the chocolate.
  const carrier = scenario.kind === "null" && behaviour.slips > 0 && random.chance(0.15);
  if (scenario.kind === "drink" || scenario.kind === "component") {
    suspect = scenario.kind === "drink" ? "milk" : "dairy";
    triggerFood = suspect;
  } else if (scenario.kind === "split") {
    [suspect, partner] = [a, b];
    triggerFood = random.chance(0.5) ? a : b;
  } else if (carrier) {
    suspect = "milk";
    triggerFood = "chocolate";
  } else if (forced) {
    suspect = forced;
    triggerFood = scenario.kind === "trigger" ? forced : null;
  } else {
    suspect = random.pick(pool.length > 0 ? pool : [a]);
    const others = pool.filter((f) => f !== suspect);
    triggerFood =
      scenario.kind === "trigger" ? suspect : random.chance(0.5) ? random.pick(others) : null;
  }
  const drawn = triggerFood ? drawLag(random, scenario.child) : 0;
  const trigger = triggerFood
    ? { food: triggerFood, probability: scenario.probability, lagHours: lagOverride ?? drawn }
    : null;
  const typed = (food: string) => (behaviour.typedVariant ? (TYPED[food] ?? food) : food);
  const lagWindow = scenario.clueWindow ? clueWindowFor(random, trigger) : null;
  const { plan, extension } = planFor({
    suspect: typed(suspect),
    partner: partner ? typed(partner) : null,
    days,
    extraDays: EXTENSION_DAYS,
    startDate: START_DATE,
    lagWindow,
    seed: random.int(1, 2 ** 30),
  });
  const skipped = Array.from({ length: total }, () => random.chance(child.skipDay));
  const forgot = skipped.map((s) => s || random.chance(behaviour.noCheckDays));
  const occasions = eatDays(random, child, total, skipped);
  if (carrier) {
    // Chocolate milk instead of milk at about half the meals with milk, and on planned milk days.
    for (const o of occasions) {
      const i = o.foods.indexOf("milk");
      if (i >= 0 && random.chance(0.5)) o.foods.splice(i, 1, "chocolate milk");
    }
  }
  const marks: Record<string, DayMark> = {};
  followPlan(
    random,
    occasions,
    [...plan.days, ...extension],
    { suspect, partner },
    behaviour,
    marks,
  );
  if (carrier) {
    for (const o of occasions) {
      const i = o.foods.indexOf("milk");
      if (i >= 0 && random.chance(0.4)) o.foods.splice(i, 1, "chocolate milk");
    }
    // The trigger reacts to the chocolate in the chocolate milk.
    for (const o of occasions) if (o.foods.includes("chocolate milk")) o.foods.push("chocolate");
  }
  const mission = missionOf(plan);
  const drunk = scenario.kind === "drink" ? "milk" : null;
  const diary = logDiary(
    random,
    child,
    behaviour,
    occasions,
    trigger,
    total,
    forgot,
    mission,
    drunk,
  );
  // What the family logs: chocolate the child tasted in chocolate milk is not a separate food;
  // dishes typed as one name, milk by the child's own name, variants, brands and typos.
  const meals = diary.meals.map((m) =>
    m.drunk
      ? m
      : {
          ...m,
          foods: nameMeal(
            random,
            m.foods.filter((f) => !(f === "chocolate" && m.foods.includes("chocolate milk"))),
            behaviour,
          ),
        },
  );
  const bug = behaviour.bug;
  const illDays =
    bug && behaviour.marksIll
      ? [...plan.days, ...extension]
          .filter((_, d) => d >= bug.start && d < bug.start + bug.days)
          .map((d) => d.date)
      : [];
  return {
    scenario,
    plan,
    extension,
    marks,
    illDays,
    meals,
    checks: diary.checks,
    revealedDays: diary.revealedDays,
    trigger,
    suspect: typed(suspect),
    partner: partner ? typed(partner) : null,
    truthNames: partner ? [suspect, partner] : [suspect],
    behaviour,
  };
}
