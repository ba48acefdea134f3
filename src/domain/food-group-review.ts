// One day's serves judged group by group (SPEC 4 "Daily Report"): the Food Power Meters, the
// group badges' tiers, the end-of-day check mark, the day award and the advice lines.
import type { DayAwardKey } from "./badges";
import {
  FOOD_GROUPS,
  type FoodGroupKey,
  foodGroupByKey,
  type ServesByGroup,
  TREAT_LIMIT,
} from "./food-groups";

/** Treats above the limit but at or below this are a warning, above it an alert (SPEC 4). */
export const TREAT_WARNING_MAX = 2;
/** Treats above this are shown in red text (SPEC 4). */
export const TREAT_RED_TEXT_ABOVE = 3;
/** Share of the recommended serves for 'Great detective work' and a gold tier (SPEC 4). */
export const GREAT_PERCENT = 90;
/** Below this share a group 'Needs more detective fuel'; from it, bronze (SPEC 4). */
export const LOW_PERCENT = 50;
/** Every group but treats needs this share for the end-of-day check mark (SPEC 9). */
export const CHECK_MARK_PERCENT = 70;

// Serves come in halves, but a float ratio like 0.8999999 must still read as 90%.
const EPSILON = 1e-9;

/** A meter's colour tone. */
export type MeterTone = "good" | "warning" | "alert";

/** The words a meter shows (src/i18n/words/advice.ts), by code. */
export type MeterMessage =
  | "treats-in-check"
  | "treats-adding-up"
  | "lots-of-treats"
  | "great"
  | "needs-fuel"
  | "getting-stronger";

/** What the Food Power Meter shows for one group. */
export interface MeterStatus {
  readonly tone: MeterTone;
  readonly message: MeterMessage;
  /** Share of the recommended serves; for treats, share of the 1-serve limit. */
  readonly percent: number;
  /** Only treats above 3 serves get red text. */
  readonly redText: boolean;
}

/** Serves as a percentage of the group's aim (treats: of their limit). */
export function percentOfRecommended(key: FoodGroupKey, serves: number): number {
  const aim = key === "Sometimes" ? TREAT_LIMIT : foodGroupByKey(key).serves;
  return (serves / aim) * 100;
}

const atLeast = (percent: number, threshold: number) => percent + EPSILON >= threshold;

/** The meter status of a group (SPEC 4 "Daily status per group on the meter"). */
export function meterStatus(key: FoodGroupKey, serves: number): MeterStatus {
  const percent = percentOfRecommended(key, serves);
  if (key === "Sometimes") {
    const redText = serves > TREAT_RED_TEXT_ABOVE;
    if (serves <= TREAT_LIMIT)
      return { tone: "good", message: "treats-in-check", percent, redText };
    if (serves <= TREAT_WARNING_MAX) {
      return { tone: "warning", message: "treats-adding-up", percent, redText };
    }
    return { tone: "alert", message: "lots-of-treats", percent, redText };
  }
  if (atLeast(percent, GREAT_PERCENT)) {
    return { tone: "good", message: "great", percent, redText: false };
  }
  if (!atLeast(percent, LOW_PERCENT)) {
    return { tone: "alert", message: "needs-fuel", percent, redText: false };
  }
  return { tone: "warning", message: "getting-stronger", percent, redText: false };
}

/** A badge tier of Today's Detective Badges. */
export type BadgeTier = "gold" | "bronze" | "keep-investigating";

/** How each tier is shown (its words: src/i18n/words/advice.ts). */
export const BADGE_TIERS = {
  gold: { emoji: "🥇" },
  bronze: { emoji: "🥉" },
  "keep-investigating": { emoji: "🔍" },
} as const satisfies Record<BadgeTier, { emoji: string }>;

/** The tier of a group (SPEC 4): gold 90%+, bronze 50-89%; treats gold ≤1, bronze ≤2. */
export function badgeTier(key: FoodGroupKey, serves: number): BadgeTier {
  if (key === "Sometimes") {
    if (serves <= TREAT_LIMIT) return "gold";
    return serves <= TREAT_WARNING_MAX ? "bronze" : "keep-investigating";
  }
  const percent = percentOfRecommended(key, serves);
  if (atLeast(percent, GREAT_PERCENT)) return "gold";
  return atLeast(percent, LOW_PERCENT) ? "bronze" : "keep-investigating";
}

