import { type BadgeKey, isBadgeKey } from "../../domain/badges";
import type { MessageKey, Translate } from "../translate";

/** The words of one badge: its name, what it celebrates, what earns it, its progress. */
interface BadgeWords {
  readonly name: MessageKey;
  readonly description: MessageKey;
  readonly requirement: MessageKey;
  readonly progress: MessageKey;
}

const BADGE_WORDS = {
  "food-detective": {
    name: "badges.foodDetectiveName",
    description: "badges.foodDetectiveDescription",
    requirement: "badges.foodDetectiveRequirement",
    progress: "badges.progressFoodDetective",
  },
  "meal-master": {
    name: "badges.mealMasterName",
    description: "badges.mealMasterDescription",
    requirement: "badges.mealMasterRequirement",
    progress: "badges.progressMealMaster",
  },
  "pattern-spotter": {
    name: "badges.patternSpotterName",
    description: "badges.patternSpotterDescription",
    requirement: "badges.patternSpotterRequirement",
    progress: "badges.progressPatternSpotter",
  },
  "week-warrior": {
    name: "badges.weekWarriorName",
    description: "badges.weekWarriorDescription",
    requirement: "badges.weekWarriorRequirement",
    progress: "badges.progressWeekWarrior",
  },
  "tummy-tracker": {
    name: "badges.tummyTrackerName",
    description: "badges.tummyTrackerDescription",
    requirement: "badges.tummyTrackerRequirement",
    progress: "badges.progressTummyTracker",
  },
  "super-sleuth": {
    name: "badges.superSleuthName",
    description: "badges.superSleuthDescription",
    requirement: "badges.superSleuthRequirement",
    progress: "badges.progressSuperSleuth",
  },
  "balanced-plate": {
    name: "badges.balancedPlateName",
    description: "badges.balancedPlateDescription",
    requirement: "badges.balancedPlateRequirement",
    progress: "badges.progressBalancedPlate",
  },
  "case-closed": {
    name: "badges.caseClosedName",
    description: "badges.caseClosedDescription",
    requirement: "badges.caseClosedRequirement",
    progress: "badges.progressCaseClosed",
  },
} as const satisfies Record<BadgeKey, BadgeWords>;

/** A badge's name ("Food Detective"). */
export function badgeName(t: Translate, key: BadgeKey): string {
  return t(BADGE_WORDS[key].name);
}

/** What a badge celebrates, said to the child who earned it. */
export function badgeDescription(t: Translate, key: BadgeKey): string {
  return t(BADGE_WORDS[key].description);
}

/** What earns a badge, in a child's words ("Do 10 tummy checks"). */
export function badgeRequirement(t: Translate, key: BadgeKey): string {
  return t(BADGE_WORDS[key].requirement);
}

/** The progress of a badge in words, e.g. "7 of 10 tummy checks" or "1 of 7 days in a row". */
export function badgeProgressWords(
  t: Translate,
  key: BadgeKey,
  current: number,
  target: number,
): string {
  return t(BADGE_WORDS[key].progress, { current, target });
}

/**
 * A badge the server named (by id, with its stored English words): its words in the reader's
 * language when the id is one of the catalogue, else as the server gave them.
 */
export function badgeWordsOf(
  t: Translate,
  badge: { readonly id?: string; readonly name: string; readonly description: string },
): { name: string; description: string } {
  if (badge.id === undefined || !isBadgeKey(badge.id)) {
    return { name: badge.name, description: badge.description };
  }
  return { name: badgeName(t, badge.id), description: badgeDescription(t, badge.id) };
}
