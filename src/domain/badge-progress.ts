import type { BadgeKey } from "./badges";

/** What the Badges screen needs to say how close a detective is to each badge. */
export interface BadgeProgressStats {
  readonly mealCount: number;
  /** How many of breakfast, lunch and dinner are logged today (Meal Master needs all 3). */
  readonly mainMealsToday: number;
  readonly confirmedPatterns: number;
  readonly streak: number;
  readonly tummyCheckCount: number;
  /** Days finished with 'End Day Review' and Finish Day. */
  readonly finishedDays: number;
  /** Finished days that earned the Balanced Plate award. */
  readonly balancedDays: number;
}

/** How close a detective is to one badge: `current` of `target`, never above the target. */
export interface BadgeProgress {
  readonly badgeId: BadgeKey;
  readonly current: number;
  readonly target: number;
}

/** How many of what it counts each badge needs (its words: src/i18n/words/badges.ts). */
const TARGETS: Record<BadgeKey, number> = {
  "food-detective": 1,
  "meal-master": 3,
  "pattern-spotter": 1,
  "week-warrior": 7,
  "tummy-tracker": 10,
  "super-sleuth": 3,
  "balanced-plate": 1,
  "case-closed": 1,
};

/** The count each badge's rule reads (DESIGN "Game rules"). */
function countFor(key: BadgeKey, s: BadgeProgressStats): number {
  switch (key) {
    case "food-detective":
      return s.mealCount;
    case "meal-master":
      return s.mainMealsToday;
    case "pattern-spotter":
    case "super-sleuth":
      return s.confirmedPatterns;
    case "week-warrior":
      return s.streak;
    case "tummy-tracker":
      return s.tummyCheckCount;
    case "balanced-plate":
      return s.balancedDays;
    case "case-closed":
      return s.finishedDays;
  }
}

/** Progress towards every badge of the catalogue, for these counts. */
export function badgeProgress(
  keys: readonly BadgeKey[],
  stats: BadgeProgressStats,
): BadgeProgress[] {
  return keys.map((badgeId) => {
    const target = TARGETS[badgeId];
    const current = Math.max(0, Math.min(target, Math.floor(countFor(badgeId, stats))));
    return { badgeId, current, target };
  });
}

/** The share of the catalogue earned, as a whole percentage (0 when there is nothing to earn). */
export function percentComplete(earned: number, available: number): number {
  if (available <= 0) return 0;
  return Math.round((Math.min(earned, available) / available) * 100);
}
