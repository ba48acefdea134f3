import { type LocalDate, localDate } from "./local-day";

/**
 * The alarm features of Rome IV's paediatric criteria (ADR 062): six noticed with an event and
 * stored on the tummy check that noticed them, and seven of the child's history that a grown-up
 * keeps, dated, in the child's profile. Night waking with tummy pain is still logged and counted,
 * but it is not one of them: it did not tell functional pain from Crohn's disease in children.
 */

/** The app's own code system for the signs, where no standard code says the sign. */
export const SIGN_CODE_SYSTEM = "urn:tummy-detective:alarm-sign";

/** A SNOMED CT finding that says a sign exactly (checked against public SNOMED CT references). */
export interface SnomedFinding {
  readonly code: string;
  readonly display: string;
}

/** What a tummy check can carry, as stored. */
export const CHECK_SIGN_VALUES = [
  "blood in poo",
  "vomiting",
  "fever",
  "runny poo at night",
  "pain on the right side",
  "pain or trouble swallowing",
  "woke at night with tummy pain",
  "weight loss noticed",
] as const;

/** A sign stored on a tummy check. */
export type CheckSign = (typeof CHECK_SIGN_VALUES)[number];
/** Kept for the stored name: every value a check may carry. */
export const ALARM_SIGN_VALUES = CHECK_SIGN_VALUES;
export type AlarmSign = CheckSign;

/** How a sign is asked on the tummy-check form, and how a parent or doctor reads it. */
export interface AlarmSignOption {
  readonly value: CheckSign;
  /** The child's words on the "Something else?" step: plain, never alarming. */
  readonly childLabel: string;
  readonly emoji: string;
  /** The words of the parent page and the clinic summary. */
  readonly parentLabel: string;
  /** Only a grown-up notes it. */
  readonly parentOnly: boolean;
  /** A Rome IV alarm feature: false for night waking, logged and counted only. */
  readonly alarm: boolean;
  /** No longer offered on a new check (kept on the checks that carry it). */
  readonly retired: boolean;
  /** The code in the app's own system. */
  readonly code: string;
  readonly snomed: SnomedFinding | null;
}

/** The signs of a check in the order the form and the summary list them. */
export const ALARM_SIGNS = [
  {
    value: "blood in poo",
    childLabel: "Red in my poo",
    emoji: "🔴",
    parentLabel: "blood in poo",
    parentOnly: false,
    alarm: true,
    retired: false,
    code: "blood-in-poo",
    snomed: { code: "405729008", display: "Hematochezia" },
  },
  {
    value: "vomiting",
    childLabel: "I was sick (threw up)",
    emoji: "🤢",
    parentLabel: "vomiting",
    parentOnly: false,
    alarm: true,
    retired: false,
    code: "vomiting",
    snomed: { code: "422400008", display: "Vomiting" },
  },
  {
    value: "fever",
    childLabel: "I felt hot and poorly",
    emoji: "🤒",
    parentLabel: "fever",
    parentOnly: false,
    alarm: true,
    retired: false,
    code: "fever",
    snomed: { code: "386661006", display: "Fever" },
  },
  {
    value: "runny poo at night",
    childLabel: "Runny poo in the night",
    emoji: "🌧️",
    parentLabel: "diarrhoea at night",
    parentOnly: false,
    alarm: true,
    retired: false,
    code: "runny-poo-at-night",
    snomed: null,
  },
  {
    value: "pain on the right side",
    childLabel: "It always hurts in the same spot on my right side",
    emoji: "👉",
    parentLabel: "pain always in the same place on the right side",
    parentOnly: false,
    alarm: true,
    retired: false,
    code: "pain-on-the-right-side",
    snomed: null,
  },
  {
    value: "pain or trouble swallowing",
    childLabel: "It hurts or is hard to swallow",
    emoji: "😣",
    parentLabel: "pain or trouble swallowing",
    parentOnly: false,
    alarm: true,
    retired: false,
    code: "pain-or-trouble-swallowing",
    snomed: null,
  },
  {
    value: "woke at night with tummy pain",
    childLabel: "My tummy woke me up at night",
    emoji: "🌙",
    parentLabel: "waking at night with tummy pain",
    parentOnly: false,
    alarm: false,
    retired: false,
    code: "woke-at-night-with-tummy-pain",
    snomed: null,
  },
  {
    // Asked on the check before weight loss moved to the child's profile: kept as logged.
    value: "weight loss noticed",
    childLabel: "Weight loss noticed (a grown-up's note)",
    emoji: "⚖️",
    parentLabel: "weight loss noticed",
    parentOnly: true,
    alarm: true,
    retired: true,
    code: "weight-loss-noticed",
    snomed: { code: "89362005", display: "Weight loss" },
  },
] as const satisfies readonly AlarmSignOption[];

/** The six Rome IV alarm features asked on an event. */
export const EVENT_ALARM_SIGNS: readonly AlarmSignOption[] = ALARM_SIGNS.filter(
  (s) => s.alarm && !s.retired,
);

