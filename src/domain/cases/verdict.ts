import { combineLocalDateAndTime, localDate, localTime } from "../local-day";
import { DEFAULT_PATTERN_OPTIONS } from "../patterns/options";
import { buildEpisodes, discomfortKindsOf } from "../patterns/prepare";
import {
  DISCOMFORT_PHRASES,
  type PatternMeal,
  type PatternTummyCheck,
  type WindowHours,
} from "../patterns/types";
import { type DayFacts, dayFacts, localHour, mealHas } from "./days";
import { caseFit, type Exposure } from "./likelihood";
import type { CaseFoods, DayMark, PlanDay, VerdictOutcome } from "./types";
import { dayName, evidenceSentence, nextSteps } from "./words";

/** Prior probability that the case's food is a trigger: the clue made it a fair suspect. */
export const CASE_PRIOR = 0.5;
/** From this posterior the food is "very likely a trigger". */
export const TRIGGER_AT = 0.9;
/** Up to this posterior it is "probably not a trigger". */
export const NOT_TRIGGER_AT = 0.2;
/** Fewer counted days of either kind and no verdict is given. */
export const MIN_DAYS_EACH = 3;
/** Background: half an episode over three days is the prior (pseudo-counts), 14 waking hours a day. */
const PSEUDO_EPISODES = 1;
const PSEUDO_DAYS = 5;
const WAKING_HOURS = 14;
const MS_PER_HOUR = 3_600_000;

/** The verdict on one food of the case. */
export interface FoodVerdict {
  readonly food: string;
  readonly outcome: VerdictOutcome;
  /** Posterior probability (0-1) that the food is a trigger. */
  readonly probability: number;
  readonly evidence: string;
  readonly exposedDays: number;
  readonly exposedTroubleDays: number;
  readonly freeDays: number;
  readonly freeTroubleDays: number;
  /** Hours after eating at which reactions fit best (given a trigger). */
  readonly lagHours: number;
}

/** One day as the verdict read it. */
export interface VerdictDay {
  readonly date: string;
  readonly planned: PlanDay["kind"];
  readonly mark: DayMark;
  readonly ateSuspect: boolean | null;
  readonly atePartner: boolean | null;
  readonly counted: boolean;
  /** Why the day counts as it does, in a parent's words. */
  readonly note: string;
  /** Tummy trouble of the day ("ouchy at 10:15"). */
  readonly trouble: readonly string[];
}

/** A case's verdict: the suspect's (and in a split case its partner's), with the day-by-day evidence. */
export interface CaseVerdict {
  readonly outcome: VerdictOutcome;
  readonly probability: number;
  readonly evidence: string;
  readonly nextSteps: string;
  readonly foods: readonly FoodVerdict[];
  readonly days: readonly VerdictDay[];
}

/** What a verdict is made from. */
export interface JudgeInput extends CaseFoods {
  readonly days: readonly PlanDay[];
  readonly lagWindow: WindowHours;
  readonly marks: Readonly<Record<string, DayMark>>;
  readonly meals: readonly PatternMeal[];
  readonly checks: readonly PatternTummyCheck[];
  readonly timeZone: string;
}

interface Episode {
  readonly at: number;
  readonly date: string;
  readonly phrase: string;
  readonly time: string;
}

function episodesOf(checks: readonly PatternTummyCheck[], timeZone: string): Episode[] {
  const { any } = buildEpisodes(checks, DEFAULT_PATTERN_OPTIONS.episodeGapHours);
  return Array.from(any.onsets, (at, i) => {
    const first = any.entries[i][0];
    const kind = discomfortKindsOf(first)[0];
    const instant = new Date(at * MS_PER_HOUR);
    return {
      at,
      date: localDate(instant, timeZone),
      phrase: DISCOMFORT_PHRASES[kind ?? "any"].toLowerCase(),
      time: localTime(instant, timeZone),
    };
  });
}

function mostCommon(phrases: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const p of phrases) counts.set(p, (counts.get(p) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] * 2 > phrases.length ? best[0] : "tummy trouble";
}

/** The exposures of an eaten day: its meals with the food, else each meal in part, else breakfast. */
function exposuresOf(day: DayFacts, food: string, timeZone: string): Exposure[] {
  const at = (ms: number) => ({ at: ms / MS_PER_HOUR, hour: localHour(ms, timeZone) });
  const withFood = day.meals.filter((m) => mealHas(m, food));
  if (withFood.length > 0) return withFood.map((m) => ({ ...at(m.at), weight: 1 }));
  if (day.meals.length > 0) {
    return day.meals.map((m) => ({ ...at(m.at), weight: 1 / day.meals.length }));
  }
  const breakfast = combineLocalDateAndTime(day.date, "08:00", timeZone).getTime();
  return [{ ...at(breakfast), weight: 1 }];
}

