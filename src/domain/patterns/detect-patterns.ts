import { averageModels, type ModelAverage, type Scorer } from "./averaging";
import { collectEvidence, type WindowEvidence } from "./evidence";
import {
  FEELING_PRIOR,
  type Feelings,
  feelingMarks,
  likelyFeelings,
  mixFits,
} from "./feeling-marks";
import { buildFindings, type Proposal } from "./findings";
import { normalCdf } from "./gaussian";
import { countTogether, groupsOf, hasInseparable, type Togetherness } from "./groups";
import type { Exposure } from "./lag-table";
import { buildEpisodes, type PreparedMeals, prepareMeals } from "./prepare";
import { type FoodFit, fitEither, lagGrid, rateWith, timingData, visibilityOf } from "./timing";
import {
  DEFAULT_PATTERN_OPTIONS,
  DISCOMFORT_KINDS,
  type DiscomfortKind,
  type PatternFinding,
  type PatternMeal,
  type PatternOptions,
  type PatternTummyCheck,
} from "./types";

/** Prior chance that a trigger shows as one given specific kind (it shows as "any" for sure). */
const SPECIFIC_KIND_PRIOR = 0.25;
/** A specific kind is only considered for foods at least this probable for tummy trouble in general. */
const POOLED_GATE = 0.02;
/** Foods below this probability for tummy trouble in general cannot matter for a specific kind. */
const POOLED_FLOOR = 0.002;
const MS_PER_DAY = 86_400_000;
/** A diffuse reaction spreads this many times lagSpreadHours around its lag... */
const DIFFUSE_SPREAD = 2;
/** ... and its lags are tried on a grid of this step (hours). */
const DIFFUSE_STEP = 0.5;
/** A food listed with at least this share of another's meals is a habit companion of it. */
const HABIT_SHARE = 0.5;
/** Chance that a habit companion was eaten but left out of the log, per unit of its share. */
const SOFT_EXPOSURE = 0.3;
/** Chance that a habitual meal the diary lacks was eaten, per unit of the food's share of it. */
const MISSING_EXPOSURE = 0.5;
/** Hours of the day a food is logged at, closer than this, belong to one habit. */
const HABIT_GAP_HOURS = 1.5;
/** A meal within this many hours of a habit's times is at the habit's time of day. */
const HABIT_MARGIN_HOURS = 0.75;
/** A habit needs the food on at least this many days... */
const HABIT_MIN_DAYS = 3;
/** ... and a meal logged at its time on at least this share of the diary days. */
const HABIT_REGULAR = 0.5;
/** Foods eaten together whose Bayes factors alone differ by less (nats) are reported together. */
const CLOSE_NATS = 6;
/** Foods eaten together are told apart when the models with both hold this much probability. */
const BOTH_SHARE = 0.5;

interface Run {
  readonly prepared: PreparedMeals;
  readonly together: Togetherness;
  readonly settings: PatternOptions;
  readonly grid: { lags: Float64Array; logLagPrior: Float64Array };
  /** The coarser grid of diffuse reactions. */
  readonly diffuseGrid: { lags: Float64Array; logLagPrior: Float64Array };
  readonly days: number;
  readonly testedFoods: number;
  readonly exposure: (food: number) => Exposure;
  /** When the child logs: from all episodes, whatever their kind. */
  readonly visibility: Float64Array;
}

/**
 * Finds the foods that raise the rate of tummy trouble some hours after eating, most probable
 * first, each labelled with the specific kind of trouble when the evidence allows. Pure: the
 * same diary always gives the same findings.
 */
