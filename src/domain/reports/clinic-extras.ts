import { foodsOfMeal } from "../food-groups";
import { foodNameKey } from "../foods/read-food";
import { foodContains } from "../foods/suspects";
import { drinkTypeOf, hasOwnDrinkName } from "../hydration";
import { addDays, type LocalDate, localDate } from "../local-day";
import { secondRatingIds } from "../reporters";
import { type SchoolMonth, schoolMonths } from "../school";
import { feelingClass } from "../vocabulary";
import type { DiaryExport } from "./diary-export";

/**
 * What the doctor and the dietitian ask next (ADR 067): how often the tummy hurt, counted the way
 * Rome IV counts it, school days missed, and what was eaten. Counts only, never a reading.
 */

/** Days Rome IV looks back over: 2 months, taken as 8 weeks. */
export const PAIN_WINDOW_DAYS = 56;

/** Days with tummy pain in the 8 weeks ending on the summary's last day. */
export interface PainFrequency {
  readonly from: LocalDate;
  readonly to: LocalDate;
  /** Days with at least one pain (Ouchy) check in the 8 weeks. */
  readonly days: number;
  /** The same count in the first and in the last 4 weeks, as Rome IV asks "per month". */
  readonly firstFourWeeks: number;
  readonly lastFourWeeks: number;
  /** Days of the 8 weeks with any tummy check: a day without one may be a day not logged. */
  readonly daysWithChecks: number;
}

/** The first day of the 8 weeks ending on `end`: the export must reach back to it. */
export function painWindowStart(end: LocalDate): LocalDate {
  return addDays(end, -(PAIN_WINDOW_DAYS - 1));
}

/** Days with pain in the 8 weeks ending on `end` (a second rating of one stool counted once). */
export function painFrequency(
  data: Pick<DiaryExport, "tummyChecks">,
  end: LocalDate,
  timeZone: string,
): PainFrequency {
  const from = painWindowStart(end);
  const half = addDays(from, PAIN_WINDOW_DAYS / 2);
  const rated = data.tummyChecks.map((c, i) => ({ ...c, id: c.id ?? `#${i}` }));
  const seconds = secondRatingIds(rated);
  const painDays = new Set<LocalDate>();
  const checkDays = new Set<LocalDate>();
  for (const check of rated) {
    if (seconds.has(check.id)) continue;
    const day = localDate(new Date(check.timestamp), timeZone);
    if (day < from || day > end) continue;
    checkDays.add(day);
    if (feelingClass(check.feeling) === "ouchy") painDays.add(day);
  }
  const days = [...painDays];
  return {
    from,
    to: end,
    days: days.length,
    firstFourWeeks: days.filter((d) => d < half).length,
    lastFourWeeks: days.filter((d) => d >= half).length,
    daysWithChecks: checkDays.size,
  };
}

/** The words the summary shows beside the count: information, never a diagnosis. */
export const ROME_FREQUENCY_NOTE =
  "For reference, Rome IV asks about pain at least 4 times a month for 2 months; information, not a diagnosis.";

/** "Tummy pain on 9 days in the last 8 weeks". */
export function painFrequencyLine(pain: PainFrequency): string {
  return `Tummy pain on ${pain.days} ${pain.days === 1 ? "day" : "days"} in the last 8 weeks`;
}

/** A food or drink and the days of the period it was logged on. */
export interface EatenFood {
  readonly name: string;
  readonly days: number;
  /** A drink logged without a name of its own: its type, which the report words (ADR 071). */
  readonly drinkType?: string;
}

/** A clue (pattern) or case suspect and the days of the period its food was eaten or drunk. */
export interface SuspectDays {
  readonly food: string;
  readonly kind: "clue" | "case";
  readonly days: number;
}

/** How many foods and drinks the one page lists. */
export const FOODS_ON_PAGE = 12;

type Intake = { day: LocalDate; names: string[]; drinkType?: string };

function intakesOf(
  data: Pick<DiaryExport, "meals" | "drinks">,
  period: { startDate: LocalDate; endDate: LocalDate },
  timeZone: string,
): Intake[] {
  const inPeriod = (day: LocalDate) => day >= period.startDate && day <= period.endDate;
  const intakes: Intake[] = [];
  for (const meal of data.meals) {
    const day = localDate(new Date(meal.timestamp), timeZone);
    if (inPeriod(day)) intakes.push({ day, names: foodsOfMeal(meal) });
  }
  for (const drink of data.drinks) {
    const day = localDate(new Date(drink.timestamp), timeZone);
    const name = drink.drinkName.trim() || drink.drinkType.replace(/_/g, " ");
    if (!inPeriod(day) || !name) continue;
    intakes.push(
      hasOwnDrinkName(drink)
        ? { day, names: [name] }
        : { day, names: [name], drinkType: drinkTypeOf(drink.drinkType).value },
    );
  }
  return intakes;
}

/**
 * The foods and drinks of the period logged on the most days (a name in any spelling is one
 * food: "Eggs" and "egg"), most days first, then by name; the name as first logged.
 */
export function mostEaten(
  data: Pick<DiaryExport, "meals" | "drinks">,
  period: { startDate: LocalDate; endDate: LocalDate },
  timeZone: string,
  limit = FOODS_ON_PAGE,
): { foods: EatenFood[]; distinct: number } {
  const byKey = new Map<string, { name: string; days: Set<LocalDate>; drinkType?: string }>();
  for (const intake of intakesOf(data, period, timeZone)) {
    for (const name of intake.names) {
      const key = foodNameKey(name);
      if (!key) continue;
      const entry = byKey.get(key) ?? {
        name: name.trim(),
        days: new Set<LocalDate>(),
        ...(intake.drinkType ? { drinkType: intake.drinkType } : {}),
      };
      entry.days.add(intake.day);
      byKey.set(key, entry);
    }
  }
  const foods = [...byKey.values()]
    .map((e) => ({
      name: e.name,
      days: e.days.size,
      ...(e.drinkType ? { drinkType: e.drinkType } : {}),
    }))
    .sort((a, b) => b.days - a.days || a.name.localeCompare(b.name));
  return { foods: foods.slice(0, limit), distinct: foods.length };
}

/**
 * For each clue (a pattern's food) and each case's suspect (and partner), the days of the period
 * on which a food or drink holding it as a serving was logged ("chocolate milk" is milk).
 */
export function suspectDays(
  data: Pick<DiaryExport, "meals" | "drinks">,
  suspects: readonly { food: string; kind: "clue" | "case" }[],
  period: { startDate: LocalDate; endDate: LocalDate },
  timeZone: string,
): SuspectDays[] {
  const intakes = intakesOf(data, period, timeZone);
  const seen = new Set<string>();
  const result: SuspectDays[] = [];
  for (const suspect of suspects) {
    const key = `${suspect.kind}:${foodNameKey(suspect.food)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const days = new Set<LocalDate>();
    for (const intake of intakes) {
      if (days.has(intake.day)) continue;
      if (intake.names.some((name) => foodContains(name, suspect.food))) days.add(intake.day);
    }
    result.push({ food: suspect.food, kind: suspect.kind, days: days.size });
  }
  return result;
}

/** The school months of the period: days missed and left early because of the tummy. */
export function schoolOfPeriod(
  data: Pick<DiaryExport, "schoolDays">,
  period: { startDate: LocalDate; endDate: LocalDate },
): SchoolMonth[] {
  return schoolMonths(data.schoolDays ?? [], period);
}
