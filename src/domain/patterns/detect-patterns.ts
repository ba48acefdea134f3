import { lagGrid, visibilityOf } from "./background";
import { exposureOf } from "./exposure";
import { feelingMarks } from "./feeling-marks";
import { buildFindings, type Proposal } from "./findings";
import { countTogether } from "./groups";
import { joinDrinksToMeals } from "./intakes";
import { judgeKind, type Run } from "./judge-kind";
import { DEFAULT_PATTERN_OPTIONS, type PatternOptions } from "./options";
import { buildEpisodes, type Episodes, type PreparedMeals, prepareMeals } from "./prepare";
import {
  DISCOMFORT_KINDS,
  type DiscomfortKind,
  type PatternFinding,
  type PatternMeal,
  type PatternTummyCheck,
} from "./types";

const MS_PER_DAY = 86_400_000;

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
  const intakes = joinDrinksToMeals(meals, settings.drinkJoinsMealHours);
  const prepared = prepareMeals(intakes, {
    components: settings.components,
    minExposures: settings.minExposures,
    maxComponentShare: settings.maxComponentShare,
  });
  const episodes = buildEpisodes(checks, settings.episodeGapHours);
  const tested = (components: boolean) =>
    prepared.exposures.filter(
      (n, food) => n >= settings.minExposures && (prepared.members[food] != null) === components,
    ).length;
  const testedFoods = tested(false);
  if (testedFoods === 0) return [];
  const run = startRun(
    prepared,
    episodes.any.onsets,
    diaryDays(meals, checks),
    { foods: testedFoods, components: tested(true) },
    settings,
  );
  const pooled = judgeKind(
    run,
    episodes.any.onsets,
    "any",
    1,
    null,
    feelingMarks(episodes.any, settings),
  );
  const proposals = [...pooled, ...specificProposals(run, episodes, pooled)];
  return buildFindings(prepared, proposals, settings);
}

/** What every kind of one diary shares: meals eaten together, lag grids, exposure, visibility. */
function startRun(
  prepared: PreparedMeals,
  allOnsets: Float64Array,
  days: readonly number[],
  tested: { foods: number; components: number },
  settings: PatternOptions,
): Run {
  const together = countTogether(prepared, settings);
  const { windows, lateWindowPriorWeight } = settings;
  return {
    prepared,
    together,
    settings,
    grid: lagGrid(windows, lateWindowPriorWeight, settings.lagStepHours),
    diffuseGrid: lagGrid(windows, lateWindowPriorWeight, settings.diffuseStepHours),
    days: days.length,
    testedFoods: tested.foods,
    testedComponents: tested.components,
    exposure: exposureOf(prepared, together, days, settings),
    visibility: visibilityOf(allOnsets, days.length, settings),
  };
}

/**
 * The specific kinds (ouchy, uncomfortable, runny, tough), tried only for the foods the pooled
 * kind finds plausible, and kept only for suspects the pooled kind already gates in.
 */
function specificProposals(
  run: Run,
  episodes: Record<DiscomfortKind, Episodes>,
  pooled: readonly Proposal[],
): Proposal[] {
  const { settings } = run;
  const gated = pooled.filter((p) => p.probability >= settings.pooledGate);
  if (gated.length === 0) return [];
  const plausible = new Set(
    pooled.filter((p) => p.probability >= settings.pooledFloor).flatMap((p) => p.foods),
  );
  const proposals: Proposal[] = [];
  for (const kind of DISCOMFORT_KINDS) {
    if (kind === "any") continue;
    const specific = judgeKind(
      run,
      episodes[kind].onsets,
      kind,
      settings.specificKindPrior,
      plausible,
    );
    proposals.push(...specific.filter((p) => gated.some((g) => sameFoods(g.foods, p.foods))));
  }
  return proposals;
}

/** Days with at least one entry: the time over which the background rate is counted. */
function diaryDays(meals: readonly PatternMeal[], checks: readonly PatternTummyCheck[]): number[] {
  const days = new Set<number>();
  for (const meal of meals) days.add(Math.floor(meal.at / MS_PER_DAY));
  for (const check of checks) days.add(Math.floor(check.at / MS_PER_DAY));
  return [...days].sort((a, b) => a - b);
}

function sameFoods(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((food) => b.includes(food));
}