function judgeFood(
  food: string,
  eaten: (d: DayFacts) => boolean | null,
  facts: readonly DayFacts[],
  episodes: readonly Episode[],
  input: JudgeInput,
): FoodVerdict {
  const counted = facts.filter((d) => d.checked && d.planned !== "rest" && eaten(d) !== null);
  const exposed = counted.filter((d) => eaten(d) === true);
  const free = counted.filter((d) => eaten(d) === false);
  const troubleOn = (d: DayFacts) => episodes.filter((e) => e.date === d.date);
  const freeEpisodes = free.reduce((n, d) => n + troubleOn(d).length, 0);
  const background =
    (freeEpisodes + PSEUDO_EPISODES) / (WAKING_HOURS * (free.length + PSEUDO_DAYS));
  const exposures = exposed.flatMap((d) => exposuresOf(d, food, input.timeZone));
  const fit = caseFit(
    exposures,
    episodes.map((e) => e.at),
    background,
    input.lagWindow,
  );
  const probability =
    (CASE_PRIOR * fit.bayesFactor) / (CASE_PRIOR * fit.bayesFactor + 1 - CASE_PRIOR);
  const enough = exposed.length >= MIN_DAYS_EACH && free.length >= MIN_DAYS_EACH;
  const outcome: VerdictOutcome = !enough
    ? "not-enough"
    : probability >= TRIGGER_AT
      ? "trigger"
      : probability <= NOT_TRIGGER_AT
        ? "not-trigger"
        : "not-enough";
  const exposedTrouble = exposed.filter((d) => troubleOn(d).length > 0);
  const counts = {
    exposedDays: exposed.length,
    exposedTroubleDays: exposedTrouble.length,
    freeDays: free.length,
    freeTroubleDays: free.filter((d) => troubleOn(d).length > 0).length,
  };
  const phrase = mostCommon(exposedTrouble.flatMap((d) => troubleOn(d).map((e) => e.phrase)));
  return {
    food,
    outcome,
    probability,
    evidence: evidenceSentence({ phrase, food, ...counts }),
    ...counts,
    lagHours: Math.round(fit.lag * 4) / 4,
  };
}

function dayNote(d: DayFacts, input: JudgeInput): { counted: boolean; note: string } {
  if (d.planned === "rest") return { counted: false, note: "Rest day: not counted." };
  if (!d.checked) return { counted: false, note: "No tummy check logged: not counted." };
  if (d.ateSuspect === null) {
    return { counted: false, note: "Not in the diary and not marked: not counted." };
  }
  const actual = d.ateSuspect ? "suspect" : "free";
  const asName = input.partner
    ? d.ateSuspect
      ? `${input.suspect} day`
      : `${input.suspect}-free day`
    : `${dayName(input, actual)} day`;
  const differs = actual !== d.planned ? ` (the plan said ${dayName(input, d.planned)})` : "";
  return { counted: true, note: `Counted as a ${asName}${differs}.` };
}

/**
 * The verdict of a case from its own days: each food's probability of being a trigger (the
 * pattern engine's timing model, a fair prior), the outcome a parent reads and the evidence
 * sentence. A day counts as what was eaten (diary first, then the family's mark), never as
 * planned; days without a tummy check, rest days and unknown days are not counted.
 */
export function judgeCase(input: JudgeInput): CaseVerdict {
  const facts = dayFacts(input, input.days, input.marks, input.meals, input.checks, input.timeZone);
  const episodes = episodesOf(input.checks, input.timeZone);
  const suspect = judgeFood(input.suspect, (d) => d.ateSuspect, facts, episodes, input);
  const partner = input.partner
    ? judgeFood(input.partner, (d) => d.atePartner, facts, episodes, input)
    : null;
  const days = facts.map((d) => ({
    date: d.date,
    planned: d.planned,
    mark: d.mark,
    ateSuspect: d.ateSuspect,
    atePartner: d.atePartner,
    ...dayNote(d, input),
    trouble: episodes.filter((e) => e.date === d.date).map((e) => `${e.phrase} at ${e.time}`),
  }));
  return {
    outcome: suspect.outcome,
    probability: suspect.probability,
    evidence: suspect.evidence,
    nextSteps: nextSteps(input.suspect, suspect.outcome),
    foods: partner ? [suspect, partner] : [suspect],
    days,
  };
}
