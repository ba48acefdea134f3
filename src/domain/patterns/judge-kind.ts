import { averageModels, type ModelAverage, type Scorer } from "./averaging";
import { type LagGrid, type TimingData, timingData } from "./background";
import { collectEvidence, followedMeals, type WindowEvidence } from "./evidence";
import { type Feelings, likelyFeelings, mixFits } from "./feeling-marks";
import type { Proposal } from "./findings";
import { normalCdf } from "./gaussian";
import { groupsOf, hasInseparable, type Togetherness } from "./groups";
import type { Exposure } from "./lag-table";
import type { PatternOptions } from "./options";
import type { PreparedMeals } from "./prepare";
import { type FoodFit, fitEither, rateWith } from "./timing";
import type { DiscomfortKind } from "./types";

/** What every kind of one diary shares: the meals, the settings, grids, exposure, visibility. */
export interface Run {
  readonly prepared: PreparedMeals;
  readonly together: Togetherness;
  readonly settings: PatternOptions;
  readonly grid: LagGrid;
  /** The coarser grid of diffuse reactions. */
  readonly diffuseGrid: LagGrid;
  readonly days: number;
  /** Single foods eaten at least minExposures times. */
  readonly testedFoods: number;
  /** Components ("dairy") in at least minExposures meals. */
  readonly testedComponents: number;
  readonly exposure: (food: number) => Exposure;
  /** When the child logs: from all episodes, whatever their kind. */
  readonly visibility: Float64Array;
}

/**
 * The probability of each candidate food, and of each group of foods eaten together, for one
 * kind of discomfort (its episodes' sorted onsets). `priorWeight` scales the prior of a food,
 * `only` limits the candidates, `feelings` (the pooled kind only) turns on the joint model of
 * the feelings.
 */
export function judgeKind(
  run: Run,
  onsets: Float64Array,
  kind: DiscomfortKind,
  priorWeight: number,
  only: ReadonlySet<number> | null,
  feelings: Feelings | null = null,
): Proposal[] {
  const { settings, prepared } = run;
  const windows = settings.windows.map((window) => collectEvidence(prepared, onsets, window));
  const eligible = eligibleFoods(windows, settings).filter((f) => !only || only.has(f));
  if (eligible.length === 0) return [];
  const fitter = foodFitter(run, onsets, feelings);
  const candidates = eligible.filter((f) => componentBeatsItsFoods(run, fitter, eligible, f));
  const odds = (expected: number, tested: number) => {
    const prior = Math.min(settings.maxPrior, (expected / Math.max(1, tested)) * priorWeight);
    return Math.log(prior / (1 - prior));
  };
  // Foods share expectedTriggers as before; components share expectedComponentTriggers of
  // their own, so testing them takes no prior from the foods.
  const foodOdds = odds(settings.expectedTriggers, run.testedFoods);
  const componentOdds = odds(settings.expectedComponentTriggers, run.testedComponents);
  const logPriorOdds = (food: number) =>
    prepared.members[food] == null ? foodOdds : componentOdds;
  const average = averageModels(scorerOf(run, fitter), candidates, logPriorOdds, settings);
  return proposeSuspects(run, kind, windows, candidates, fitter, average);
}

/**
 * A component ("dairy") is a suspect only when its evidence beats that of each of its foods
 * by componentMarginNats: when one food (milk) explains the reactions alone, the component
 * adds nothing but a wider net. Single foods always pass.
 */
function componentBeatsItsFoods(
  run: Run,
  fitter: FoodFitter,
  eligible: readonly number[],
  food: number,
): boolean {
  const members = run.prepared.memberIds[food];
  if (!members) return true;
  const own = fitter.alone(food).logBayes;
  return members.every(
    (m) =>
      !eligible.includes(m) || own >= fitter.alone(m).logBayes + run.settings.componentMarginNats,
  );
}

/** The fits of one kind's foods, each made once. */
interface FoodFitter {
  /** The food's fit against the background rate (memoised). */
  readonly alone: (food: number) => FoodFit;
  /** The food's fit against another rate (the background plus a leading food's reactions). */
  readonly against: (food: number, rate: Float64Array) => FoodFit;
  /** The rate at each onset with the leader's fitted reactions added to the background. */
  readonly rateWithLeader: (leader: number) => Float64Array;
}

/**
 * Fits a food over both shapes of reaction (sharp, diffuse) and, with the joint model of the
 * feelings, over the main feelings its meals are most often followed by (mixed by their prior).
 */
