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

/**
 * One catalogue entry, by its stable key: its kind, icon and points. Its name, description and
 * requirement are words (src/i18n/words/badges.ts); the `badges` table of SPEC 3 holds them in
 * English (seed.ts).
 */
export interface BadgeDefinition<K extends BadgeKey = BadgeKey> {
  readonly key: K;
  readonly kind: BadgeKind;
  readonly icon: string;
  readonly points: number;
}

/** The milestone badges with the names and points of SPEC 9 and the rules of DESIGN "Game rules". */
export const MILESTONE_BADGES = [
  {
    key: "food-detective",
    kind: "milestone",
    icon: "🔍",
    points: 10,
  },
  {
    key: "meal-master",
    kind: "milestone",
    icon: "🍽️",
    points: 25,
  },
  {
    key: "pattern-spotter",
    kind: "milestone",
    icon: "🧩",
    points: 50,
  },
  {
    key: "week-warrior",
    kind: "milestone",
    icon: "🔥",
    points: 100,
  },
  {
    key: "tummy-tracker",
    kind: "milestone",
    icon: "📋",
    points: 30,
  },
  {
    key: "super-sleuth",
    kind: "milestone",
    icon: "🕵️",
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
    icon: "🥗",
    points: 0,
  },
  {
    key: "case-closed",
    kind: "day",
    icon: "📁",
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
