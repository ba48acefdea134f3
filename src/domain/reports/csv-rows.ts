import type { Translate } from "../../i18n/translate";
import { foodEvidenceWords, outcomeWords } from "../../i18n/words/cases";
import { feelingScaleReport, isProxyReport } from "../age-bands";
import { alarmSignLabel } from "../alarm-signs";
import { bristolFor } from "../bathroom";
import { childTypeReport } from "../child-stool-scale";
import { morningMoodReport } from "../feelings";
import { foodsOfMeal } from "../food-groups";
import { knownGroupsOfFood, normaliseFoodName } from "../food-lookup";
import { drinkTypeOf } from "../hydration";
import { type LocalDate, localDate, localTime } from "../local-day";
import { mealTypeLabel } from "../meal-types";
import { reporterReport } from "../reporters";
import { NO_WAKING_TIME } from "../sleep";
import { correlationTerm, feelingTerm } from "../vocabulary";
import {
  type DiaryExport,
  type ExportCase,
  type ExportMeal,
  type ExportPattern,
  type ExportTummyCheck,
  patternStatusLabel,
  sleepHours,
} from "./diary-export";
import type { ExportRange } from "./export-range";

/** One CSV row; papaparse quotes and escapes each cell. */
export type CsvRow = (string | number)[];

/**
 * The three CSV reports (SPEC 9 "CSV exports"): the file name's tail, the toast's words and the
 * title of the header block.
 */
export const CSV_REPORTS = {
  timeline: { file: "timeline", name: "timeline", title: "Tummy Detective Timeline Report" },
  patterns: { file: "patterns", name: "patterns", title: "Tummy Detective Food Pattern Report" },
  foodGroups: {
    file: "food-groups",
    name: "food groups",
    title: "Tummy Detective Food Groups Report",
  },
} as const;
export type CsvReportKind = keyof typeof CSV_REPORTS;

/**
 * The days a report covers: the chosen dates; with no start, from the first day anything was
 * logged (none when nothing was); with no end, up to the day of the export.
 */
export interface ReportPeriod {
  readonly from: LocalDate | null;
  readonly to: LocalDate;
  /** No dates were chosen ("All dates"). */
  readonly allDates: boolean;
}

/** Who and what a report is about, and when it was made: its header block and file name. */
export interface ReportHeader {
  readonly childName: string;
  readonly period: ReportPeriod;
  /** The local date and time of the export, and the zone they are read in. */
  readonly exported: { readonly date: LocalDate; readonly time: string; readonly timeZone: string };
}

/** Nothing at all logged in the export's days (patterns and cases are not entries of the days). */
export function isEmptyDiary(data: DiaryExport): boolean {
  return (
    data.meals.length === 0 &&
    data.tummyChecks.length === 0 &&
    data.sleepLogs.length === 0 &&
    data.drinks.length === 0
  );
}

/** The first local day with an entry in the export, or null when it has none. */
function firstLoggedDay(data: DiaryExport, timeZone: string): LocalDate | null {
  const days = [
    ...[...data.meals, ...data.tummyChecks, ...data.drinks].map((e) =>
      localDate(new Date(e.timestamp), timeZone),
    ),
    ...data.sleepLogs.map((log) => log.date),
  ];
  // 'YYYY-MM-DD' strings sort in calendar order.
  return days.sort()[0] ?? null;
}

/** The period a report covers (see ReportPeriod). */
export function reportPeriod(
  range: ExportRange,
  data: DiaryExport,
  today: LocalDate,
  timeZone: string,
): ReportPeriod {
  return {
    from: range.startDate ?? firstLoggedDay(data, timeZone),
    to: range.endDate ?? today,
    allDates: !range.startDate && !range.endDate,
  };
}

/** "2025-03-01 to 2025-03-07"; "All dates (2025-01-03 to 2025-03-07)"; "Up to 2025-03-07". */
export function periodLabel(period: ReportPeriod): string {
  const days = period.from ? `${period.from} to ${period.to}` : `Up to ${period.to}`;
  return period.allDates ? `All dates (${days})` : days;
}

/** What an export of an empty period says instead of writing a file. */
export function nothingLoggedMessage(period: ReportPeriod): string {
  return period.from
    ? `Nothing was logged between ${period.from} and ${period.to}.`
    : `Nothing was logged up to ${period.to}.`;
}

/** A name in a file name: letters and digits of ASCII, others as "-" ("Zoé O'Neil" -> "zoe-o-neil"). */
export function fileNamePart(text: string): string {
  const ascii = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return ascii || "detective";
}

/**
 * 'tummy-detective_maya_2025-03-01_2025-03-07_timeline.csv': the app, the child, the period's
 * first and last day and the report, in characters every file system and mail program keeps.
 */
export function reportFileName(kind: CsvReportKind, header: ReportHeader): string {
  return reportFileStem(header, CSV_REPORTS[kind].file, "csv");
}

/** The file name of any report of the period ("fhir" and "json" for the FHIR bundle). */
export function reportFileStem(header: ReportHeader, tail: string, extension: string): string {
  const { from, to } = header.period;
  const name = fileNamePart(header.childName);
  return `tummy-detective_${name}_${from ?? "start"}_${to}_${tail}.${extension}`;
}