/** One group's line in the review: its serves, meter and tier together. */
export interface GroupReview {
  readonly key: FoodGroupKey;
  readonly name: string;
  readonly serves: number;
  readonly recommended: number;
  readonly status: MeterStatus;
  readonly tier: BadgeTier;
}

/** The review of all six groups, in Food Guide order. */
export function reviewGroups(serves: ServesByGroup): GroupReview[] {
  return FOOD_GROUPS.map((group) => ({
    key: group.key,
    name: group.name,
    serves: serves[group.key],
    recommended: group.serves,
    status: meterStatus(group.key, serves[group.key]),
    tier: badgeTier(group.key, serves[group.key]),
  }));
}

/** Whether the end-of-day check mark holds: treats ≤1 and every other group at 70%+ (SPEC 9). */
export function endOfDayCheck(serves: ServesByGroup): boolean {
  if (serves.Sometimes > TREAT_LIMIT) return false;
  return FOOD_GROUPS.filter((g) => g.key !== "Sometimes").every((g) =>
    atLeast(percentOfRecommended(g.key, serves[g.key]), CHECK_MARK_PERCENT),
  );
}

/** The award a finished day earns: Balanced Plate with the check mark, else Case Closed. */
export function dayAwardFor(serves: ServesByGroup): DayAwardKey {
  return endOfDayCheck(serves) ? "balanced-plate" : "case-closed";
}

/** What an advice line is for, so the client can style it. */
export type AdviceKind = "suggestion" | "challenge" | "nudge" | "praise" | "balance";

/**
 * Which Case Notes line it is (its words: src/i18n/words/advice.ts and day-notes.ts): the
 * logging notes first, then the advice of SPEC 9.
 */
export type AdviceCode =
  | "logging-none"
  | "logging-some"
  | "logging-full"
  | "grow-low"
  | "power-low"
  | "bone-low"
  | "energy-low"
  | "fats-low"
  | "treats-challenge"
  | "treats-nudge"
  | "grow-praise"
  | "power-bone-praise"
  | "balance";

/** One Case Notes line, as facts: its code, the serves or meals it speaks of. */
export interface AdviceLine {
  readonly kind: AdviceKind;
  readonly code: AdviceCode;
  /** The group's serves, to one decimal, for a "...-low" line. */
  readonly serves?: number;
  /** Meals logged today, for a logging note. */
  readonly meals?: number;
}

/** Serves as a line tells them: to one decimal. */
function servesFigure(serves: number): number {
  return Math.round(serves * 10) / 10;
}

/**
 * The Case Notes (SPEC 9 "Advice thresholds"). The lines speak of foods and energy only,
 * never of weight or body shape. The balance message shows when nothing needs improving;
 * praise may show alongside it, since both are true on such a day.
 */
export function adviceLines(serves: ServesByGroup): AdviceLine[] {
  const lines: AdviceLine[] = [];
  const low = (code: AdviceCode, value: number) =>
    lines.push({ kind: "suggestion", code, serves: servesFigure(value) });
  const fruitVeg = serves["Fruit & Veggies"];
  if (fruitVeg < 5) low("grow-low", fruitVeg);
  if (serves.Protein < 2) low("power-low", serves.Protein);
  if (serves.Dairy < 2) low("bone-low", serves.Dairy);
  if (serves.Carbs < 3) low("energy-low", serves.Carbs);
  if (serves["Healthy Fats"] < 0.5) lines.push({ kind: "suggestion", code: "fats-low" });
  if (serves.Sometimes > TREAT_WARNING_MAX) {
    lines.push({ kind: "challenge", code: "treats-challenge" });
  } else if (serves.Sometimes > TREAT_LIMIT) {
    lines.push({ kind: "nudge", code: "treats-nudge" });
  }
  const needsNothing = lines.length === 0;
  if (fruitVeg >= 5) {
    lines.push({ kind: "praise", code: "grow-praise" });
  } else if (serves.Protein >= 2 && serves.Dairy >= 2) {
    lines.push({ kind: "praise", code: "power-bone-praise" });
  }
  if (needsNothing) lines.push({ kind: "balance", code: "balance" });
  return lines;
}