export function detectPatterns(
  meals: readonly PatternMeal[],
  checks: readonly PatternTummyCheck[],
  options: Partial<PatternOptions> = {},
): PatternFinding[] {
  const settings: PatternOptions = { ...DEFAULT_PATTERN_OPTIONS, ...options };
  const prepared = prepareMeals(meals);
  const episodes = buildEpisodes(checks, settings.episodeGapHours);
  const testedFoods = prepared.exposures.filter((n) => n >= settings.minExposures).length;
  if (testedFoods === 0) return [];
  const together = countTogether(prepared, settings.minExposures);
  const days = diaryDays(meals, checks);
  const run: Run = {
    prepared,
    together,
    settings,
    grid: lagGrid(settings.windows, settings.lateWindowPriorWeight),
    diffuseGrid: lagGrid(settings.windows, settings.lateWindowPriorWeight, DIFFUSE_STEP),
    days: days.length,
    testedFoods,
    exposure: exposureOf(prepared, together, days),
    visibility: visibilityOf(episodes.any.onsets, days.length),
  };
  const pooled = judgeKind(run, episodes.any.onsets, "any", 1, null, feelingMarks(episodes.any));
  const proposals: Proposal[] = [...pooled];
  const gated = pooled.filter((p) => p.probability >= POOLED_GATE);
  if (gated.length > 0) {
    const plausible = new Set(
      pooled.filter((p) => p.probability >= POOLED_FLOOR).flatMap((p) => p.foods),
    );
    for (const kind of DISCOMFORT_KINDS) {
      if (kind === "any") continue;
      const specific = judgeKind(run, episodes[kind].onsets, kind, SPECIFIC_KIND_PRIOR, plausible);
      proposals.push(...specific.filter((p) => gated.some((g) => sameFoods(g.foods, p.foods))));
    }
  }
  return buildFindings(prepared, proposals, settings);
}

/**
 * The meals in which each food was eaten: those that list it, and (softly) those that list a
 * food it usually comes with but not it. A child who logs "cereal" most likely had the milk she
 * always has with it; such a meal counts with SOFT_EXPOSURE times the share of the companion's
 * meals that list the food.
 */
function exposureOf(
  prepared: PreparedMeals,
  together: Togetherness,
  days: readonly number[],
): (food: number) => Exposure {
  const cache = new Map<number, Exposure>();
  const { foodStart, foodMeal, exposures } = prepared;
  return (food) => {
    const cached = cache.get(food);
    if (cached) return cached;
    const weight = new Map<number, number>();
    for (let k = foodStart[food]; k < foodStart[food + 1]; k++) weight.set(foodMeal[k], 1);
    for (let other = 0; other < exposures.length; other++) {
      if (other === food || exposures[other] === 0) continue;
      const shared = together.sharedBy(food, other);
      if (shared === 0) continue;
      const share = shared / exposures[other];
      if (share < HABIT_SHARE) continue;
      for (let k = foodStart[other]; k < foodStart[other + 1]; k++) {
        const meal = foodMeal[k];
        const w = weight.get(meal) ?? 0;
        if (w < SOFT_EXPOSURE * share) weight.set(meal, SOFT_EXPOSURE * share);
      }
    }
    const meals = [...weight.keys()].sort((a, b) => a - b);
    const unlogged = unloggedMeals(prepared, food, days);
    const exposure = {
      times: Float64Array.from([
        ...meals.map((m) => prepared.times[m]),
        ...unlogged.map((u) => u.time),
      ]),
      weights: Float64Array.from([
        ...meals.map((m) => weight.get(m) ?? 0),
        ...unlogged.map((u) => u.weight),
      ]),
    };
    cache.set(food, exposure);
    return exposure;
  };
}

/** Days with at least one entry: the time over which the background rate is counted. */
function diaryDays(meals: readonly PatternMeal[], checks: readonly PatternTummyCheck[]): number[] {
  const days = new Set<number>();
  for (const meal of meals) days.add(Math.floor(meal.at / MS_PER_DAY));
  for (const check of checks) days.add(Math.floor(check.at / MS_PER_DAY));
  return [...days].sort((a, b) => a - b);
}

