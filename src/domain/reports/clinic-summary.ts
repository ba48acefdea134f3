import { isProxyReport, type ScaledCheck, scaleAndReporterNote } from "../age-bands";
import {
  type AlarmSignDays,
  alarmSignDays,
  type DatedProfileSign,
  otherSignDays,
} from "../alarm-signs";
import { BATHROOM_EVENT_VALUES, type BathroomEvent, isBathroomEvent } from "../bathroom";
import { isMorningMood, MORNING_MOOD_VALUES, type MorningMood } from "../feelings";
import { hydratingCups } from "../hydration";
import { addDays, type LocalDate, localDate } from "../local-day";
import { DEFAULT_PATTERN_OPTIONS } from "../patterns/options";
import { buildEpisodes } from "../patterns/prepare";
import { type StoolAgreement, secondRatingIds, stoolAgreement } from "../reporters";
import type { SchoolMonth } from "../school";
import { FEELING_CLASSES, type FeelingClass, feelingClass } from "../vocabulary";
import {
  type EatenFood,
  mostEaten,
  type PainFrequency,
  painFrequency,
  type SuspectDays,
  schoolOfPeriod,
  suspectDays,
} from "./clinic-extras";
import { type DiaryExport, sleepHours } from "./diary-export";

/** A bathroom event of the summary: one of the five, or 'other' for anything unclassified. */
export type StoolClass = BathroomEvent | "other";
export const STOOL_CLASSES = [...BATHROOM_EVENT_VALUES, "other"] as const;
/** The summary's feeling classes: the three stored feelings and any other value. */
export const REPORT_FEELINGS = FEELING_CLASSES;

/** One bar of the summary's charts: a day, or a week or four of them on long periods. */
export interface SummaryBucket {
  readonly from: LocalDate;
  readonly days: number;
  readonly stools: Record<StoolClass, number>;
  readonly feelings: Record<FeelingClass, number>;
  /** Hydrating cups a day (SPEC 9 hydration values), averaged over the bucket's days. */
  readonly cupsPerDay: number;
  readonly mealsPerDay: number;
  /** Days of the bucket with any entry at all. */
  readonly daysWithEntries: number;
}

/** The facts of the one-page clinic summary for a period. */
export interface ClinicSummary {
  readonly startDate: LocalDate;
  readonly endDate: LocalDate;
  readonly totalDays: number;
  readonly daysWithEntries: number;
  readonly bucketDays: number;
  readonly buckets: readonly SummaryBucket[];
  readonly stools: { readonly total: number; readonly byClass: Record<StoolClass, number> };
  readonly daysWithStool: number;
  readonly feelings: { readonly total: number; readonly byFeeling: Record<FeelingClass, number> };
  readonly fluid: {
    readonly goalCups: number;
    readonly averageCups: number;
    readonly daysAtGoal: number;
    readonly daysWithDrinks: number;
  };
  readonly meals: { readonly total: number; readonly averagePerDay: number };
  readonly pain: PainFacts;
  readonly sleep: {
    readonly nights: number;
    /** Bedtime to waking, over the nights with a waking time (ADR 063). */
    readonly averageHours: number | null;
    /** Nights logged without a waking time: their length is not guessed. */
    readonly nightsWithoutWaking: number;
    readonly moods: Record<MorningMood, number>;
  };
  /** Alarm signs logged in the period, with their days: the head of the summary (ADR 062). */
  readonly alarmSigns: readonly AlarmSignDays[];
  /** How often the child's and a grown-up's ratings of one stool agreed (ADR 062). */
  readonly agreement: StoolAgreement;
  /** Stools rated on the children's 5-type scale: the mapping is then stated (ADR 063). */
  readonly childScaleStools: number;
  /** Logged with the checks but not an alarm sign (night waking), with its days (ADR 062). */
  readonly alsoLogged: readonly AlarmSignDays[];
  /** The alarm signs of the child's history, as a grown-up keeps them (ADR 062). */
  readonly profileSigns: readonly DatedProfileSign[];
  /** Days with tummy pain in the 8 weeks ending on the last day (ADR 067). */
  readonly painFrequency: PainFrequency;
  /** School days missed and left early, per month (ADR 067). */
  readonly school: readonly SchoolMonth[];
  /** The foods and drinks logged on the most days, and how many different ones in all. */
  readonly foods: { readonly foods: readonly EatenFood[]; readonly distinct: number };
  /** Each clue's and case's food, and the days of the period it was eaten. */
  readonly suspects: readonly SuspectDays[];
  /** Which scale and which reporter the answers came from, when not all the child's faces (ADR 066). */
  readonly scaleNote: string | null;
  /** The same as counts, for words in any language: none when all the child's own faces. */
  readonly scale: ScaleCounts | null;
}

