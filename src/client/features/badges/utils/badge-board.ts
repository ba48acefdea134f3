import type { AvailableBadge, BadgesResponse } from "../../../../contracts/badges";
import { percentComplete } from "../../../../domain/badge-progress";
import { BADGE_CATALOGUE, isBadgeKey } from "../../../../domain/badges";
import type { Translate } from "../../../../i18n/translate";
import {
  badgeDescription,
  badgeName,
  badgeProgressWords,
  badgeRequirement,
} from "../../../../i18n/words/badges";

/** One badge as the Badges screen draws it. */
export interface BadgeCardView extends AvailableBadge {
  /** First time earned (ISO), when earned. */
  readonly earnedAt?: string;
  readonly lastEarnedAt?: string;
  readonly timesEarned: number;
  /** "7 of 10 tummy checks", for a badge still to earn. */
  readonly progressText?: string;
  /** 0 to 100, for the badge's little progress bar. */
  readonly progressPercent?: number;
}

/** Everything the Badges screen shows (SPEC 2 Badges screen). */
export interface BadgeBoard {
  readonly earned: readonly BadgeCardView[];
  readonly toEarn: readonly BadgeCardView[];
  readonly availableCount: number;
  /** The sum of the earned badges' points. */
  readonly totalPoints: number;
  readonly percent: number;
}

/** The built-in list used when the server gives no available badges (SPEC 2). */
export function builtInBadges(t: Translate): AvailableBadge[] {
  return BADGE_CATALOGUE.map((b) => ({
    id: b.key,
    name: badgeName(t, b.key),
    description: badgeDescription(t, b.key),
    icon: b.icon,
    points: b.points,
    requirement: badgeRequirement(t, b.key),
  }));
}

/** A badge of the server's list in the reader's language (one it does not know, as given). */
function inWords(t: Translate, badge: AvailableBadge): AvailableBadge {
  if (!isBadgeKey(badge.id)) return badge;
  return {
    ...badge,
    name: badgeName(t, badge.id),
    description: badgeDescription(t, badge.id),
    requirement: badgeRequirement(t, badge.id),
  };
}

/** Splits the catalogue into earned and still-to-earn, with the screen's totals. */
export function badgeBoard(t: Translate, data: BadgesResponse): BadgeBoard {
  const available =
    data.available.length > 0 ? data.available.map((b) => inWords(t, b)) : builtInBadges(t);
  const earnedById = new Map(data.earned.map((e) => [e.badgeId, e]));
  const progressById = new Map(data.progress.map((p) => [p.badgeId, p]));
  const cards: BadgeCardView[] = available.map((badge) => {
    const earned = earnedById.get(badge.id);
    if (earned) {
      return {
        ...badge,
        earnedAt: earned.earnedAt,
        lastEarnedAt: earned.lastEarnedAt,
        timesEarned: earned.timesEarned,
      };
    }
    const progress = progressById.get(badge.id);
    if (!progress || !isBadgeKey(badge.id)) return { ...badge, timesEarned: 0 };
    return {
      ...badge,
      timesEarned: 0,
      progressText: badgeProgressWords(t, badge.id, progress.current, progress.target),
      progressPercent: Math.round((progress.current / progress.target) * 100),
    };
  });
  const earned = cards.filter((c) => c.earnedAt);
  return {
    earned,
    toEarn: cards.filter((c) => !c.earnedAt),
    availableCount: cards.length,
    totalPoints: earned.reduce((sum, c) => sum + c.points, 0),
    percent: percentComplete(earned.length, cards.length),
  };
}

/** The encouragement card's words, from how far the detective has come. */
export function encouragement(
  t: Translate,
  board: Pick<BadgeBoard, "earned" | "availableCount">,
): { title: string; text: string } {
  const left = board.availableCount - board.earned.length;
  if (board.earned.length === 0) {
    return { title: t("badges.cheerStartTitle"), text: t("badges.cheerStartText") };
  }
  if (left <= 0) {
    return { title: t("badges.cheerAllTitle"), text: t("badges.cheerAllText") };
  }
  return { title: t("badges.cheerMoreTitle"), text: t("badges.cheerMoreText", { left }) };
}
