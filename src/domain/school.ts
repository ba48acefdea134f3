import type { LocalDate } from "./local-day";

/**
 * School days (ADR 067): the weekdays the child goes to school are a family setting, and on
 * those days the evening review asks whether the tummy made the child miss school or leave early.
 */

/** ISO weekdays: 1 Monday to 7 Sunday (their names are the reader's, from `Intl`). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Monday to Friday, until the family says otherwise. */
export const DEFAULT_SCHOOL_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** The ISO weekday (1 Monday ... 7 Sunday) of a local date. */
export function isoWeekday(date: LocalDate): number {
  const day = new Date(`${date}T12:00:00.000Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** True when the date falls on one of the family's school weekdays. */
export function isSchoolDay(date: LocalDate, weekdays: readonly number[]): boolean {
  return weekdays.includes(isoWeekday(date));
}

/** The evening review's question, word for word. */
export const SCHOOL_QUESTION = "Did you miss school or leave early because of your tummy?";

/** The answers, as stored, with the words of the buttons. */
export const SCHOOL_ANSWERS = [
  { value: "no", label: "No", emoji: "🏫" },
  { value: "left early", label: "Left early", emoji: "🚪" },
  { value: "missed", label: "Missed the day", emoji: "🏠" },
] as const;
export const SCHOOL_ANSWER_VALUES = ["no", "left early", "missed"] as const;
export type SchoolAnswer = (typeof SCHOOL_ANSWER_VALUES)[number];

/** Type guard for answers read from storage. */
export function isSchoolAnswer(value: string): value is SchoolAnswer {
  return SCHOOL_ANSWER_VALUES.some((known) => known === value);
}

/** One answered school day. */
export interface SchoolDayAnswer {
  readonly date: string;
  readonly answer: string;
}

/** A month's school days as the clinic summary counts them. */
export interface SchoolMonth {
  /** "2026-11". */
  readonly month: string;
  /** School days with an answer. */
  readonly answered: number;
  readonly missed: number;
  readonly leftEarly: number;
}

/**
 * Per calendar month of [start, end], oldest first: the answered school days, and of them the
 * days missed and left early because of the tummy. Months without an answer are left out.
 */
export function schoolMonths(
  days: readonly SchoolDayAnswer[],
  period: { startDate: LocalDate; endDate: LocalDate },
): SchoolMonth[] {
  const months = new Map<string, { answered: number; missed: number; leftEarly: number }>();
  for (const day of days) {
    if (day.date < period.startDate || day.date > period.endDate) continue;
    if (!isSchoolAnswer(day.answer)) continue;
    const key = day.date.slice(0, 7);
    const month = months.get(key) ?? { answered: 0, missed: 0, leftEarly: 0 };
    month.answered += 1;
    if (day.answer === "missed") month.missed += 1;
    if (day.answer === "left early") month.leftEarly += 1;
    months.set(key, month);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, counts]) => ({ month, ...counts }));
}