/**
 * Meals the child probably ate but did not log: for each habit of the food (a time of day at
 * which it is logged on many days), the diary days with no meal logged near that time get a
 * meal at the habit's usual hour, with the chance that the food was in it: MISSING_EXPOSURE
 * times the share of the days with a meal at that time that list the food.
 */
function unloggedMeals(prepared: PreparedMeals, food: number, days: readonly number[]) {
  const { foodStart, foodMeal, times } = prepared;
  const hourOf = (t: number) => t - Math.floor(t / 24) * 24;
  const hours = [];
  for (let k = foodStart[food]; k < foodStart[food + 1]; k++)
    hours.push(hourOf(times[foodMeal[k]]));
  hours.sort((a, b) => a - b);
  const found: { time: number; weight: number }[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    if (i < hours.length && hours[i] - hours[i - 1] <= HABIT_GAP_HOURS) continue;
    const cluster = hours.slice(start, i);
    start = i;
    if (cluster.length < HABIT_MIN_DAYS) continue;
    const from = cluster[0] - HABIT_MARGIN_HOURS;
    const to = cluster[cluster.length - 1] + HABIT_MARGIN_HOURS;
    const centre = cluster[Math.floor(cluster.length / 2)];
    const withMeal = new Set<number>();
    const withFood = new Set<number>();
    prepared.foods.forEach((foods, m) => {
      const h = hourOf(times[m]);
      if (h < from || h > to) return;
      const day = Math.floor(times[m] / 24);
      withMeal.add(day);
      if (foods.includes(food)) withFood.add(day);
    });
    const share = withFood.size / Math.max(1, withMeal.size);
    const regular = withMeal.size / Math.max(1, days.length);
    if (withFood.size < HABIT_MIN_DAYS || regular < HABIT_REGULAR) continue;
    for (const day of days) {
      if (withMeal.has(day)) continue;
      found.push({ time: day * 24 + centre, weight: MISSING_EXPOSURE * share });
    }
  }
  return found;
}

/** The probability of each candidate food, and of each group of foods eaten together. */
function judgeKind(
  run: Run,
  onsets: Float64Array,
  kind: DiscomfortKind,
  priorWeight: number,
  only: ReadonlySet<number> | null,
  feelings: Feelings | null = null,
): Proposal[] {
  const { settings, prepared } = run;
  const windows = settings.windows.map((window) => collectEvidence(prepared, onsets, window));
  const candidates = eligibleFoods(windows, settings).filter((f) => !only || only.has(f));
  if (candidates.length === 0) return [];
  const timing = (grid: Run["grid"], spread: number, mark: Float64Array | null) =>
    timingData(prepared, onsets, run.days, grid, spread, run.exposure, run.visibility, mark);
  const hypotheses = (feelings?.weights ?? [null]).map((mark) => ({
    sharp: timing(run.grid, settings.lagSpreadHours, mark),
    diffuse: timing(run.diffuseGrid, settings.lagSpreadHours * DIFFUSE_SPREAD, mark),
  }));
  const data = hypotheses[0].sharp;
  const leaning = new Map<number, number[]>();
  const fitJoint = (food: number, rate?: Float64Array) => {
    let tried = leaning.get(food);
    if (!tried) {
      tried = feelings
        ? likelyFeelings(prepared, settings.windows, onsets, feelings.mark, food)
        : [0];
      leaning.set(food, tried);
    }
    const fits = tried.map((h) =>
      fitEither(hypotheses[h].sharp, hypotheses[h].diffuse, food, rate),
    );
    return feelings
      ? mixFits(
          fits,
          tried.map((h) => FEELING_PRIOR[h]),
        )
      : fits[0];
  };
  const fits = new Map<number, FoodFit>();
  const fitOf = (food: number) => {
    let fit = fits.get(food);
    if (!fit) {
      fit = fitJoint(food);
      fits.set(food, fit);
    }
    return fit;
  };
  const scorer: Scorer = {
    alone: (food) => fitOf(food).logBayes,
    given: (leader) => {
      const rate = rateWith(data, new Map([[leader, fitOf(leader)]]));
      return (food) => fitJoint(food, rate).logBayes;
    },
    shared: (a, b) => run.together.sharedBy(a, b) > 0,
  };
  const prior = Math.min(0.5, (settings.expectedTriggers / run.testedFoods) * priorWeight);
  const average = averageModels(scorer, candidates, Math.log(prior / (1 - prior)));
  const proposals: Proposal[] = [];
  const propose = (foods: number[], probability: number) => {
    const evidence = reportWindow(windows, fitOf(foods[0]), foods, settings);
    if (evidence) proposals.push({ foods, kind, evidence, probability });
  };
  // Foods eaten together whose evidence alone is about as strong cannot be told apart either.
  // ... unless the model with both of them holds most of the probability: then each has
  // evidence of its own (a reaction at its own lag) and is told on its own.
  const bothLikely = (a: number, b: number) => {
    const pa = average.probability.get(a) ?? 0;
    const pb = average.probability.get(b) ?? 0;
    return pa + pb - average.probabilityOfAny([a, b]) >= BOTH_SHARE;
  };
  const close = (a: number, b: number) =>
    run.together.eatenTogether(a, b) &&
    Math.abs(fitOf(a).logBayes - fitOf(b).logBayes) < CLOSE_NATS &&
    !bothLikely(a, b);
  for (const [food, probability] of average.probability) {
    if (hasInseparable(run.together, candidates, food, close)) continue;
    propose([food], probability);
  }
  for (const group of groupsOf(run.together, candidates, average as ModelAverage, close)) {
    propose(group, average.probabilityOfAny(group));
  }
  return proposals;
}

