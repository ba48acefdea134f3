import { alarmSignLabel } from "../alarm-signs";
import { bristolFor } from "../bathroom";
import { childTypeReport } from "../child-stool-scale";
import { reportFeeling } from "../feelings";
import { foodsOfMeal } from "../food-groups";
import { knownGroupsOfFood, normaliseFoodName } from "../food-lookup";
import { drinkTypeOf } from "../hydration";
import { type LocalDate, localDate, localTime } from "../local-day";
import { mealTypeLabel } from "../meal-types";
import { reporterReport } from "../reporters";
import { NO_WAKING_TIME } from "../sleep";
import {
  type DiaryExport,
  type ExportCase,
  type ExportMeal,
  type ExportPattern,
  type ExportTummyCheck,
  patternStatusLabel,
  sleepHours,
} from "./diary-export";
import { type ExportRange, rangeLabel } from "./export-range";

/** One CSV row; papaparse quotes and escapes each cell. */
export type CsvRow = (string | number)[];

/** The three CSV reports (SPEC 9 "CSV exports"): the file name's head and the toast's words. */
export const CSV_REPORTS = {
  timeline: { file: "timeline", name: "timeline" },
  patterns: { file: "patterns", name: "patterns" },
  foodGroups: { file: "food-groups", name: "food groups" },
} as const;
export type CsvReportKind = keyof typeof CSV_REPORTS;

/** 'timeline-2025-03-07.csv': the report's name plus the local date of the export. */
export function csvFileName(kind: CsvReportKind, today: LocalDate): string {
  return `${CSV_REPORTS[kind].file}-${today}.csv`;
}

/** The timeline's 14 columns in SPEC 9's order. */
export const TIMELINE_COLUMNS = [
  "Report Type",
  "Date",
  "Time",
  "Details",
  "Feeling",
  "Bathroom Event",
  "Bristol Type",
  "Medical Category",
  "AI Confidence",
  "Sleep Quality",
  "Morning Mood",
  "Drink Type",
  "Amount (ml)",
  "Amount (cups)",
] as const;

type TimelineCells = Partial<Record<(typeof TIMELINE_COLUMNS)[number], string | number>>;

function timelineRow(cells: TimelineCells): CsvRow {
  return TIMELINE_COLUMNS.map((column) => cells[column] ?? "");
}

function when(iso: string, timeZone: string): { Date: string; Time: string } {
  const instant = new Date(iso);
  return { Date: localDate(instant, timeZone), Time: localTime(instant, timeZone) };
}

function mealDetails(meal: ExportMeal): string {
  return `${mealTypeLabel(meal.mealType)}: ${foodsOfMeal(meal).join(", ")}`;
}

/** A tummy check's notes, then who reported it (when not the child) and its alarm signs. */
function checkDetails(check: ExportTummyCheck): string {
  const parts = [check.notes ?? ""];
  if (check.reporter && check.reporter !== "child") {
    const second = check.sameAsId ? ", a second rating of the same stool" : "";
    parts.push(`Reported by ${reporterReport(check.reporter, check.reporterName)}${second}`);
  }
  if (check.alarmSigns?.length) {
    parts.push(`Alarm signs: ${check.alarmSigns.map(alarmSignLabel).join(", ")}`);
  }
  return parts.filter(Boolean).join(". ");
}

function patternDetails(p: ExportPattern): string {
  const head = `${p.foodItem} -> ${p.feelingCorrelation}: ${p.confidence}% confidence, ${p.occurrences} occurrences, ${patternStatusLabel(p.status)}`;
  return p.explanation ? `${head}. ${p.explanation}` : head;
}

/**
 * The timeline report: every meal, tummy check, sleep log and drink of the export, oldest first,
 * in the child's local time, then one row per pattern.
 */