/** How many checks were asked with two answers and how many a grown-up told (ADR 066). */
export interface ScaleCounts {
  readonly total: number;
  readonly twoChoice: number;
  readonly proxy: number;
}

function scaleCounts(checks: readonly ScaledCheck[]): ScaleCounts | null {
  const total = checks.length;
  const twoChoice = checks.filter((c) => c.feelingScale === "two-choice").length;
  const proxy = checks.filter((c) => isProxyReport(c.reporter)).length;
  return total === 0 || (twoChoice === 0 && proxy === 0) ? null : { total, twoChoice, proxy };
}

/**
 * Pain (the child's Ouchy taps) against stooling, the question Rome IV asks of abdominal pain:
 * does it go with passing a stool or a change in its form?
 */
export interface PainFacts {
  /** Pain episodes: Ouchy taps, those within the engine's episode gap of each other as one. */
  readonly episodes: number;
  /** Episodes per 7 days of the period, to one decimal. */
  readonly episodesPerWeek: number;
  /** Days with at least one Ouchy tap. */
  readonly painDays: number;
  /** Ouchy taps, and of them those logged with a bathroom event in the same check. */
  readonly painChecks: number;
  readonly painChecksWithStool: number;
  /** Per stool class: days with that stool, and of them days with pain. */
  readonly byStool: Record<StoolClass, { readonly days: number; readonly painDays: number }>;
  /** Days without any stool logged, and of them days with pain. */
  readonly noStool: { readonly days: number; readonly painDays: number };
}

/** Longest period drawn day by day; longer ones are drawn by week, then by four weeks. */
export const DAILY_BARS_MAX_DAYS = 45;
export const WEEKLY_BARS_MAX_DAYS = 280;

function zeros<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