/** The header block every CSV starts with: title, child, period, export time, a blank row. */
export function headerRows(kind: CsvReportKind, header: ReportHeader): CsvRow[] {
  const { date, time, timeZone } = header.exported;
  return [
    [CSV_REPORTS[kind].title],
    ["Detective", header.childName],
    ["Period", periodLabel(header.period)],
    ["Exported", `${date} ${time} (${timeZone})`],
    [],
  ];
}

/** A whole CSV report: the header block, then its table. */
export function reportRows(
  kind: CsvReportKind,
  data: DiaryExport,
  header: ReportHeader,
  timeZone: string,
  t: Translate,
): CsvRow[] {
  const table =
    kind === "timeline"
      ? timelineRows(data, timeZone)
      : kind === "patterns"
        ? patternRows(data.patterns, timeZone, data.cases ?? [], t)
        : foodGroupRows(data.meals, timeZone);
  return [...headerRows(kind, header), ...table];
}

/**
 * The timeline's 14 columns in SPEC 9's order, then the scale a feeling was asked on and who
 * reported it (ADR 066).
 */
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
  "Feeling Scale",
  "Reported By",
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
  return withLoggedBy(`${mealTypeLabel(meal.mealType)}: ${foodsOfMeal(meal).join(", ")}`, meal);
}

/** An entry a grown-up's own login logged says so by the login's name (ADR 065). */
function withLoggedBy(details: string, entry: { loggedByName?: string | null }): string {
  return entry.loggedByName
    ? [details, `Reported by ${entry.loggedByName}`].filter(Boolean).join(". ")
    : details;
}

/** A tummy check's notes, then who reported it (when not the child) and its alarm signs. */
function checkDetails(check: ExportTummyCheck): string {
  const parts = [check.notes ?? ""];
  if (check.loggedByName) {
    const second = check.sameAsId ? ", a second rating of the same stool" : "";
    const told =
      check.reporterName && check.reporterName !== check.loggedByName
        ? ` (told by ${check.reporterName})`
        : "";
    parts.push(`Reported by ${check.loggedByName}${told}${second}`);
  } else if (check.reporter && check.reporter !== "child") {
    const second = check.sameAsId ? ", a second rating of the same stool" : "";
    parts.push(`Reported by ${reporterReport(check.reporter, check.reporterName)}${second}`);
  }
  if (check.alarmSigns?.length) {
    parts.push(`Alarm signs: ${check.alarmSigns.map(alarmSignLabel).join(", ")}`);
  }
  return parts.filter(Boolean).join(". ");
}

/** Who told a check: "the child", or a grown-up's report marked as proxy (ADR 066). */
function reportedBy(check: ExportTummyCheck): string {
  if (!isProxyReport(check.reporter)) return reporterReport("child");
  return `${reporterReport(check.reporter ?? "", check.reporterName)} (proxy report)`;
}

function patternDetails(p: ExportPattern): string {
  const head = `${p.foodItem} -> ${correlationTerm(p.feelingCorrelation)}: ${p.confidence}% confidence, ${p.occurrences} occurrences, ${patternStatusLabel(p.status)}`;
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
        Feeling: feelingTerm(check.feeling),
        "Bathroom Event": check.bathroomEvent ?? "",
        // A stool rated on the children's scale shows its own Bristol type (ADR 063).
        "Bristol Type": childTypeReport(check.childStoolType) ?? bristol?.type ?? "",
        "Medical Category": bristol?.category ?? "",
        "Feeling Scale": feelingScaleReport(check.feelingScale),
        "Reported By": reportedBy(check),
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
        "Morning Mood": morningMoodReport(log.morningMood),
      },
    });
  }
  for (const drink of data.drinks) {
    entries.push({
      at: Date.parse(drink.timestamp),
      cells: {
        "Report Type": "Drink",
        ...when(drink.timestamp, timeZone),
        Details: withLoggedBy(drink.drinkName, drink),
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
      Feeling: correlationTerm(p.feelingCorrelation),
    }),
  );
  return [[...TIMELINE_COLUMNS], ...entries.map((e) => timelineRow(e.cells)), ...patternRows];
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

function caseRows(cases: readonly ExportCase[], t: Translate): CsvRow[] {
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
        outcomeWords(t, f.outcome, c.verdict?.finalAfterDays ?? null),
        f.probability === null ? "" : `${f.probability}%`,
        foodEvidenceWords(t, f),
      ]),
    ),
  ];
}

/**
 * The patterns report's table (after the header block): a row per pattern (confirmed first,
 * then most confident), the summary counts: total, confirmed, investigating; then the verdicts
 * of any food challenge cases.
 */
export function patternRows(
  patterns: readonly ExportPattern[],
  timeZone: string,
  cases: readonly ExportCase[],
  t: Translate,
): CsvRow[] {
  const shown = patterns.filter((p) => p.status !== "dismissed");
  const rank = (p: ExportPattern) => (p.status === "confirmed" ? 0 : 1);
  const sorted = [...shown].sort((a, b) => rank(a) - rank(b) || b.confidence - a.confidence);
  const confirmed = shown.filter((p) => p.status === "confirmed").length;
  const investigating = shown.filter((p) => p.status === "pending").length;
  return [
    [...PATTERN_COLUMNS],
    ...sorted.map((p) => [
      p.foodItem,
      correlationTerm(p.feelingCorrelation),
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
    ...caseRows(cases, t),
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
