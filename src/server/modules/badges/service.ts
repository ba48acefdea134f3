import type { BadgesResponse } from "../../../contracts/badges";
import { badgeProgress } from "../../../domain/badge-progress";
import { BADGE_CATALOGUE, type BadgeKey, isBadgeKey } from "../../../domain/badges";
import { streakFromDays } from "../../../domain/game";
import { localDate } from "../../../domain/local-day";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import { lastLocalDays } from "../../lib/day-range";
import { diaryCounts, mealDays } from "../game/repo";
import {
  catalogue,
  dayAwardsOf,
  finishedDayCount,
  mainMealTypesBetween,
  milestonesOf,
} from "./repo";

const order = (id: string) => {
  const i = BADGE_CATALOGUE.findIndex((b) => b.key === id);
  return i === -1 ? BADGE_CATALOGUE.length : i;
};

// The stored streak is only rewritten by diary writes: two quiet days later it is stale.
async function streakNow(db: Db, user: UserRow, now: Date): Promise<number> {
  const days = await mealDays(db, user.id, user.timeZone, user.currentStreak + 3);
  return streakFromDays(days, localDate(now, user.timeZone));
}

/**
 * The Badges screen's data (SPEC 3 "Badges response"): every badge earned, milestones once and
 * day awards once with their count (decision 008), the catalogue in display order, and how
 * close the detective is to each badge.
 */
export async function listBadges(db: Db, user: UserRow, now = new Date()): Promise<BadgesResponse> {
  const [rows, milestones, awards, counts, streak, mainMealsToday, finishedDays] =
    await Promise.all([
      catalogue(db),
      milestonesOf(db, user.id),
      dayAwardsOf(db, user.id),
      diaryCounts(db, user.id, user.timeZone, {
        meals: true,
        tummyChecks: true,
        patterns: true,
        mealMasterDay: false,
      }),
      streakNow(db, user, now),
      mainMealTypesBetween(db, user.id, lastLocalDays(user.timeZone, 1, now)),
      finishedDayCount(db, user.id),
    ]);
  const earned = [
    ...milestones.map((m) => ({
      badgeId: m.badgeId,
      earnedAt: m.earnedAt.toISOString(),
      timesEarned: 1,
      lastEarnedAt: m.earnedAt.toISOString(),
    })),
    ...awards.map((a) => ({
      badgeId: a.badgeId,
      earnedAt: a.firstAt.toISOString(),
      timesEarned: a.timesEarned,
      lastEarnedAt: a.lastAt.toISOString(),
    })),
  ].sort((a, b) => order(a.badgeId) - order(b.badgeId));
  const available = rows
    .map(({ id, name, description, icon, points, requirement }) => ({
      id,
      name,
      description,
      icon,
      points,
      requirement,
    }))
    .sort((a, b) => order(a.id) - order(b.id));
  const balancedDays = awards.find((a) => a.badgeId === "balanced-plate")?.timesEarned ?? 0;
  const keys = available.map((b) => b.id).filter((id): id is BadgeKey => isBadgeKey(id));
  const progress = badgeProgress(keys, {
    mealCount: counts.mealCount,
    mainMealsToday,
    confirmedPatterns: counts.confirmedPatterns,
    streak,
    tummyCheckCount: counts.tummyCheckCount,
    finishedDays,
    balancedDays,
  });
  return { earned, available, progress };
}