export function timelineRows(data: DiaryExport, timeZone: string): CsvRow[] {
  const entries: { at: number; cells: TimelineCells }[] = [];
  for (const meal of data.meals) {
    entries.push({
      at: Date.parse(meal.timestamp),
      cells: {
        "Report Type": "Meal",
        ...when(meal.timestamp, timeZone),
        Details: mealDetails(meal),
        "AI Confidence": meal.aiConfidence > 0 ? `${meal.aiConfidence}%` : "",
      },
    });
  }
  for (const check of data.tummyChecks) {
    const bristol = check.bathroomEvent ? bristolFor(check.bathroomEvent) : null;
    entries.push({
      at: Date.parse(check.timestamp),
      cells: {
        "Report Type": "Tummy Check",
        ...when(check.timestamp, timeZone),
        Details: checkDetails(check),
        Feeling: reportFeeling(check.feeling),
        "Bathroom Event": check.bathroomEvent ?? "",
        // A stool rated on the children's scale shows its own Bristol type (ADR 063).
        "Bristol Type": childTypeReport(check.childStoolType) ?? bristol?.type ?? "",
        "Medical Category": bristol?.category ?? "",
      },
    });
  }
  for (const log of data.sleepLogs) {
    const hours = sleepHours(log);
    entries.push({
      at: Date.parse(log.bedtime),
      cells: {
        "Report Type": "Sleep",
        ...when(log.bedtime, timeZone),
        Details: log.notes ?? "",
        // A night without a waking time says so instead of guessing its length (ADR 063).
        "Sleep Quality": hours === null ? NO_WAKING_TIME : `${hours.toFixed(1)} hours`,
        "Morning Mood": log.morningMood ?? "",
      },
    });
  }
  for (const drink of data.drinks) {
    entries.push({
      at: Date.parse(drink.timestamp),
      cells: {
        "Report Type": "Drink",
        ...when(drink.timestamp, timeZone),
        Details: drink.drinkName,
        "Drink Type": drinkTypeOf(drink.drinkType).label,
        "Amount (ml)": drink.amountMl,
        "Amount (cups)": drink.amountCups,
      },
    });
  }
  // A stable sort keeps same-minute entries in the order above (meal before its tummy check).
  entries.sort((a, b) => a.at - b.at);
  const patternRows = data.patterns.map((p) =>
    timelineRow({
      "Report Type": "Pattern",
      Date: localDate(new Date(p.createdAt), timeZone),
      Details: patternDetails(p),
      Feeling: p.feelingCorrelation,
    }),
  );
  return [[...TIMELINE_COLUMNS], ...entries.map((e) => timelineRow(e.cells)), ...patternRows];
}

/** Who and what a report is about, for its header block. */
export interface ReportHeader {
  readonly childName: string;
  readonly range: ExportRange;
  readonly today: LocalDate;
}

/** The patterns table's columns. */
export const PATTERN_COLUMNS = [
  "Food",
  "Feeling",
  "Confidence",
  "Occurrences",
  "Status",
  "Evidence",
  "First Noticed",
] as const;

/** The cases table's columns. */
export const CASE_COLUMNS = ["Food", "Case Days", "Verdict", "Probability", "Evidence"] as const;

function caseRows(cases: readonly ExportCase[]): CsvRow[] {
  const closed = cases.filter((c) => c.verdict);
  if (closed.length === 0) return [];
  return [
    [],
    ["Food Challenge Cases"],
    [...CASE_COLUMNS],
    ...closed.flatMap((c) =>
      (c.verdict?.foods ?? []).map((f) => [
        f.food,
        `${c.startDate} to ${c.endDate}`,
        f.label,
        f.probability === null ? "" : `${f.probability}%`,
        f.evidence,
      ]),
    ),
  ];
}

/**
 * The patterns report: a header block, a row per pattern (confirmed first, then most confident),
 * the summary counts: total, confirmed, investigating; then the verdicts of any food challenge
 * cases.
 */
export function patternRows(
  patterns: readonly ExportPattern[],
  header: ReportHeader,
  timeZone: string,
  cases: readonly ExportCase[] = [],
): CsvRow[] {
  const shown = patterns.filter((p) => p.status !== "dismissed");
  const rank = (p: ExportPattern) => (p.status === "confirmed" ? 0 : 1);
  const sorted = [...shown].sort((a, b) => rank(a) - rank(b) || b.confidence - a.confidence);
  const confirmed = shown.filter((p) => p.status === "confirmed").length;
  const investigating = shown.filter((p) => p.status === "pending").length;
  return [
    ["Tummy Detective Food Pattern Report"],
    ["Detective", header.childName],
    ["Period", rangeLabel(header.range)],
    ["Generated", header.today],
    [],
    [...PATTERN_COLUMNS],
    ...sorted.map((p) => [
      p.foodItem,
      p.feelingCorrelation,
      `${p.confidence}%`,
      p.occurrences,
      patternStatusLabel(p.status),
      p.explanation,
      localDate(new Date(p.createdAt), timeZone),
    ]),
    [],
    ["Summary"],
    ["Total Patterns", shown.length],
    ["Confirmed", confirmed],
    ["Investigating", investigating],
    ...caseRows(cases),
  ];
}

