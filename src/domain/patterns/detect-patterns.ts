import { exposureOf } from "./exposure";
import { feelingMarks } from "./feeling-marks";
import { buildFindings, type Proposal } from "./findings";
import { countTogether } from "./groups";
import { judgeKind, type Run } from "./judge-kind";
import { buildEpisodes, prepareMeals } from "./prepare";
import { lagGrid, visibilityOf } from "./timing";
import {
  DEFAULT_PATTERN_OPTIONS,
  DISCOMFORT_KINDS,
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
/** Lags of diffuse reactions are tried on a grid of this step (hours). */
const DIFFUSE_STEP = 0.5;

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
