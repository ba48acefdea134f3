import { combineLocalDateAndTime, localDate, localTime, startOfLocalDay } from "../local-day";
import { SQRT_2PI } from "../patterns/gaussian";
import { DEFAULT_PATTERN_OPTIONS } from "../patterns/options";
import { buildEpisodes, discomfortKindsOf } from "../patterns/prepare";
import {
  DISCOMFORT_PHRASES,
  type PatternMeal,
  type PatternTummyCheck,
  type WindowHours,
} from "../patterns/types";
import { lowerFirst } from "../vocabulary";
import { CARRIER_WEIGHT, type DayFacts, dayFacts, localHour, mealHas, servingWeight } from "./days";
import { type BackgroundAt, caseFit, type Exposure } from "./likelihood";
import { missionCheckHour } from "./plan";
import type { CaseFoods, DayMark, PlanDay, VerdictOutcome } from "./types";
import { dayName, evidenceFor, nextSteps, withArticle } from "./words";

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
/** A day with this many separate episodes or more is a heavy day. */
export const HEAVY_DAY_EPISODES = 3;
/** A reaction is "at the same time after eating" within this many hours of the fitted lag. */
const TIMED_WITHIN_HOURS = 1.5;

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
  /** Days with the food that had trouble about lagHours after eating it. */
  readonly timedTroubleDays: number;
}

/** One day as the verdict read it. */
export interface VerdictDay {
  readonly date: string;
  readonly planned: PlanDay["kind"];
  readonly mark: DayMark;
  readonly ateSuspect: boolean | null;
  readonly atePartner: boolean | null;
  readonly counted: boolean;
  /** Left out and shown to the parent: many aches on days with and without the food alike. */
  readonly flagged: boolean;
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
  /** Days the parent marked ill (fever, a bug going round): left out. */
  readonly illDays?: readonly string[];
  readonly meals: readonly PatternMeal[];
  readonly checks: readonly PatternTummyCheck[];
  /**
   * The zone the family lived the case's days in (stored with the case): every day is read in
   * it, never in the zone of whoever reads the verdict.
   */
  readonly timeZone: string;
}

interface Episode {
  readonly at: number;
  readonly date: string;
  /** Local hour of the day (0-24). */
  readonly hour: number;
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
      hour: localHour(instant.getTime(), timeZone),
      phrase: lowerFirst(DISCOMFORT_PHRASES[kind ?? "any"]),
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
  if (withFood.length > 0) {
    return withFood.map((m) => ({ ...at(m.at), weight: servingWeight(m, food) }));
  }
  if (day.meals.length > 0) {
    return day.meals.map((m) => ({ ...at(m.at), weight: 1 / day.meals.length }));
  }
  const breakfast = combineLocalDateAndTime(day.date, "08:00", timeZone).getTime();
  return [{ ...at(breakfast), weight: 1 }];
}

/** A free day as the background reads it: its meals' and its episodes' times (hours since the epoch). */
export interface FreeDay {
  /** Local midnight of the day (hours since the epoch). */
  readonly start: number;
  readonly meals: readonly number[];
  readonly episodes: readonly number[];
}

/** A free day's meal stands for a serving when it is this close in the hour of the day. */
const SAME_MEAL_HOURS = 2.5;

/**
 * The background at the same time after the same meal: for a serving (its time and local hour),
 * each free day's meal nearest that hour of the day (within SAME_MEAL_HOURS; else the same
 * clock time) anchors the free day's own episodes, seen at the reaction's lag through the same
 * kernel as a reaction; averaged over the free days, shrunk toward the flat rate by PSEUDO_DAYS,
 * and never below it. Aches that follow every breakfast and lunch, or come on school mornings,
 * are then expected after the planned servings too, and cannot convict the food.
 */
export function backgroundOf(freeDays: readonly FreeDay[]): BackgroundAt {
  const days = freeDays.length + PSEUDO_DAYS;
  const episodes = freeDays.reduce((n, d) => n + d.episodes.length, 0);
  const flat = (episodes + PSEUDO_EPISODES) / (WAKING_HOURS * days);
  return (exposure) => {
    // Offsets of the free days' episodes from their meal matching this serving.
    const offsets: number[] = [];
    for (const day of freeDays) {
      const clock = day.start + exposure.hour;
      let anchor = clock;
      let best = SAME_MEAL_HOURS;
      for (const m of day.meals) {
        if (Math.abs(m - clock) <= best) {
          best = Math.abs(m - clock);
          anchor = m;
        }
      }
      for (const e of day.episodes) offsets.push(e - anchor);
    }
    return (lag, spread) => {
      let sum = 0;
      for (const o of offsets) {
        const z = (o - lag) / spread;
        if (z > -4 && z < 4) sum += Math.exp(-0.5 * z * z) / (spread * SQRT_2PI);
      }
      return Math.max(flat, (sum + PSEUDO_DAYS * flat) / days);
    };
  };
}

