import type { EarnedBadge } from "../../../contracts/common";
import {
  badgeKeysEarned,
  hasBreakfastLunchDinnerDay,
  levelForPoints,
  streakFromDays,
} from "../../../domain/game";
import { localDate } from "../../../domain/local-day";
import {
  type DayRun,
  runOfDays,
  runWithDay,
  runWithoutDay,
  streakOfRun,
} from "../../../domain/streak-run";
import { localDaysRange } from "../../lib/day-range";
import { type DiaryWrite, givePoints, keepDayTypes, later, sendPending } from "./diary-write";
import {
  allMealDays,
  badgeRows,
  diaryCounts,
  type LockedProgress,
  mealTypesOn,
  userBadgesEarned,
} from "./repo";

type Kept = { mealCount: number; tummyCheckCount: number; run: DayRun };

const MAIN_MEALS = new Set(["breakfast", "lunch", "dinner"]);

function dayRange(w: DiaryWrite, day: string) {
  return localDaysRange(day, day, w.player.timeZone);
}

// The meal types of a day as they stand with this write: kept from an earlier read under the
// lock (and moved by the writes since), or read now, once what the write left has been sent.
async function dayMealTypes(w: DiaryWrite, day: string): Promise<string[]> {
  const known = w.held.dayTypes.get(day);
  if (known) return known;
  await sendPending(w);
  const types = await mealTypesOn(w.tx, w.player.id, dayRange(w, day));
  keepDayTypes(w.held, day, types);
  return types;
}

// Every meal day, once what the write left for its end (a new meal, say) has been sent.
async function allMealDaysSent(w: DiaryWrite) {
  await sendPending(w);
  return allMealDays(w.tx, w.player.id, w.player.timeZone);
}

// The usual case: the kept progress moved by this write's own changes, reading only the days
// it touched. A run that may join an older one (or lose its only day) is counted again.
async function moved(w: DiaryWrite, p: LockedProgress): Promise<Kept> {
  let run: DayRun | undefined =
    p.streakStart && p.streakEnd ? { start: p.streakStart, end: p.streakEnd } : null;
  for (const day of w.daysLost) {
    if (w.daysGained.has(day)) continue;
    const left = await dayMealTypes(w, day);
    if (left.length === 0 && run !== undefined) run = runWithoutDay(run, day);
  }
  for (const day of w.daysGained.keys()) if (run !== undefined) run = runWithDay(run, day);
  return {
    mealCount: p.mealCount + w.meals,
    tummyCheckCount: p.tummyCheckCount + w.tummyChecks,
    run: run === undefined ? runOfDays(await allMealDaysSent(w)) : run,
  };
}

// Meal Master can only become true on a day that just gained a main meal.
async function mealMasterDayGained(w: DiaryWrite): Promise<boolean> {
  for (const [day, types] of w.daysGained) {
    if (!types.some((t) => MAIN_MEALS.has(t))) continue;
    const all = await dayMealTypes(w, day);
    if (hasBreakfastLunchDinnerDay(all.map((mealType) => ({ mealType, date: day })))) return true;
  }
  return false;
}

/**
 * After any diary change, in the same transaction and under the user's lock (writeDiary): moves the kept
 * progress (counts, the run of meal days) by the write's own changes, awards milestone badges
 * whose rule now holds (once, with their points), then writes points, level and streak. The
 * history is read only when the kept progress cannot tell: a run joining an older one, its
 * only day deleted, or progress counted in another zone (or never).
 */
export async function settleProgress(w: DiaryWrite, now = new Date()): Promise<EarnedBadge[]> {
  const { tx, player } = w;
  const p = w.held.progress;
  const earned = new Set(p.earned);
  const needs = (...keys: string[]) => keys.some((k) => !earned.has(k));
  const recount = p.progressZone !== player.timeZone;
  // Days kept in another zone are other days.
  if (recount) w.held.dayTypes.clear();
  const needed = {
    meals: recount,
    tummyChecks: recount,
    patterns: (recount || w.patterns) && needs("pattern-spotter", "super-sleuth"),
    mealMasterDay: recount && needs("meal-master"),
  };
  // A count reads the diary: what the write left for its end goes first.
  if (Object.values(needed).some(Boolean)) await sendPending(w);
  const counts = await diaryCounts(tx, player.id, player.timeZone, needed);
  const kept: Kept = recount
    ? {
        mealCount: counts.mealCount,
        tummyCheckCount: counts.tummyCheckCount,
        run: runOfDays(await allMealDaysSent(w)),
      }
    : await moved(w, p);
  const today = localDate(now, player.timeZone);
  const streak = streakOfRun(kept.run, today) ?? streakFromDays(await allMealDaysSent(w), today);
  const due = badgeKeysEarned({
    mealCount: kept.mealCount,
    tummyCheckCount: kept.tummyCheckCount,
    confirmedPatterns: counts.confirmedPatterns,
    streak,
    hasBreakfastLunchDinnerDay:
      counts.hasBreakfastLunchDinnerDay || (needs("meal-master") && (await mealMasterDayGained(w))),
  }).filter((key) => !earned.has(key));
  // The earned badges were read under the lock: the ones due are new. Written, with their
  // points, by the write's last statement.
  const added = await badgeRows(tx, due);
  if (added.length > 0) later(w, userBadgesEarned(tx, player.id, due));
  for (const badge of added) await givePoints(w, badge.points, "badge", `badge:${badge.id}`);
  const totalPoints = p.totalPoints + w.points;
  const progress = {
    totalPoints,
    mealCount: kept.mealCount,
    tummyCheckCount: kept.tummyCheckCount,
    streakStart: kept.run?.start ?? null,
    streakEnd: kept.run?.end ?? null,
    progressZone: player.timeZone,
  };
  // Written by the write's last statement; a later settlement in the transaction starts from it.
  w.held.unwritten = { ...progress, level: levelForPoints(totalPoints), currentStreak: streak };
  w.held.progress = { ...progress, earned: [...earned, ...due] };
  w.points = 0;
  w.meals = 0;
  w.tummyChecks = 0;
  w.daysGained.clear();
  w.daysLost.clear();
  return added.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    icon: b.icon,
    points: b.points,
  }));
}
