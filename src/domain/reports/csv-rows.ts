import type { MessageKey, Translate } from "../../i18n/translate";
import { foodEvidenceWords, outcomeWords } from "../../i18n/words/cases";
import {
  childStoolWord,
  drinkNameWord,
  drinkTypeWord,
  mealTypeWord,
  moodMeaningWord,
  moodWord,
} from "../../i18n/words/diary-labels";
import { patternExplanationWords, patternFoodOf } from "../../i18n/words/patterns";
import { correlationTerm, feelingTerm, signLabel } from "../../i18n/words/vocabulary";
import { isFeelingScale, isProxyReport } from "../age-bands";
import { BATHROOM_EVENTS } from "../bathroom";
import { childStoolType } from "../child-stool-scale";
import { MORNING_MOODS } from "../feelings";
import { FOOD_GROUPS, foodsOfMeal } from "../food-groups";
import { knownGroupsOfFood, normaliseFoodName } from "../food-lookup";
import { drinkTypeOf } from "../hydration";
import { type LocalDate, localDate, localTime } from "../local-day";
import { REPORTERS } from "../reporters";
import {
  type DiaryExport,
  type ExportCase,
  type ExportMeal,
  type ExportPattern,
  type ExportTummyCheck,
  sleepHours,
} from "./diary-export";
import type { ExportRange } from "./export-range";

/** One CSV row; papaparse quotes and escapes each cell. */
export type CsvRow = (string | number)[];

/**
 * The words of a CSV report (ADR 010): `t` words the cells and the header block in the report's
 * language; `columns` words the tables' column names, the report's language or English for a
 * clinic's tools that read columns by name. Dates stay ISO 8601 and numbers keep a decimal
 * point in every language, so a program reads any report the same way.
 */
export interface CsvWords {
  readonly t: Translate;
  readonly columns: Translate;
}

/** The words of a report: one translator for both, or `CsvWords` as they are. */
export function csvWords(words: Translate | CsvWords): CsvWords {
  return typeof words === "function" ? { t: words, columns: words } : words;
}

/** A table's column names in the words chosen for columns (their English names are the keys). */
function columnRow(names: readonly string[], words: CsvWords): CsvRow {
  return names.map((name) => words.columns(`reports.column.${name}` as MessageKey));
}

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
export function periodLabel(period: ReportPeriod, t: Translate): string {
  const days = period.from
    ? t("reports.days", { from: period.from, to: period.to })
    : t("reports.upTo", { to: period.to });
  return period.allDates ? t("reports.allDates", { days }) : days;
}