function judgeFood(
  food: string,
  eaten: (d: DayFacts) => boolean | null,
  facts: readonly DayFacts[],
  episodes: readonly Episode[],
  counts: (d: DayFacts) => boolean,
  input: JudgeInput,
): FoodVerdict {
  // A day with the food only in something made with it ("chocolate milk") is the food and its
  // flavour: it cannot speak for the plain food, so it is left out of the plain food's days.
  const carried = (d: DayFacts) =>
    eaten(d) === true && d.meals.some((m) => servingWeight(m, food) === CARRIER_WEIGHT);
  const counted = facts.filter((d) => counts(d) && eaten(d) !== null && !carried(d));
  const exposed = counted.filter((d) => eaten(d) === true);
  const free = counted.filter((d) => eaten(d) === false);
  const troubleOn = (d: DayFacts) => episodes.filter((e) => e.date === d.date);
  const freeDays = free.map(
    (d): FreeDay => ({
      start: startOfLocalDay(d.date, input.timeZone).getTime() / MS_PER_HOUR,
      meals: d.meals.map((m) => m.at / MS_PER_HOUR),
      episodes: troubleOn(d).map((e) => e.at),
    }),
  );
  const exposuresByDay = exposed.map((d) => exposuresOf(d, food, input.timeZone));
  const fit = caseFit(
    exposuresByDay.flat(),
    episodes.map((e) => e.at),
    backgroundOf(freeDays),
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
  const timed = exposuresByDay.filter((exposures) =>
    exposures.some((x) =>
      episodes.some((e) => Math.abs(e.at - x.at - fit.lag) <= TIMED_WITHIN_HOURS),
    ),
  ).length;
  const tally = {
    exposedDays: exposed.length,
    exposedTroubleDays: exposedTrouble.length,
    freeDays: free.length,
    freeTroubleDays: free.filter((d) => troubleOn(d).length > 0).length,
  };
  const phrase = mostCommon(exposedTrouble.flatMap((d) => troubleOn(d).map((e) => e.phrase)));
  const lagHours = Math.round(fit.lag * 4) / 4;
  return {
    food,
    outcome,
    probability,
    evidence: evidenceFor({ outcome, phrase, food, lagHours, timedTroubleDays: timed, ...tally }),
    ...tally,
    lagHours,
    timedTroubleDays: timed,
  };
}

function dayNote(
  d: DayFacts,
  input: JudgeInput,
  flagged: boolean,
  trouble: boolean,
): { counted: boolean; note: string } {
  if (d.planned === "rest") return { counted: false, note: "Rest day: not counted." };
  if (d.ill) return { counted: false, note: "Marked ill: not counted." };
  if (flagged) {
    return {
      counted: false,
      note: "Many tummy troubles this day, on days with and without the food alike: was your child ill? Not counted.",
    };
  }
  if (!d.checked && !trouble) {
    return { counted: false, note: "No tummy check after the time that matters: not counted." };
  }
  if (d.ateSuspect === null) {
    return { counted: false, note: "Not in the diary and not marked: not counted." };
  }
  const carrier = d.ateSuspect
    ? d.meals
        .flatMap((m) => m.foods)
        .find((f) => servingWeight({ id: "", at: 0, foods: [f] }, input.suspect) === CARRIER_WEIGHT)
    : undefined;
  if (carrier) {
    return {
      counted: false,
      note: `${input.suspect.charAt(0).toUpperCase()}${input.suspect.slice(1)} came in ${carrier.toLowerCase()}, with what it is made with: not counted.`,
    };
  }
  const actual = d.ateSuspect ? "suspect" : "free";
  const asName = input.partner
    ? dayName({ suspect: input.suspect, partner: null }, actual)
    : dayName(input, actual);
  const differs = actual !== d.planned ? ` (the plan said ${dayName(input, d.planned)})` : "";
  return { counted: true, note: `Counted as ${withArticle(`${asName} day`)}${differs}.` };
}

/**
 * The verdict of a case from its own days: each food's probability of being a trigger (the
 * pattern engine's timing model against the free days' clock of aches, a fair prior), the
 * outcome a parent reads and the evidence sentence. A day counts as what was eaten (diary
 * first, then the family's mark), never as planned; rest days, ill days, unknown days and days
 * without a check after the time that matters are not counted; heavy days (many aches) on both
 * kinds of day are left out and shown to the parent. Every day is read in the family's zone.
 */
export function judgeCase(input: JudgeInput): CaseVerdict {
  const checkFromHour = missionCheckHour(input.lagWindow) - 1;
  const facts = dayFacts(
    input,
    input.days,
    input.marks,
    input.meals,
    input.checks,
    input.timeZone,
    {
      checkFromHour,
      illDays: input.illDays ?? [],
    },
  );
  const all = episodesOf(input.checks, input.timeZone);
  const episodeCount = (date: string) => all.filter((e) => e.date === date).length;
  const judged = facts.filter((d) => d.planned !== "rest" && !d.ill && d.ateSuspect !== null);
  const heavy = judged.filter((d) => episodeCount(d.date) >= HEAVY_DAY_EPISODES);
  const flagged = new Set(
    heavy.some((d) => d.ateSuspect) && heavy.some((d) => !d.ateSuspect)
      ? heavy.map((d) => d.date)
      : [],
  );
  const leftOut = new Set([...flagged, ...facts.filter((d) => d.ill).map((d) => d.date)]);
  const episodes = all.filter((e) => !leftOut.has(e.date));
  const counts = (d: DayFacts) =>
    d.planned !== "rest" && !leftOut.has(d.date) && (d.checked || episodeCount(d.date) > 0);
  const suspect = judgeFood(input.suspect, (d) => d.ateSuspect, facts, episodes, counts, input);
  const partner = input.partner
    ? judgeFood(input.partner, (d) => d.atePartner, facts, episodes, counts, input)
    : null;
  const days = facts.map((d) => ({
    date: d.date,
    planned: d.planned,
    mark: d.mark,
    ateSuspect: d.ateSuspect,
    atePartner: d.atePartner,
    flagged: flagged.has(d.date),
    ...dayNote(d, input, flagged.has(d.date), episodeCount(d.date) > 0),
    trouble: all.filter((e) => e.date === d.date).map((e) => `${e.phrase} at ${e.time}`),
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