function daysBetween(start: LocalDate, end: LocalDate): LocalDate[] {
  const days: LocalDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

type Day = {
  stools: Record<StoolClass, number>;
  feelings: Record<FeelingClass, number>;
  drinks: { drinkType: string; amountCups: number }[];
  meals: number;
  entries: number;
  painChecks: number;
};

/**
 * Counts the export's entries by local day over [startDate, endDate] and sums them into the
 * summary's facts. Facts only: counts, shares and averages, never a reading of them.
 */
export function buildClinicSummary(
  data: DiaryExport,
  period: { startDate: LocalDate; endDate: LocalDate },
  timeZone: string,
  goalCups: number,
): ClinicSummary {
  const dates = daysBetween(period.startDate, period.endDate);
  const days = new Map<LocalDate, Day>(
    dates.map((d) => [
      d,
      {
        stools: zeros(STOOL_CLASSES),
        feelings: zeros(REPORT_FEELINGS),
        drinks: [],
        meals: 0,
        entries: 0,
        painChecks: 0,
      },
    ]),
  );
  const dayOf = (iso: string) => days.get(localDate(new Date(iso), timeZone));
  const inPeriod = data.tummyChecks.filter((check) => dayOf(check.timestamp));
  const rated = inPeriod.map((check, i) => ({ ...check, id: check.id ?? `#${i}` }));
  // A grown-up's second rating of a stool the child logged is one event: counted once.
  const seconds = secondRatingIds(rated);
  let painChecks = 0;
  let painChecksWithStool = 0;
  const painTimes: { id: string; at: number }[] = [];
  for (const meal of data.meals) {
    const day = dayOf(meal.timestamp);
    if (!day) continue;
    day.meals += 1;
    day.entries += 1;
  }
  for (const check of rated) {
    const day = dayOf(check.timestamp);
    if (!day || seconds.has(check.id)) continue;
    day.entries += 1;
    const feeling = feelingClass(check.feeling);
    day.feelings[feeling] += 1;
    if (feeling === "ouchy") {
      day.painChecks += 1;
      painChecks += 1;
      if (check.bathroomEvent) painChecksWithStool += 1;
      painTimes.push({ id: String(painTimes.length), at: Date.parse(check.timestamp) });
    }
    if (check.bathroomEvent) {
      day.stools[isBathroomEvent(check.bathroomEvent) ? check.bathroomEvent : "other"] += 1;
    }
  }
  for (const drink of data.drinks) {
    const day = dayOf(drink.timestamp);
    if (!day) continue;
    day.entries += 1;
    day.drinks.push(drink);
  }
  const sleepInPeriod = data.sleepLogs.filter(
    (log) => log.date >= period.startDate && log.date <= period.endDate,
  );
  for (const log of sleepInPeriod) {
    const day = days.get(log.date);
    if (day) day.entries += 1;
  }

  const bucketDays =
    dates.length <= DAILY_BARS_MAX_DAYS ? 1 : dates.length <= WEEKLY_BARS_MAX_DAYS ? 7 : 28;
  const buckets: SummaryBucket[] = [];
  for (let i = 0; i < dates.length; i += bucketDays) {
    const slice = dates.slice(i, i + bucketDays).map((d) => days.get(d) as Day);
    const stools = zeros(STOOL_CLASSES);
    const feelings = zeros(REPORT_FEELINGS);
    for (const day of slice) {
      for (const k of STOOL_CLASSES) stools[k] += day.stools[k];
      for (const k of REPORT_FEELINGS) feelings[k] += day.feelings[k];
    }
    const cups = slice.reduce((sum, day) => sum + hydratingCups(day.drinks), 0);
    const meals = slice.reduce((sum, day) => sum + day.meals, 0);
    buckets.push({
      from: dates[i] as LocalDate,
      days: slice.length,
      stools,
      feelings,
      cupsPerDay: round1(cups / slice.length),
      mealsPerDay: round1(meals / slice.length),
      daysWithEntries: slice.filter((day) => day.entries > 0).length,
    });
  }

  const all = [...days.values()];
  const stoolsByClass = zeros(STOOL_CLASSES);
  const byFeeling = zeros(REPORT_FEELINGS);
  for (const day of all) {
    for (const k of STOOL_CLASSES) stoolsByClass[k] += day.stools[k];
    for (const k of REPORT_FEELINGS) byFeeling[k] += day.feelings[k];
  }
  const drinkDays = all.filter((day) => day.drinks.length > 0);
  const dayCups = drinkDays.map((day) => hydratingCups(day.drinks));
  const mealsTotal = all.reduce((sum, day) => sum + day.meals, 0);
  const hours = sleepInPeriod.map(sleepHours).filter((h): h is number => h !== null);
  const nightsWithoutWaking = sleepInPeriod.length - hours.length;
  const moods = zeros(MORNING_MOOD_VALUES);
  for (const log of sleepInPeriod) {
    if (log.morningMood && isMorningMood(log.morningMood)) moods[log.morningMood] += 1;
  }
  const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);
  const episodes = buildEpisodes(
    painTimes.map((p) => ({ ...p, feeling: "ouchy", bathroomEvent: null })),
    DEFAULT_PATTERN_OPTIONS.episodeGapHours,
  ).ouchy.onsets.length;
  const byStool = Object.fromEntries(
    STOOL_CLASSES.map((k) => {
      const withIt = all.filter((day) => day.stools[k] > 0);
      return [k, { days: withIt.length, painDays: withIt.filter((d) => d.painChecks > 0).length }];
    }),
  ) as PainFacts["byStool"];
  const stoolless = all.filter((day) => sum(Object.values(day.stools)) === 0);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    totalDays: dates.length,
    daysWithEntries: all.filter((day) => day.entries > 0).length,
    bucketDays,
    buckets,
    stools: { total: sum(Object.values(stoolsByClass)), byClass: stoolsByClass },
    daysWithStool: all.filter((day) => sum(Object.values(day.stools)) > 0).length,
    feelings: { total: sum(Object.values(byFeeling)), byFeeling },
    fluid: {
      goalCups,
      averageCups: drinkDays.length ? round1(sum(dayCups) / drinkDays.length) : 0,
      daysAtGoal: dayCups.filter((cups) => cups >= goalCups).length,
      daysWithDrinks: drinkDays.length,
    },
    meals: { total: mealsTotal, averagePerDay: round1(mealsTotal / dates.length) },
    pain: {
      episodes,
      episodesPerWeek: round1((episodes * 7) / dates.length),
      painDays: all.filter((day) => day.painChecks > 0).length,
      painChecks,
      painChecksWithStool,
      byStool,
      noStool: {
        days: stoolless.length,
        painDays: stoolless.filter((day) => day.painChecks > 0).length,
      },
    },
    sleep: {
      nights: sleepInPeriod.length,
      averageHours: hours.length ? round1(sum(hours) / hours.length) : null,
      nightsWithoutWaking,
      moods,
    },
    alarmSigns: alarmSignDays(inPeriod, timeZone),
    agreement: stoolAgreement(rated),
    childScaleStools: rated.filter((c) => c.childStoolType && !seconds.has(c.id)).length,
    alsoLogged: otherSignDays(inPeriod, timeZone),
    profileSigns: data.profileSigns ?? [],
    painFrequency: painFrequency(data, period.endDate, timeZone),
    school: schoolOfPeriod(data, period),
    foods: mostEaten(data, period, timeZone),
    suspects: suspectDays(
      data,
      [
        ...data.patterns
          .filter((p) => p.status !== "dismissed")
          .map((p) => ({ food: p.foodItem, kind: "clue" as const })),
        ...(data.cases ?? []).flatMap((c) =>
          [c.suspect, ...(c.partner ? [c.partner] : [])].map((food) => ({
            food,
            kind: "case" as const,
          })),
        ),
      ],
      period,
      timeZone,
    ),
    scaleNote: scaleAndReporterNote(inPeriod),
    scale: scaleCounts(inPeriod),
  };
}