/** The group of foods typed by hand (SPEC 9). */
export const MANUAL_ENTRY = "Manual Entry";
/** The group of a detected food whose category is missing (SPEC 9). */
export const UNCATEGORIZED = "Uncategorized";
/** How many example foods a group lists. */
export const FOOD_GROUP_EXAMPLES = 3;

/** The food-groups table's columns. */
export const FOOD_GROUP_COLUMNS = [
  "Food Group",
  "Frequency",
  "Unique Foods",
  "Days",
  "Examples",
] as const;

function manualList(meal: ExportMeal): string[] {
  const list =
    typeof meal.manualFoods === "string" ? meal.manualFoods.split(",") : meal.manualFoods;
  return list.map((food) => food.trim()).filter((food) => food !== "");
}

/**
 * A detected food's groups: what the recogniser said, else every group the food table reads in
 * it (a cheese pizza is Carbs and Dairy, and Sometimes); a food neither knows is Uncategorized
 * (a report never shows a keyword guess as fact).
 */
function detectedCategories(meal: ExportMeal, food: string): readonly string[] {
  const key = normaliseFoodName(food);
  const said = meal.aiDetectedFoods?.find((f) => normaliseFoodName(f.name) === key)?.category;
  if (said?.trim()) return [said.trim()];
  const groups = knownGroupsOfFood(food);
  return groups.length > 0 ? groups : [UNCATEGORIZED];
}

/** A food typed by hand: under each group the food table reads in it, else Manual Entry. */
function manualCategories(food: string): readonly string[] {
  const groups = knownGroupsOfFood(food);
  return groups.length > 0 ? groups : [MANUAL_ENTRY];
}

type GroupTally = { frequency: number; foods: Map<string, string>; days: Set<string> };

/**
 * The food-groups report: per group, how often its foods were eaten, how many different foods,
 * on how many days, and up to 3 examples (most eaten first), in the words the child used. A
 * food counts under each of its groups (foods/ table); only foods typed by hand that the table
 * cannot read form the Manual Entry group. Groups by frequency, largest first.
 */
export function foodGroupRows(meals: readonly ExportMeal[], timeZone: string): CsvRow[] {
  const groups = new Map<string, GroupTally>();
  const counts = new Map<string, number>();
  const add = (group: string, food: string, day: string) => {
    const tally = groups.get(group) ?? { frequency: 0, foods: new Map(), days: new Set() };
    groups.set(group, tally);
    const key = normaliseFoodName(food);
    tally.frequency += 1;
    if (!tally.foods.has(key)) tally.foods.set(key, food);
    tally.days.add(day);
    counts.set(`${group}\u0000${key}`, (counts.get(`${group}\u0000${key}`) ?? 0) + 1);
  };
  for (const meal of meals) {
    const day = localDate(new Date(meal.timestamp), timeZone);
    const manual = manualList(meal);
    const manualKeys = new Set(manual.map(normaliseFoodName));
    for (const food of meal.detectedFoods) {
      if (food.trim() && !manualKeys.has(normaliseFoodName(food))) {
        for (const group of detectedCategories(meal, food)) add(group, food.trim(), day);
      }
    }
    for (const food of manual) for (const group of manualCategories(food)) add(group, food, day);
  }
  const rows = [...groups.entries()]
    .sort(([a, x], [b, y]) => y.frequency - x.frequency || a.localeCompare(b))
    .map(([group, tally]) => {
      const examples = [...tally.foods.entries()]
        .sort(
          ([a], [b]) =>
            (counts.get(`${group}\u0000${b}`) ?? 0) - (counts.get(`${group}\u0000${a}`) ?? 0) ||
            a.localeCompare(b),
        )
        .slice(0, FOOD_GROUP_EXAMPLES)
        .map(([, name]) => name);
      return [group, tally.frequency, tally.foods.size, tally.days.size, examples.join(", ")];
    });
  return [[...FOOD_GROUP_COLUMNS], ...rows];
}