/** Type guard for the signs a check may carry, read from a form or storage. */
export function isAlarmSign(value: string): value is CheckSign {
  return CHECK_SIGN_VALUES.some((known) => known === value);
}

/** True for a stored value that is a Rome IV alarm feature (not night waking). */
export function isRomeAlarmSign(value: string): boolean {
  return ALARM_SIGNS.some((s) => s.value === value && s.alarm);
}

/** The option of a stored check sign, or undefined. */
export function checkSignOption(stored: string): AlarmSignOption | undefined {
  return ALARM_SIGNS.find((s) => s.value === stored);
}

/** The signs of the child's history a grown-up keeps in the profile, dated. */
export const PROFILE_SIGN_VALUES = [
  "weight loss",
  "growth slowing",
  "puberty late",
  "joint pain or swelling",
  "sores or pain around the bottom",
  "family history of IBD",
  "family history of coeliac disease",
  "family history of stomach ulcers",
] as const;
export type ProfileSign = (typeof PROFILE_SIGN_VALUES)[number];

/** A profile sign as the parent page asks it and a doctor reads it. */
export interface ProfileSignOption {
  readonly value: ProfileSign;
  /** The words of the parent page, the summary and the FHIR display. */
  readonly parentLabel: string;
  readonly code: string;
  readonly snomed: SnomedFinding | null;
}

export const PROFILE_SIGNS = [
  {
    value: "weight loss",
    parentLabel: "weight loss",
    code: "weight-loss",
    snomed: { code: "89362005", display: "Weight loss" },
  },
  { value: "growth slowing", parentLabel: "growth slowing", code: "growth-slowing", snomed: null },
  {
    value: "puberty late",
    parentLabel: "puberty late",
    code: "puberty-late",
    snomed: null,
  },
  {
    value: "joint pain or swelling",
    parentLabel: "joint pain or swelling",
    code: "joint-pain-or-swelling",
    snomed: null,
  },
  {
    value: "sores or pain around the bottom",
    parentLabel: "sores or pain around the bottom",
    code: "sores-or-pain-around-the-bottom",
    snomed: null,
  },
  {
    value: "family history of IBD",
    parentLabel: "family history of inflammatory bowel disease (Crohn's, colitis)",
    code: "family-history-ibd",
    snomed: null,
  },
  {
    value: "family history of coeliac disease",
    parentLabel: "family history of coeliac disease",
    code: "family-history-coeliac",
    snomed: null,
  },
  {
    value: "family history of stomach ulcers",
    parentLabel: "family history of stomach ulcers",
    code: "family-history-stomach-ulcers",
    snomed: null,
  },
] as const satisfies readonly ProfileSignOption[];

/** Type guard for profile signs read from a form or storage. */
export function isProfileSign(value: string): value is ProfileSign {
  return PROFILE_SIGN_VALUES.some((known) => known === value);
}

/** The parent's words for a stored profile sign; unknown values are shown as stored. */
export function profileSignLabel(stored: string): string {
  return PROFILE_SIGNS.find((s) => s.value === stored)?.parentLabel ?? stored;
}

/** A profile sign and the day it was noticed from. */
export interface DatedProfileSign {
  readonly sign: string;
  readonly since: string;
}

/** "weight loss (since 2026-10-01)". */
export function profileSignLine(sign: DatedProfileSign): string {
  return `${profileSignLabel(sign.sign)} (since ${sign.since})`;
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

function signDays(
  checks: readonly { readonly alarmSigns?: readonly string[]; readonly timestamp: string }[],
  timeZone: string,
  keep: (sign: CheckSign) => boolean,
): AlarmSignDays[] {
  const days = new Map<CheckSign, Set<LocalDate>>();
  for (const check of checks) {
    for (const sign of check.alarmSigns ?? []) {
      if (!isAlarmSign(sign) || !keep(sign)) continue;
      const set = days.get(sign) ?? new Set<LocalDate>();
      set.add(localDate(new Date(check.timestamp), timeZone));
      days.set(sign, set);
    }
  }
  return CHECK_SIGN_VALUES.filter((sign) => days.has(sign)).map((sign) => ({
    sign,
    dates: [...(days.get(sign) ?? [])].sort(),
  }));
}

/**
 * The Rome IV alarm signs of a diary, each with the distinct local days it was logged on (in the
 * child's zone), in the form's order; signs never logged, and night waking, are left out.
 */
export function alarmSignDays(
  checks: readonly { readonly alarmSigns?: readonly string[]; readonly timestamp: string }[],
  timeZone: string,
): AlarmSignDays[] {
  return signDays(checks, timeZone, isRomeAlarmSign);
}

/** What a check carried that is logged and counted but is not an alarm sign (night waking). */
export function otherSignDays(
  checks: readonly { readonly alarmSigns?: readonly string[]; readonly timestamp: string }[],
  timeZone: string,
): AlarmSignDays[] {
  return signDays(checks, timeZone, (sign) => !isRomeAlarmSign(sign));
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

/** The words the summary and the parent page give night waking: logged, not an alarm sign. */
export const NOT_AN_ALARM_SIGN = "logged; not one of Rome IV's alarm signs";
