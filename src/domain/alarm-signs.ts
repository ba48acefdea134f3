import { type LocalDate, localDate } from "./local-day";

/**
 * The signs a clinician asks about first (NICE CG99 "red flags", Rome IV "alarm features"):
 * stored on the tummy check that noticed them (ADR 062).
 */
export const ALARM_SIGN_VALUES = [
  "blood in poo",
  "vomiting",
  "fever",
  "woke at night with tummy pain",
  "weight loss noticed",
] as const;

/** A stored alarm sign. */
export type AlarmSign = (typeof ALARM_SIGN_VALUES)[number];

/** How a sign is asked on the tummy-check form, and how a parent or doctor reads it. */
export interface AlarmSignOption {
  readonly value: AlarmSign;
  /** The child's words on the "Something else?" step: plain, never alarming. */
  readonly childLabel: string;
  readonly emoji: string;
  /** The words of the parent page and the clinic summary. */
  readonly parentLabel: string;
  /** Only a grown-up notes it (weight loss is a parent's observation, not a child's tap). */
  readonly parentOnly: boolean;
}

/** The signs in the order the form and the summary list them. */
export const ALARM_SIGNS = [
  {
    value: "blood in poo",
    childLabel: "Red in my poo",
    emoji: "🔴",
    parentLabel: "blood in poo",
    parentOnly: false,
  },
  {
    value: "vomiting",
    childLabel: "I was sick (threw up)",
    emoji: "🤢",
    parentLabel: "vomiting",
    parentOnly: false,
  },
  {
    value: "fever",
    childLabel: "I felt hot and poorly",
    emoji: "🤒",
    parentLabel: "fever",
    parentOnly: false,
  },
  {
    value: "woke at night with tummy pain",
    childLabel: "My tummy woke me up at night",
    emoji: "🌙",
    parentLabel: "waking at night with tummy pain",
    parentOnly: false,
  },
  {
    value: "weight loss noticed",
    childLabel: "Weight loss noticed (a grown-up's note)",
    emoji: "⚖️",
    parentLabel: "weight loss noticed",
    parentOnly: true,
  },
] as const satisfies readonly AlarmSignOption[];

/** Type guard for alarm signs read from a form or storage. */
export function isAlarmSign(value: string): value is AlarmSign {
  return ALARM_SIGN_VALUES.some((known) => known === value);
}

/** The parent's words for a stored sign; unknown values are shown as stored. */
export function alarmSignLabel(stored: string): string {
  return ALARM_SIGNS.find((s) => s.value === stored)?.parentLabel ?? stored;
}

/** One sign and the local days it was logged on, oldest first. */
export interface AlarmSignDays {
  readonly sign: AlarmSign;
  readonly dates: readonly LocalDate[];
}

/**
 * The alarm signs of a diary, each with the distinct local days it was logged on (in the child's
 * zone), in the form's order; signs never logged are left out.
 */
export function alarmSignDays(
  checks: readonly { readonly alarmSigns?: readonly string[]; readonly timestamp: string }[],
  timeZone: string,
): AlarmSignDays[] {
  const days = new Map<AlarmSign, Set<LocalDate>>();
  for (const check of checks) {
    for (const sign of check.alarmSigns ?? []) {
      if (!isAlarmSign(sign)) continue;
      const set = days.get(sign) ?? new Set<LocalDate>();
      set.add(localDate(new Date(check.timestamp), timeZone));
      days.set(sign, set);
    }
  }
  return ALARM_SIGN_VALUES.filter((sign) => days.has(sign)).map((sign) => ({
    sign,
    dates: [...(days.get(sign) ?? [])].sort(),
  }));
}

/** The calm words of the parent page's card and the head of the clinic summary. */
export const ALARM_SIGNS_ADVICE = "Please talk to your child's doctor soon about";
/** What the card adds so that it informs without alarming or diagnosing. */
export const ALARM_SIGNS_NOTE =
  "These were logged in the diary. This app does not diagnose anything; your child's doctor can tell what they mean.";

/** "blood in poo (2026-11-03, 2026-11-05)": a sign with the days it was logged on. */
export function alarmSignLine(sign: AlarmSignDays): string {
  return `${alarmSignLabel(sign.sign)} (${sign.dates.join(", ")})`;
}
