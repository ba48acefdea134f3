import type { MilestoneBadgeKey } from "./badges";
import { addDays, type LocalDate } from "./local-day";

// Points reward detective work (DESIGN "Game rules"): logging earns them, never eating "right".
/** Points for logging a meal. */
export const MEAL_POINTS = 10;
/** Points for a tummy check the child logged themselves. */
export const TUMMY_CHECK_POINTS = 5;
/** Points for logging a drink. */
export const DRINK_POINTS = 2;
/** Points for logging bedtime. */
export const BEDTIME_POINTS = 5;
/** Points for the morning mood check-in. */
export const MORNING_MOOD_POINTS = 5;
/** Points for completing the daily mission. */
export const MISSION_POINTS = 20;
/** Points for finishing a day (once per local day). */
export const FINISHED_DAY_POINTS = 15;

/** The actions that earn points, as a point ledger would record them. */
export type PointAction =
  | "meal"
  | "tummy-check"
  | "drink"
  | "bedtime"
  | "morning-mood"
  | "mission"
  | "finished-day";

/** Points per ledger action, for code that is given the action as data. */
export const POINTS_PER_ACTION = {
  meal: MEAL_POINTS,
  "tummy-check": TUMMY_CHECK_POINTS,
  drink: DRINK_POINTS,
  bedtime: BEDTIME_POINTS,
  "morning-mood": MORNING_MOOD_POINTS,
  mission: MISSION_POINTS,
  "finished-day": FINISHED_DAY_POINTS,
} as const satisfies Record<PointAction, number>;

/**
 * Points are for the child's own detective work: a tummy check a parent or another grown-up
 * reported gives the child no points and counts toward no badge (it is still in the diary and
 * every report). `reporter` is the check's stored reporter ("child", "parent", "carer").
 */
export function isChildsOwnCheck(reporter: string | null | undefined): boolean {
  return (reporter ?? "child") === "child";
}

/** Points needed for each level after the first. */
export const POINTS_PER_LEVEL = 100;

/** Level = 1 + floor(points / 100); a negative balance (after deletions) stays at level 1. */
export function levelForPoints(points: number): number {
  return 1 + Math.floor(Math.max(0, points) / POINTS_PER_LEVEL);
}

/**
 * Consecutive local days with a meal, ending today or yesterday: today not being logged yet
 * must not break a streak the child can still keep alive this evening.
 */
