/** The six milestone badges of SPEC 9, keyed by a stable slug that never changes once seeded. */
export type MilestoneBadgeKey =
  | "food-detective"
  | "meal-master"
  | "pattern-spotter"
  | "week-warrior"
  | "tummy-tracker"
  | "super-sleuth";

/** The awards a finished day can earn (DESIGN "Game rules": one of them per finished day). */
export type DayAwardKey = "balanced-plate" | "case-closed";

/** Any badge key in the catalogue. */
export type BadgeKey = MilestoneBadgeKey | DayAwardKey;

/** Milestones are earned once; day awards can be earned again on every finished day. */
export type BadgeKind = "milestone" | "day";

/** One catalogue entry; the fields mirror the `badges` table of SPEC 3 plus a stable key. */
export interface BadgeDefinition<K extends BadgeKey = BadgeKey> {
  readonly key: K;
  readonly kind: BadgeKind;
  readonly name: string;
  readonly description: string;
  readonly icon: string;
  readonly requirement: string;
  readonly points: number;
}

/** The milestone badges with the names and points of SPEC 9 and the rules of DESIGN "Game rules". */
export const MILESTONE_BADGES = [
  {
    key: "food-detective",
    kind: "milestone",
    name: "Food Detective",
    description: "You logged your very first meal. Every great case starts with one clue!",
    icon: "🔍",
    requirement: "Log your first meal",
    points: 10,
  },
  {
    key: "meal-master",
    kind: "milestone",
    name: "Meal Master",
    description:
      "Breakfast, lunch and dinner all in your notebook on the same day. Super tidy work!",
    icon: "🍽️",
    requirement: "Log breakfast, lunch and dinner on the same day",
    points: 25,
  },
  {
    key: "pattern-spotter",
    kind: "milestone",
    name: "Pattern Spotter",
    description: "You confirmed your first food clue. Sharp eyes, Detective!",
    icon: "🧩",
    requirement: "Confirm your first food pattern",
    points: 50,
  },
  {
    key: "week-warrior",
    kind: "milestone",
    name: "Week Warrior",
    description: "Seven days in a row of detective work. What a streak!",
    icon: "🔥",
    requirement: "Log a meal 7 days in a row (7-day streak)",
    points: 100,
  },
  {
    key: "tummy-tracker",
    kind: "milestone",
    name: "Tummy Tracker",
    description: "Ten tummy checks done. You really listen to your tummy!",
    icon: "📋",
    requirement: "Do 10 tummy checks",
    points: 30,
  },
  {
    key: "super-sleuth",
    kind: "milestone",
    name: "Super Sleuth",
    description: "Three food patterns confirmed. You are a master of clues!",
    icon: "🕵️",
    requirement: "Confirm 3 food patterns",
    points: 150,
  },
] as const satisfies readonly BadgeDefinition<MilestoneBadgeKey>[];

/**
 * The day awards. They carry 0 points because finishing a day already earns its own
 * points (FINISHED_DAY_POINTS in game.ts); giving both would count the same work twice.
 */
export const DAY_AWARDS = [
  {
    key: "balanced-plate",
    kind: "day",
    name: "Balanced Plate",
    description:
      "Every food group had a turn today and treats stayed small. A perfectly balanced case!",
    icon: "🥗",
    requirement: "Finish a day with plenty from every food group and just 1 treat or fewer",
    points: 0,
  },
  {
    key: "case-closed",
    kind: "day",
    name: "Case Closed",
    description: "You finished today's investigation. Great detective work, see you tomorrow!",
    icon: "📁",
    requirement: "Finish a day of detective work",
    points: 0,
  },
] as const satisfies readonly BadgeDefinition<DayAwardKey>[];

/** Every badge the app knows, in display order: milestones first, then day awards. */
export const BADGE_CATALOGUE: readonly BadgeDefinition[] = [...MILESTONE_BADGES, ...DAY_AWARDS];

/** Looks a badge up by its stable key. */
export function badgeByKey(key: BadgeKey): BadgeDefinition {
  const badge = BADGE_CATALOGUE.find((entry) => entry.key === key);
  // The key type only admits catalogue keys, so a miss is a programming error.
  if (!badge) throw new Error(`Unknown badge key: ${key}`);
  return badge;
}

/** Type guard for keys read back from storage or the network. */
export function isBadgeKey(value: string): value is BadgeKey {
  return BADGE_CATALOGUE.some((entry) => entry.key === value);
}
