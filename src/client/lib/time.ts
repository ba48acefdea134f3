import {
  combineLocalDateAndTime,
  type LocalDate,
  localDate,
  localTime,
} from "../../domain/local-day";
import { currentLocale, t } from "./i18n";

/** The browser's IANA time zone ("Europe/Paris"), sent to the server so "today" is local. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Today's local date, 'YYYY-MM-DD'. */
export function todayLocalDate(now = new Date(), timeZone = browserTimeZone()): LocalDate {
  return localDate(now, timeZone);
}

/** The local wall-clock time now, 'HH:MM': the default of every time field. */
export function nowLocalTime(now = new Date(), timeZone = browserTimeZone()): string {
  return localTime(now, timeZone);
}

/** The 'HH:MM' local time of a stored ISO timestamp, for edit fields. */
export function localTimeOf(iso: string, timeZone = browserTimeZone()): string {
  return localTime(new Date(iso), timeZone);
}

/** The local date of a stored ISO timestamp. */
export function localDateOf(iso: string, timeZone = browserTimeZone()): LocalDate {
  return localDate(new Date(iso), timeZone);
}

/**
 * The ISO instant of an 'HH:MM' time on a local date (today by default): SPEC 9 builds every
 * timestamp from the local date plus the chosen time.
 */
export function timestampAt(
  time: string,
  date: LocalDate = todayLocalDate(),
  timeZone = browserTimeZone(),
): string {
  return combineLocalDateAndTime(date, time, timeZone).toISOString();
}

/** A stored timestamp as a child reads a clock in their locale ("8:30 am"). */
export function formatClock(iso: string, timeZone = browserTimeZone()): string {
  return new Intl.DateTimeFormat(currentLocale().formatLocale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

/** A local wall-clock 'HH:MM' written the way formatClock writes clocks ("3:00 PM"). */
export function formatWallClock(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return formatClock(new Date(Date.UTC(2000, 0, 1, hours, minutes)).toISOString(), "UTC");
}

/**
 * Every 'HH:MM' in a line the server wrote as data (a case's day list: "pain at 15:00") in the
 * app's clock format ("pain at 3:00 PM"), so one screen never mixes two ways of telling time.
 */
export function withAppClock(text: string): string {
  return text.replace(/\b([01]\d|2[0-3]):([0-5]\d)\b/g, (hhmm) => formatWallClock(hhmm));
}

/** 'Today', 'Yesterday', or the weekday of a stored timestamp, for short history lists. */
export function dayLabel(iso: string, now = new Date(), timeZone = browserTimeZone()): string {
  const day = localDate(new Date(iso), timeZone);
  const today = localDate(now, timeZone);
  if (day === today) return t("ui.today");
  const yesterday = localDate(new Date(now.getTime() - 86_400_000), timeZone);
  if (day === yesterday) return t("ui.yesterday");
  return new Intl.DateTimeFormat(currentLocale().formatLocale, {
    weekday: "long",
    timeZone,
  }).format(new Date(iso));
}
