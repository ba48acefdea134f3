import type { Alert } from "./baselines";
import type { SyntheticDiary } from "./generate-diary";

/** A ratio kept as its parts. */
export interface Tally {
  hits: number;
  total: number;
}

/** Everything measured for one method over all diaries. */
export interface MethodScore {
  readonly recall: Map<string, Tally>;
  readonly alerts: Tally;
  readonly nullAlerts: Map<string, Tally>;
  readonly confounderAbove: Tally;
  /** Of the planted triggers found, those named alone (not as one of foods eaten together). */
  readonly namedAlone: Tally;
  /** Of the planted triggers found, those named first (alone, or the likeliest of a group). */
  readonly namedFirst: Tally;
  readonly firstReportDays: number[];
  elapsedMs: number;
}

/** An empty score sheet. */
export function emptyScore(): MethodScore {
  return {
    recall: new Map(),
    alerts: { hits: 0, total: 0 },
    nullAlerts: new Map(),
    confounderAbove: { hits: 0, total: 0 },
    namedAlone: { hits: 0, total: 0 },
    namedFirst: { hits: 0, total: 0 },
    firstReportDays: [],
    elapsedMs: 0,
  };
}

/** Key of a recall cell: weeks and reaction probability. */
export function recallKey(weeks: number, probability: number): string {
  return `${weeks}:${probability.toFixed(2)}`;
}

function bump(map: Map<string, Tally>, key: string, hits: number) {
  const cell = map.get(key) ?? { hits: 0, total: 0 };
  cell.hits += hits;
  cell.total += 1;
  map.set(key, cell);
}

/** Scores one method's alerts on one diary against the planted truth. */
export function scoreDiary(score: MethodScore, diary: SyntheticDiary, alerts: readonly Alert[]) {
  const reported = new Map(alerts.flatMap((a) => a.foods.map((food) => [food, a.score] as const)));
  const weeks = diary.plan.weeks;
  for (const trigger of diary.triggers) {
    const found = reported.has(trigger.food) ? 1 : 0;
    bump(score.recall, recallKey(weeks, trigger.probability), found);
    if (found === 0) continue;
    score.namedAlone.total += 1;
    score.namedFirst.total += 1;
    if (alerts.some((a) => a.foods.length === 1 && a.foods[0] === trigger.food)) {
      score.namedAlone.hits += 1;
    }
    if (alerts.some((a) => a.foods[0] === trigger.food)) score.namedFirst.hits += 1;
  }
  const planted = new Set(diary.triggers.map((t) => t.food));
  score.alerts.total += alerts.length;
  score.alerts.hits += alerts.filter((a) => a.foods.some((food) => planted.has(food))).length;
  if (diary.triggers.length === 0) bump(score.nullAlerts, String(weeks), alerts.length);
  if (diary.confounder) {
    const c = reported.get(diary.confounder.food);
    const t = reported.get(diary.confounder.trigger);
    const above = c !== undefined && (t === undefined || c > t);
    score.confounderAbove.total += 1;
    score.confounderAbove.hits += above ? 1 : 0;
  }
}

/** Sum of several tallies. */
export function sumTallies(tallies: readonly (Tally | undefined)[]): Tally {
  return tallies.reduce<Tally>(
    (sum, t) => ({ hits: sum.hits + (t?.hits ?? 0), total: sum.total + (t?.total ?? 0) }),
    { hits: 0, total: 0 },
  );
}

/** A ratio with the given number of decimals, or "-" when there is nothing to divide. */
export function ratio(tally: Tally, decimals = 2): string {
  return tally.total === 0 ? "-" : (tally.hits / tally.total).toFixed(decimals);
}

/** Median of numbers where Infinity means "never". */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