function foodFitter(run: Run, onsets: Float64Array, feelings: Feelings | null): FoodFitter {
  const { settings, prepared } = run;
  const hypotheses = timingHypotheses(run, onsets, feelings);
  const mainFeelings = new Map<number, readonly number[]>();
  const feelingsToFit = (food: number) =>
    remembered(mainFeelings, food, () =>
      feelings ? likelyFeelings(prepared, settings.windows, onsets, feelings.mark, food) : [0],
    );
  const fitJoint = (food: number, rate?: Float64Array) => {
    const tried = feelingsToFit(food);
    const fits = tried.map((h) =>
      fitEither(hypotheses[h].sharp, hypotheses[h].diffuse, food, rate),
    );
    if (!feelings) return fits[0];
    return mixFits(
      fits,
      tried.map((h) => settings.feelingPrior[h]),
    );
  };
  const fits = new Map<number, FoodFit>();
  const alone = (food: number) => remembered(fits, food, () => fitJoint(food));
  const background: TimingData = hypotheses[0].sharp;
  return {
    alone,
    against: fitJoint,
    rateWithLeader: (leader) => rateWith(background, new Map([[leader, alone(leader)]])),
  };
}

/**
 * The timing data of each main-feeling hypothesis (one, unmarked, without the joint model of
 * the feelings), for both shapes of reaction: sharp and diffuse.
 */
function timingHypotheses(
  run: Run,
  onsets: Float64Array,
  feelings: Feelings | null,
): { sharp: TimingData; diffuse: TimingData }[] {
  const { settings } = run;
  const timing = (grid: LagGrid, spread: number, mark: Float64Array | null) =>
    timingData(
      run.prepared,
      onsets,
      run.days,
      grid,
      spread,
      run.exposure,
      settings,
      run.visibility,
      mark,
    );
  return (feelings?.weights ?? [null]).map((mark) => ({
    sharp: timing(run.grid, settings.lagSpreadHours, mark),
    diffuse: timing(run.diffuseGrid, settings.lagSpreadHours * settings.diffuseSpread, mark),
  }));
}

/** The evidence the model averaging asks for, from the fitter. */
function scorerOf(run: Run, fitter: FoodFitter): Scorer {
  return {
    alone: (food) => fitter.alone(food).logBayes,
    given: (leader) => {
      const rate = fitter.rateWithLeader(leader);
      return (food) => fitter.against(food, rate).logBayes;
    },
    shared: (a, b) => run.together.sharedBy(a, b) > 0,
    pairs: (food) => run.prepared.members[food] == null,
  };
}

/**
 * The suspects of one kind: each food the diary can tell apart from the foods eaten with it,
 * and each group of foods it cannot, told in the window that fits the lag of its likeliest food.
 */
function proposeSuspects(
  run: Run,
  kind: DiscomfortKind,
  windows: readonly WindowEvidence[],
  candidates: readonly number[],
  fitter: FoodFitter,
  average: ModelAverage,
): Proposal[] {
  const proposals: Proposal[] = [];
  const propose = (foods: number[], probability: number) => {
    const evidence = reportWindow(windows, fitter.alone(foods[0]), foods, run.settings);
    if (evidence) proposals.push({ foods, kind, evidence, probability });
  };
  const close = tooCloseToCall(run.together, fitter, average, run.settings);
  for (const [food, probability] of average.probability) {
    if (hasInseparable(run.together, candidates, food, close)) continue;
    propose([food], probability);
  }
  for (const group of groupsOf(run.together, candidates, average, run.settings, close)) {
    propose(group, average.probabilityOfAny(group));
  }
  return proposals;
}

/**
 * Foods eaten together whose evidence alone is about as strong (within closeNats) cannot be
 * told apart either, unless the models with both of them hold most of the probability: then
 * each has evidence of its own (a reaction at its own lag) and is told on its own.
 */
function tooCloseToCall(
  together: Togetherness,
  fitter: FoodFitter,
  average: ModelAverage,
  { closeNats, bothShare }: Pick<PatternOptions, "closeNats" | "bothShare">,
): (a: number, b: number) => boolean {
  const bothLikely = (a: number, b: number) => {
    const pa = average.probability.get(a) ?? 0;
    const pb = average.probability.get(b) ?? 0;
    return pa + pb - average.probabilityOfAny([a, b]) >= bothShare;
  };
  return (a, b) =>
    together.eatenTogether(a, b) &&
    Math.abs(fitter.alone(a).logBayes - fitter.alone(b).logBayes) < closeNats &&
    !bothLikely(a, b);
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

/** The value kept under a key, made on first use. */
function remembered<K, V>(memo: Map<K, V>, key: K, make: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}