/**
 * The window a finding is told in: the one expected to hold most of the food's reactions given
 * its lag, among those where the food (or group) was followed by enough reactions.
 */
function reportWindow(
  windows: readonly WindowEvidence[],
  fit: FoodFit,
  foods: readonly number[],
  settings: PatternOptions,
): WindowEvidence | null {
  let best: WindowEvidence | null = null;
  let bestCover = -1;
  for (const evidence of windows) {
    if (followedMeals(evidence, foods) < settings.minOccurrences) continue;
    const { from, to } = evidence.window;
    let cover = 0;
    fit.lags.forEach((lag, j) => {
      const s = fit.spread;
      cover += fit.lagPosterior[j] * (normalCdf((to - lag) / s) - normalCdf((from - lag) / s));
    });
    if (cover > bestCover + 1e-9) {
      best = evidence;
      bestCover = cover;
    }
  }
  return best;
}

function followedMeals(evidence: WindowEvidence, foods: readonly number[]): number {
  const { meals } = evidence;
  let count = 0;
  meals.foods.forEach((mealFoods, m) => {
    if (evidence.followed[m] === 1 && mealFoods.some((f) => foods.includes(f))) count += 1;
  });
  return count;
}

function sameFoods(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((food) => b.includes(food));
}

/**
 * Foods with enough exposures, and in some window enough reactions, reacting more often than
 * after other meals.
 */
function eligibleFoods(windows: readonly WindowEvidence[], settings: PatternOptions): number[] {
  const foods: number[] = [];
  const exposuresOf = windows[0].exposures;
  for (let food = 0; food < exposuresOf.length; food++) {
    const exposures = exposuresOf[food];
    if (exposures < settings.minExposures) continue;
    const fits = windows.some((evidence) => {
      const occurrences = evidence.occurrences[food];
      if (occurrences < settings.minOccurrences) return false;
      const otherMeals = evidence.mealCount - exposures;
      const otherReactions = evidence.mealsFollowed - occurrences;
      return otherMeals === 0 || occurrences / exposures > otherReactions / otherMeals;
    });
    if (fits) foods.push(food);
  }
  return foods;
}
