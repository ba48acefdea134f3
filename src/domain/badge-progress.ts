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

/** What each badge counts, in a child's words: one thing and many things. */
const UNITS: Record<BadgeKey, { one: string; many: string; target: number }> = {
  "food-detective": { one: "meal logged", many: "meals logged", target: 1 },
  "meal-master": {
    one: "meal today (breakfast, lunch and dinner)",
    many: "meals today (breakfast, lunch and dinner)",
    target: 3,
  },
  "pattern-spotter": { one: "food clue confirmed", many: "food clues confirmed", target: 1 },
  "week-warrior": { one: "day in a row", many: "days in a row", target: 7 },
  "tummy-tracker": { one: "tummy check", many: "tummy checks", target: 10 },
  "super-sleuth": { one: "food clue confirmed", many: "food clues confirmed", target: 3 },
  "balanced-plate": { one: "balanced day finished", many: "balanced days finished", target: 1 },
  "case-closed": { one: "day finished", many: "days finished", target: 1 },
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
    const target = UNITS[badgeId].target;
    const current = Math.max(0, Math.min(target, Math.floor(countFor(badgeId, stats))));
    return { badgeId, current, target };
  });
}

/** The progress of a badge in words, e.g. "7 of 10 tummy checks" or "1 of 3 days in a row". */
export function progressWords(badgeId: BadgeKey, current: number, target: number): string {
  const unit = UNITS[badgeId];
  return `${current} of ${target} ${target === 1 ? unit.one : unit.many}`;
}

/** The share of the catalogue earned, as a whole percentage (0 when there is nothing to earn). */
export function percentComplete(earned: number, available: number): number {
  if (available <= 0) return 0;
  return Math.round((Math.min(earned, available) / available) * 100);
}