/** Days a summary covers when no start date is chosen. */
export const SUMMARY_DEFAULT_DAYS = 28;

/** The period a summary covers: the chosen dates, else the last 4 weeks up to today. */
export function summaryPeriod(
  range: { startDate?: LocalDate; endDate?: LocalDate },
  today: LocalDate,
): { startDate: LocalDate; endDate: LocalDate } {
  const endDate = range.endDate ?? today;
  const startDate = range.startDate ?? addDays(endDate, -(SUMMARY_DEFAULT_DAYS - 1));
  // Dates are 'YYYY-MM-DD' strings, so they compare in calendar order.
  if (startDate > endDate) return { startDate: endDate, endDate };
  return { startDate, endDate };
}

/** A child's age in whole years is what the account holds; none reads as 'Not provided'. */
export function ageLabel(age: number | null | undefined): string {
  return age ? `${age} years old` : "Not provided";
}

/** The summary's note on how the diary was collected (the printed sheet and the clinic link). */
export const SUMMARY_HOW_COLLECTED =
  "The child and family logged meals, drinks, tummy feelings, bathroom events (simplified Bristol scale: Types 1-2, 3-4, 5, 6, 7; under 8, the 5-type children's scale mapped as stated above), bedtimes, waking times and morning moods, with who reported each tummy check. Sleep runs from bedtime to waking. Fluid weighs each drink by how much it hydrates (water 1, milk 0.9, juice 0.8, other 0.7, soft drinks 0.6). Patterns are statistical associations between a food and a later tummy feeling.";
/** The summary's note on what the diary cannot tell. */
export const SUMMARY_CANNOT_TELL =
  "A day without entries may be a day nothing was logged, not a day nothing happened. Entries are a child's and parent's own reports, not measurements. A pattern is not proof that a food causes symptoms. This summary is not a diagnosis and not medical advice.";
