import type { EarnedBadge } from "../../contracts/common";
import { formatList } from "../../i18n/format";
import { badgeWordsOf } from "../../i18n/words/badges";
import { toast } from "../components/ui/use-toast";
import { currentLocale, t } from "./i18n";
import { announceAloud } from "./read-aloud";

/**
 * A destructive toast for something that failed: its title, and the reason unless the reason
 * only repeats the title (SPEC 8: 'Login failed' with the server message, else 'Login failed').
 */
export function notifyFailure(title: string, description?: string): void {
  toast({
    title,
    description: description === title ? undefined : description,
    variant: "destructive",
  });
}

/** SPEC 8: the Error toast of a failed diary action ('Failed to ... Try again!'). */
export function notifyError(description: string): void {
  notifyFailure(t("ui.error"), description);
}

/**
 * Celebrates badges a write just earned ('Badge Earned!' with each icon and name, 5 s per
 * SPEC 9). Returns false when there were none, so the caller shows its own "saved" toast.
 */
export function celebrateBadges(badges: readonly EarnedBadge[]): boolean {
  if (badges.length === 0) return false;
  const names = badges.map((badge) => `${badge.icon} ${badgeWordsOf(t, badge).name}`).join(" · ");
  const points = badges.reduce((sum, badge) => sum + badge.points, 0);
  toast({
    title: t("ui.badgeEarned"),
    description: points > 0 ? t("ui.badgePoints", { names, points }) : names,
    duration: 5000,
  });
  // A child under 8 hears it too (ADR 066).
  announceAloud(
    t("ui.badgeEarnedAloud", {
      names: formatList(
        currentLocale().formatLocale,
        badges.map((badge) => badgeWordsOf(t, badge).name),
      ),
    }),
  );
  return true;
}

/** A cheerful "saved" toast, unless a badge celebration already took the stage. */
export function notifySaved(
  title: string,
  description: string,
  badges: readonly EarnedBadge[] = [],
): void {
  if (!celebrateBadges(badges)) toast({ title, description });
}