/** What an export of an empty period says instead of writing a file. */
export function nothingLoggedMessage(period: ReportPeriod, t: Translate): string {
  return period.from
    ? t("reports.nothingBetween", { from: period.from, to: period.to })
    : t("reports.nothingUpTo", { to: period.to });
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
export function headerRows(kind: CsvReportKind, header: ReportHeader, t: Translate): CsvRow[] {
  const { date, time, timeZone } = header.exported;
  return [
    [t(`reports.title.${kind}`)],
    [t("reports.header.detective"), header.childName],
    [t("reports.header.period"), periodLabel(header.period, t)],
    [t("reports.header.exported"), t("reports.exportedAt", { date, time, timeZone })],
    [],
  ];
}

/** A report's name in the success toast ("food groups"), in the report's language. */
export function reportName(kind: CsvReportKind, t: Translate): string {
  return t(`reports.name.${kind}`);
}

/** A whole CSV report: the header block, then its table. */
export function reportRows(
  kind: CsvReportKind,
  data: DiaryExport,
  header: ReportHeader,
  timeZone: string,
  words: Translate | CsvWords,
): CsvRow[] {
  const w = csvWords(words);
  const table =
    kind === "timeline"
      ? timelineRows(data, timeZone, w)
      : kind === "patterns"
        ? patternRows(data.patterns, timeZone, data.cases ?? [], w)
        : foodGroupRows(data.meals, timeZone, w);
  return [...headerRows(kind, header, w.t), ...table];
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

function mealDetails(meal: ExportMeal, t: Translate): string {
  const details = t("reports.mealDetails", {
    mealType: mealTypeWord(t, meal.mealType),
    foods: foodsOfMeal(meal).join(", "),
  });
  return withLoggedBy(details, meal, t);
}

/** An entry a grown-up's own login logged says so by the login's name (ADR 065). */
function withLoggedBy(
  details: string,
  entry: { loggedByName?: string | null },
  t: Translate,
): string {
  return entry.loggedByName
    ? [details, t("reports.reportedBy", { name: entry.loggedByName })].filter(Boolean).join(". ")
    : details;
}

/** Who reported, as a report writes it: "a parent", "another carer (Grandma)". */
export function reporterWords(t: Translate, reporter: string, name?: string | null): string {
  const known = REPORTERS.find((r) => r.value === reporter);
  const words = known ? t(`reports.reporter.${known.value}`) : reporter;
  return name ? t("reports.reporterNamed", { reporter: words, name }) : words;
}

/** A tummy check's notes, then who reported it (when not the child) and its alarm signs. */
function checkDetails(check: ExportTummyCheck, t: Translate): string {
  const parts = [check.notes ?? ""];
  const second = check.sameAsId ? t("reports.secondRating") : "";
  if (check.loggedByName) {
    const told =
      check.reporterName && check.reporterName !== check.loggedByName
        ? t("reports.toldBy", { name: check.reporterName })
        : "";
    parts.push(`${t("reports.reportedBy", { name: check.loggedByName })}${told}${second}`);
  } else if (check.reporter && check.reporter !== "child") {
    const name = reporterWords(t, check.reporter, check.reporterName);
    parts.push(`${t("reports.reportedBy", { name })}${second}`);
  }
  if (check.alarmSigns?.length) {
    const signs = check.alarmSigns.map((sign) => signLabel(t, sign)).join(", ");
    parts.push(t("reports.alarmSigns", { signs }));
  }
  return parts.filter(Boolean).join(". ");
}

/** Who told a check: "the child", or a grown-up's report marked as proxy (ADR 066). */
function reportedBy(check: ExportTummyCheck, t: Translate): string {
  if (!isProxyReport(check.reporter)) return reporterWords(t, "child");
  const reporter = reporterWords(t, check.reporter ?? "", check.reporterName);
  return t("reports.proxyReport", { reporter });
}

/** A pattern's status in words ("Confirmed", "Investigating"); unknown ones as stored. */
export function patternStatusWords(t: Translate, status: string): string {
  return status === "confirmed" || status === "pending" || status === "dismissed"
    ? t(`reports.status.${status}`)
    : status;
}

function patternDetails(p: ExportPattern, t: Translate): string {
  const head = t("reports.patternDetails", {
    food: patternFoodOf(t, p),
    feeling: correlationTerm(t, p.feelingCorrelation),
    confidence: String(p.confidence),
    occurrences: String(p.occurrences),
    status: patternStatusWords(t, p.status),
  });
  const explanation = patternExplanationWords(t, p);
  return explanation ? t("reports.withExplanation", { head, explanation }) : head;
}

/** A stored bathroom event as the timeline's column writes it ("tough to go"). */
function bathroomCell(t: Translate, stored: string): string {
  const event = BATHROOM_EVENTS.find((e) => e.value === stored);
  return event ? t(`reports.bathroom.${event.value}`) : stored;
}

/** The Bristol type and medical category of a stored event; unknown ones are unclassified. */
function bristolCells(t: Translate, stored: string): { type: string; category: string } {
  const event = BATHROOM_EVENTS.find((e) => e.value === stored);
  if (!event) return { type: t("reports.unclassified"), category: t("reports.unclassified") };
  return {
    type: t("reports.bristolType", { type: event.bristolType.replace("Type ", "") }),
    category: t(`reports.category.${event.category}`),
  };
}

/** The Bristol type of a check rated on the children's scale (ADR 063), or null. */
function childTypeCell(t: Translate, value: number | null | undefined): string | null {
  const type = childStoolType(value);
  if (!type) return null;
  return t("reports.childScaleType", {
    bristol: String(type.bristol),
    value: String(type.value),
    label: childStoolWord(t, type.value),
  });
}

/** The scale a feeling was asked on (ADR 066); anything else (older checks) is three faces. */
function feelingScaleCell(t: Translate, stored: string | null | undefined): string {
  return t(`reports.scale.${stored && isFeelingScale(stored) ? stored : "three-faces"}`);
}

/** "Happy and energetic (Bunny)"; an unknown mood as stored. */
function moodCell(t: Translate, value: string | null | undefined): string {
  if (!value) return "";
  if (!MORNING_MOODS.some((m) => m.value === value)) return value;
  return t("reports.moodReport", { meaning: moodMeaningWord(t, value), label: moodWord(t, value) });
}

/**
 * The timeline report: every meal, tummy check, sleep log and drink of the export, oldest first,
 * in the child's local time, then one row per pattern.
 */
export function timelineRows(
  data: DiaryExport,
  timeZone: string,
  words: Translate | CsvWords,
): CsvRow[] {
  const w = csvWords(words);
  const { t } = w;
  const entries: { at: number; cells: TimelineCells }[] = [];
  for (const meal of data.meals) {
    entries.push({
      at: Date.parse(meal.timestamp),
      cells: {
        "Report Type": t("reports.type.meal"),
        ...when(meal.timestamp, timeZone),
        Details: mealDetails(meal, t),
        "AI Confidence": meal.aiConfidence > 0 ? `${meal.aiConfidence}%` : "",
      },
    });
  }
  for (const check of data.tummyChecks) {
    const bristol = check.bathroomEvent ? bristolCells(t, check.bathroomEvent) : null;
    entries.push({
      at: Date.parse(check.timestamp),
      cells: {
        "Report Type": t("reports.type.tummyCheck"),
        ...when(check.timestamp, timeZone),
        Details: checkDetails(check, t),
        Feeling: feelingTerm(t, check.feeling),
        "Bathroom Event": check.bathroomEvent ? bathroomCell(t, check.bathroomEvent) : "",
        // A stool rated on the children's scale shows its own Bristol type (ADR 063).
        "Bristol Type": childTypeCell(t, check.childStoolType) ?? bristol?.type ?? "",
        "Medical Category": bristol?.category ?? "",
        "Feeling Scale": feelingScaleCell(t, check.feelingScale),
        "Reported By": reportedBy(check, t),
      },
    });
  }
  for (const log of data.sleepLogs) {
    const hours = sleepHours(log);
    entries.push({
      at: Date.parse(log.bedtime),
      cells: {
        "Report Type": t("reports.type.sleep"),
        ...when(log.bedtime, timeZone),
        Details: log.notes ?? "",
        // A night without a waking time says so instead of guessing its length (ADR 063); the
        // hours keep a decimal point in every language (ADR 010).
        "Sleep Quality":
          hours === null
            ? t("reports.noWakingTime")
            : t("reports.sleepHours", { hours: hours.toFixed(1) }),
        "Morning Mood": moodCell(t, log.morningMood),
      },
    });
  }
  for (const drink of data.drinks) {
    entries.push({
      at: Date.parse(drink.timestamp),
      cells: {
        "Report Type": t("reports.type.drink"),
        ...when(drink.timestamp, timeZone),
        Details: withLoggedBy(drinkNameWord(t, drink), drink, t),
        // An unknown stored type is "Other", as the drink screens show it.
        "Drink Type": drinkTypeWord(t, drinkTypeOf(drink.drinkType).value),
        "Amount (ml)": drink.amountMl,
        "Amount (cups)": drink.amountCups,
      },
    });
  }
  // A stable sort keeps same-minute entries in the order above (meal before its tummy check).
  entries.sort((a, b) => a.at - b.at);
  const patternRows = data.patterns.map((p) =>
    timelineRow({
      "Report Type": t("reports.type.pattern"),
      Date: localDate(new Date(p.createdAt), timeZone),
      Details: patternDetails(p, t),
      Feeling: correlationTerm(t, p.feelingCorrelation),
    }),
  );
  return [
    columnRow(TIMELINE_COLUMNS, w),
    ...entries.map((e) => timelineRow(e.cells)),
    ...patternRows,
  ];
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

function caseRows(cases: readonly ExportCase[], words: CsvWords): CsvRow[] {
  const { t } = words;
  const closed = cases.filter((c) => c.verdict);
  if (closed.length === 0) return [];
  return [
    [],
    [t("reports.foodChallengeCases")],
    columnRow(CASE_COLUMNS, words),
    ...closed.flatMap((c) =>
      (c.verdict?.foods ?? []).map((f) => [
        f.food,
        t("reports.days", { from: c.startDate, to: c.endDate }),
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
  words: Translate | CsvWords,
): CsvRow[] {
  const w = csvWords(words);
  const { t } = w;
  const shown = patterns.filter((p) => p.status !== "dismissed");
  const rank = (p: ExportPattern) => (p.status === "confirmed" ? 0 : 1);
  const sorted = [...shown].sort((a, b) => rank(a) - rank(b) || b.confidence - a.confidence);
  const confirmed = shown.filter((p) => p.status === "confirmed").length;
  const investigating = shown.filter((p) => p.status === "pending").length;
  return [
    columnRow(PATTERN_COLUMNS, w),
    ...sorted.map((p) => [
      patternFoodOf(t, p),
      correlationTerm(t, p.feelingCorrelation),
      `${p.confidence}%`,
      p.occurrences,
      patternStatusWords(t, p.status),
      patternExplanationWords(t, p),
      localDate(new Date(p.createdAt), timeZone),
    ]),
    [],
    [t("reports.summary")],
    [t("reports.totalPatterns"), shown.length],
    [t("reports.confirmed"), confirmed],
    [t("reports.investigating"), investigating],
    ...caseRows(cases, w),
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

/**
 * A group's name in the report's language: the food table's six groups, Manual Entry and
 * Uncategorized; a category the recogniser named itself is written as it said it.
 */
function groupWords(t: Translate, group: string): string {
  if (group === MANUAL_ENTRY) return t("reports.manualEntry");
  if (group === UNCATEGORIZED) return t("reports.uncategorized");
  const known = FOOD_GROUPS.find((g) => g.key === group);
  return known ? t(`reports.group.${known.key}`) : group;
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
export function foodGroupRows(
  meals: readonly ExportMeal[],
  timeZone: string,
  words: Translate | CsvWords,
): CsvRow[] {
  const w = csvWords(words);
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
      return [
        groupWords(w.t, group),
        tally.frequency,
        tally.foods.size,
        tally.days.size,
        examples.join(", "),
      ];
    });
  return [columnRow(FOOD_GROUP_COLUMNS, w), ...rows];
}
