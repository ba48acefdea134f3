/** The stored feelings of the tummy-check form (SPEC 3, DESIGN "Feelings"). */
export const FEELING_VALUES = ["happy", "uncomfortable", "ouchy"] as const;

/** A stored feeling. */
export type Feeling = (typeof FEELING_VALUES)[number];

/** The feeling words of reports (SPEC 3); "other" stands for any worse or unknown value. */
export type ReportFeeling = "great" | "okay" | "uncomfortable" | "other";

/** How a stored feeling is shown and what it means in a report. */
export interface FeelingOption {
  readonly value: Feeling;
  readonly label: string;
  readonly emoji: string;
  readonly report: ReportFeeling;
  readonly score: number;
}

/** Feelings as the form shows them: Happy / Okay / Ouchy, with their report word and score. */
export const FEELINGS = [
  { value: "happy", label: "Happy", emoji: "😊", report: "great", score: 4 },
  { value: "uncomfortable", label: "Okay", emoji: "😐", report: "okay", score: 3 },
  { value: "ouchy", label: "Ouchy", emoji: "😣", report: "uncomfortable", score: 2 },
] as const satisfies readonly FeelingOption[];

/** The score of any stored value the form does not produce (SPEC 9 "other 1"). */
export const OTHER_FEELING_SCORE = 1;

/** Type guard for feelings read from a form or storage. */
export function isFeeling(value: string): value is Feeling {
  return FEELING_VALUES.some((known) => known === value);
}

/** The label a child sees for a stored feeling; unknown values are shown as stored. */
export function feelingLabel(stored: string): string {
  return FEELINGS.find((f) => f.value === stored)?.label ?? stored;
}

/** The report word for a stored feeling (happy→great, uncomfortable→okay, ouchy→uncomfortable). */
export function reportFeeling(stored: string): ReportFeeling {
  return FEELINGS.find((f) => f.value === stored)?.report ?? "other";
}

/** The report score of a stored feeling: 4, 3, 2, or 1 for anything else. */
export function feelingScore(stored: string): number {
  return FEELINGS.find((f) => f.value === stored)?.score ?? OTHER_FEELING_SCORE;
}

/** The mean score of the stored feelings, or null when there are none to average. */
export function averageFeelingScore(stored: readonly string[]): number | null {
  if (stored.length === 0) return null;
  const total = stored.reduce((sum, feeling) => sum + feelingScore(feeling), 0);
  return total / stored.length;
}

/** The label of an average score (SPEC 9): 3.5+ Great, 2.5+ Okay, else Could be better. */
export type AverageFeelingLabel = "Great" | "Okay" | "Could be better";

/** Labels an average feeling score by the thresholds of SPEC 9. */
export function averageFeelingLabel(average: number): AverageFeelingLabel {
  if (average >= 3.5) return "Great";
  if (average >= 2.5) return "Okay";
  return "Could be better";
}

/** The stored morning moods of the sleep log (SPEC 3). */
export const MORNING_MOOD_VALUES = ["bunny", "turtle", "bear"] as const;

/** A stored morning mood. */
export type MorningMood = (typeof MORNING_MOOD_VALUES)[number];

/** How a morning mood is shown, with the meaning SPEC 3 gives it. */
export interface MorningMoodOption {
  readonly value: MorningMood;
  readonly label: string;
  readonly emoji: string;
  readonly meaning: string;
}

/** Morning moods with their emoji and meanings. */
export const MORNING_MOODS = [
  { value: "bunny", label: "Bunny", emoji: "🐰", meaning: "Happy and energetic" },
  { value: "turtle", label: "Turtle", emoji: "🐢", meaning: "Slow or tired" },
  { value: "bear", label: "Bear", emoji: "🐻", meaning: "Grumpy" },
] as const satisfies readonly MorningMoodOption[];

/**
 * A stored morning mood in words for a report: "Happy and energetic (Bunny)", never the raw
 * code; an unknown value is written as stored.
 */
export function morningMoodReport(value: string | null | undefined): string {
  if (!value) return "";
  const mood = MORNING_MOODS.find((m) => m.value === value);
  return mood ? `${mood.meaning} (${mood.label})` : value;
}

/** Type guard for morning moods read from a form or storage. */
export function isMorningMood(value: string): value is MorningMood {
  return MORNING_MOOD_VALUES.some((known) => known === value);
}