export function streakFromDays(localDates: readonly LocalDate[], today: LocalDate): number {
  const days = new Set(localDates);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** A lab tool of the Detective's Lab. */
export interface LabTool {
  readonly key: string;
  readonly name: string;
  readonly emoji: string;
  readonly level: number;
}

/** Lab tools and the level that unlocks each (SPEC 9). */
export const LAB_TOOLS = [
  { key: "microscope", name: "Microscope", emoji: "🔬", level: 1 },
  { key: "detective-hat", name: "Detective Hat", emoji: "🎩", level: 2 },
  { key: "evidence-board", name: "Evidence Board", emoji: "📌", level: 3 },
  { key: "magnifying-glass", name: "Magnifying Glass", emoji: "🔍", level: 4 },
  { key: "lab-coat", name: "Lab Coat", emoji: "🥼", level: 5 },
  { key: "badge", name: "Badge", emoji: "📛", level: 6 },
] as const satisfies readonly LabTool[];

/** Whether a detective at this level has the tool. */
export function isLabToolUnlocked(tool: LabTool, level: number): boolean {
  return level >= tool.level;
}

/** The counts the milestone badge rules read. */
export interface BadgeStats {
  readonly mealCount: number;
  /** True once breakfast, lunch and dinner were all logged on one local day. */
  readonly hasBreakfastLunchDinnerDay: boolean;
  readonly confirmedPatterns: number;
  readonly streak: number;
  readonly tummyCheckCount: number;
}

/** Whether some local day holds a breakfast, a lunch and a dinner (the Meal Master rule). */
export function hasBreakfastLunchDinnerDay(
  meals: readonly { readonly mealType: string; readonly date: LocalDate }[],
): boolean {
  const typesByDay = new Map<LocalDate, Set<string>>();
  for (const meal of meals) {
    const types = typesByDay.get(meal.date) ?? new Set<string>();
    types.add(meal.mealType);
    typesByDay.set(meal.date, types);
  }
  return [...typesByDay.values()].some(
    (types) => types.has("breakfast") && types.has("lunch") && types.has("dinner"),
  );
}

/** The milestone badges whose rule holds for these counts (DESIGN "Game rules"). */
export function badgeKeysEarned(stats: BadgeStats): MilestoneBadgeKey[] {
  const earned: MilestoneBadgeKey[] = [];
  if (stats.mealCount >= 1) earned.push("food-detective");
  if (stats.hasBreakfastLunchDinnerDay) earned.push("meal-master");
  if (stats.confirmedPatterns >= 1) earned.push("pattern-spotter");
  if (stats.streak >= 7) earned.push("week-warrior");
  if (stats.tummyCheckCount >= 10) earned.push("tummy-tracker");
  if (stats.confirmedPatterns >= 3) earned.push("super-sleuth");
  return earned;
}

/** The avatar accessories of SPEC 9; "none" is stored when the child takes one off. */
export const ACCESSORIES = [
  { key: "none", name: "None", emoji: "" },
  { key: "hat", name: "Hat", emoji: "🎩" },
  { key: "glasses", name: "Glasses", emoji: "👓" },
  { key: "sunglasses", name: "Sunglasses", emoji: "🕶️" },
  { key: "crown", name: "Crown", emoji: "👑" },
  { key: "cap", name: "Cap", emoji: "🧢" },
  { key: "party", name: "Party Hat", emoji: "🥳" },
  { key: "wizard", name: "Wizard Hat", emoji: "🧙" },
  { key: "pirate", name: "Pirate Hat", emoji: "🏴‍☠️" },
  { key: "chef", name: "Chef Hat", emoji: "👨‍🍳" },
] as const satisfies readonly { key: string; name: string; emoji: string }[];

/** An accessory key. */
export type AccessoryKey = (typeof ACCESSORIES)[number]["key"];

/** The face of a detective who has not customised their avatar yet. */
export const DEFAULT_AVATAR_EMOJI = "🕵️";

/** The 26 preset avatars of SPEC 9. */
export const PRESET_AVATARS = [
  { emoji: "🕵️", name: "Detective" },
  { emoji: "🦊", name: "Fox" },
  { emoji: "🐱", name: "Cat" },
  { emoji: "🐶", name: "Dog" },
  { emoji: "🐼", name: "Panda" },
  { emoji: "🦁", name: "Lion" },
  { emoji: "🐯", name: "Tiger" },
  { emoji: "🐸", name: "Frog" },
  { emoji: "🐵", name: "Monkey" },
  { emoji: "🐰", name: "Bunny" },
  { emoji: "🐻", name: "Bear" },
  { emoji: "🐨", name: "Koala" },
  { emoji: "🦉", name: "Owl" },
  { emoji: "🐧", name: "Penguin" },
  { emoji: "🦄", name: "Unicorn" },
  { emoji: "🐲", name: "Dragon" },
  { emoji: "🦖", name: "Dino" },
  { emoji: "🐙", name: "Octopus" },
  { emoji: "🐢", name: "Turtle" },
  { emoji: "🦋", name: "Butterfly" },
  { emoji: "🐝", name: "Bee" },
  { emoji: "🐬", name: "Dolphin" },
  { emoji: "🤖", name: "Robot" },
  { emoji: "👽", name: "Alien" },
  { emoji: "🦸", name: "Superhero" },
  { emoji: "🧚", name: "Fairy" },
] as const satisfies readonly { emoji: string; name: string }[];

/** The 15 avatar backgrounds of SPEC 9; the key is what avatarConfig stores. */
export const BACKGROUNDS = [
  { key: "ocean", name: "Ocean", gradient: "linear-gradient(135deg, #38bdf8, #1e40af)" },
  { key: "sunset", name: "Sunset", gradient: "linear-gradient(135deg, #fb923c, #db2777)" },
  { key: "forest", name: "Forest", gradient: "linear-gradient(135deg, #4ade80, #166534)" },
  { key: "candy", name: "Candy", gradient: "linear-gradient(135deg, #f9a8d4, #c084fc)" },
  { key: "galaxy", name: "Galaxy", gradient: "linear-gradient(135deg, #312e81, #7e22ce)" },
  { key: "lemon", name: "Lemon", gradient: "linear-gradient(135deg, #fef08a, #facc15)" },
  { key: "mint", name: "Mint", gradient: "linear-gradient(135deg, #a7f3d0, #14b8a6)" },
  { key: "berry", name: "Berry", gradient: "linear-gradient(135deg, #f472b6, #9d174d)" },
  { key: "sky", name: "Sky", gradient: "linear-gradient(135deg, #e0f2fe, #7dd3fc)" },
  { key: "peach", name: "Peach", gradient: "linear-gradient(135deg, #fed7aa, #fda4af)" },
  { key: "lavender", name: "Lavender", gradient: "linear-gradient(135deg, #e9d5ff, #a78bfa)" },
  { key: "volcano", name: "Volcano", gradient: "linear-gradient(135deg, #f97316, #991b1b)" },
  { key: "lagoon", name: "Lagoon", gradient: "linear-gradient(135deg, #22d3ee, #0d9488)" },
  {
    key: "rainbow",
    name: "Rainbow",
    gradient: "linear-gradient(135deg, #f87171, #fbbf24, #4ade80, #60a5fa, #c084fc)",
  },
  { key: "midnight", name: "Midnight", gradient: "linear-gradient(135deg, #1e293b, #4338ca)" },
] as const satisfies readonly { key: string; name: string; gradient: string }[];

/** A background key. */
export type BackgroundKey = (typeof BACKGROUNDS)[number]["key"];
