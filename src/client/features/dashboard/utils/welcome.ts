import { t } from "../../../lib/i18n";
import { browserTimeZone, todayLocalDate } from "../../../lib/time";

/**
 * The home header's greeting: a detective is welcomed on the day they joined ("Welcome,
 * Detective", right after sign-up), and welcomed back from the next day on.
 */
export function welcomeLine(
  createdAt: string,
  now = new Date(),
  timeZone = browserTimeZone(),
): string {
  const joined = new Date(createdAt);
  const joinedToday =
    !Number.isNaN(joined.getTime()) &&
    todayLocalDate(joined, timeZone) === todayLocalDate(now, timeZone);
  return joinedToday ? t("dashboard.welcome") : t("dashboard.welcomeBack");
}
