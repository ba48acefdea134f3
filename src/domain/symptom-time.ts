import { addDays, combineLocalDateAndTime, localDate } from "./local-day";

/** The quick "some minutes ago" answers a child gives instead of a clock time. */
export const MINUTES_AGO_CHOICES = [
  { value: "30", label: "30 min ago", emoji: "🕧", minutesAgo: 30 },
  { value: "60", label: "1 hour ago", emoji: "🕐", minutesAgo: 60 },
  { value: "120", label: "2 hours ago", emoji: "🕑", minutesAgo: 120 },
] as const;

/** The quick answers to "When?" of a tummy check: a child says "an hour ago", not 14:05. */
export const WHEN_CHOICES = [
  { value: "now", label: "Now", emoji: "⏱️", minutesAgo: 0 },
  ...MINUTES_AGO_CHOICES,
  { value: "earlier", label: "Earlier", emoji: "📅", minutesAgo: null },
] as const;

/**
 * The instant of a quick answer (its minutes before now), or null for the answer that asks for
 * a clock time.
 */
export function quickInstant(
  choices: readonly { value: string; minutesAgo: number | null }[],
  choice: string,
  now: Date,
): Date | null {
  const minutes = choices.find((c) => c.value === choice)?.minutesAgo;
  return minutes === null || minutes === undefined
    ? null
    : new Date(now.getTime() - minutes * 60_000);
}

/** One of the "When?" answers. */
export type WhenChoice = (typeof WHEN_CHOICES)[number]["value"];

/** The days an earlier time can be on: a symptom is told the same day or the next. */
export const EARLIER_DAYS = [
  { value: "today", label: "Today", daysAgo: 0 },
  { value: "yesterday", label: "Yesterday", daysAgo: 1 },
] as const;

/** Today or yesterday. */
export type EarlierDay = (typeof EARLIER_DAYS)[number]["value"];

/**
 * The instant a symptom happened: some minutes before now, or an 'HH:MM' today or yesterday in
 * the child's zone (which may be in the future: the caller refuses that, see isInTheFuture).
 */
export function whenInstant(
  choice: WhenChoice,
  earlier: { day: EarlierDay; time: string },
  now: Date,
  timeZone: string,
): Date {
  const quick = quickInstant(WHEN_CHOICES, choice, now);
  if (quick) return quick;
  const daysAgo = EARLIER_DAYS.find((d) => d.value === earlier.day)?.daysAgo ?? 0;
  return combineLocalDateAndTime(
    addDays(localDate(now, timeZone), -daysAgo),
    earlier.time,
    timeZone,
  );
}

/** A symptom cannot be logged before it happens. */
export function isInTheFuture(instant: Date, now: Date): boolean {
  return instant.getTime() > now.getTime();
}

/** The words for a "When?" time still to come. */
export const NOT_YET_MESSAGE = "That time has not come yet. Pick a time before now!";
