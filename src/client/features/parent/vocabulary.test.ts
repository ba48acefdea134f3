import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { CaseView } from "../../../contracts/cases";
import type { ExportData } from "../../../contracts/export";
import type { Pattern } from "../../../contracts/patterns";
import { BATHROOM_EVENT_VALUES } from "../../../domain/bathroom";
import { judgeCase } from "../../../domain/cases/verdict";
import { FEELING_VALUES } from "../../../domain/feelings";
import { waterGoalCups } from "../../../domain/hydration";
import { detectPatterns } from "../../../domain/patterns/detect-patterns";
import { explainFinding } from "../../../domain/patterns/explanation";
import { DISCOMFORT_KINDS, DISCOMFORT_LABELS } from "../../../domain/patterns/types";
import { buildClinicSummary } from "../../../domain/reports/clinic-summary";
import { CSV_REPORTS, type CsvReportKind, reportRows } from "../../../domain/reports/csv-rows";
import { parentPatternSummary } from "../../../domain/reports/diary-export";
import { vocabularyProblems } from "../../../domain/vocabulary-check";
import {
  caseEvidenceWords,
  dayNoteWords,
  foodEvidenceWords,
  nextStepWords,
  troubleWords,
} from "../../../i18n/words/cases";
import { explanationWords } from "../../../i18n/words/patterns";
import { t as english, loadScreenWords } from "../../lib/i18n";
import { loadTranslator } from "../../lib/report-words";
import { EvidencePanel } from "../patterns/components/evidence-panel";
import { Sheet } from "./components/clinic-summary";
import { PatternSummary } from "./components/pattern-summary";
import { ReportContents } from "./components/report-contents";

const START = Date.UTC(2026, 2, 2);
const HOUR = 3_600_000;
const at = (day: number, hour: number) => START + (day * 24 + hour) * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const date = (day: number) => iso(at(day, 0)).slice(0, 10);

/**
 * Six weeks of a diary in which each feeling and each bathroom event is logged, and four foods
 * each followed two hours later by one kind of discomfort (the kinds the engine tells apart):
 * read by the real pattern engine, judged by the real case verdict, shown by the real screens.
 */
function fixture() {
  const meals: ExportData["meals"] = [];
  const checks: ExportData["tummyChecks"] = [];
  const drinks: ExportData["drinks"] = [];
  // Per meal: its hour, its plain food, and a food that brings one kind of discomfort 2 h later.
  const plan = [
    {
      hour: 8,
      type: "breakfast",
      plain: "porridge",
      food: "milk",
      on: (d: number) => d % 2 === 0,
      feeling: "ouchy",
      bathroom: null,
    },
    {
      hour: 12.5,
      type: "lunch",
      plain: "pasta",
      food: "cheese",
      on: (d: number) => d % 2 === 1,
      feeling: "uncomfortable",
      bathroom: null,
    },
    {
      hour: 16,
      type: "afternoon tea",
      plain: "apple",
      food: "yogurt",
      on: (d: number) => d % 3 === 0,
      feeling: "happy",
      bathroom: "runny tummy",
    },
    {
      hour: 19,
      type: "dinner",
      plain: "rice",
      food: "bread",
      on: (d: number) => d % 4 === 1,
      feeling: "happy",
      bathroom: "tough to go",
    },
  ] as const;
  const calm = BATHROOM_EVENT_VALUES.filter((e) => e === "just right" || e === "soft and easy");
  for (let day = 0; day < 42; day++) {
    checks.push(check(`m${day}`, at(day, 7), "happy", calm[day % calm.length] as string));
    for (const m of plan) {
      const withFood = m.on(day);
      meals.push(
        meal(`${m.type}${day}`, at(day, m.hour), m.type, withFood ? [m.plain, m.food] : [m.plain]),
      );
      if (withFood)
        checks.push(check(`${m.food}${day}`, at(day, m.hour + 2), m.feeling, m.bathroom));
    }
    drinks.push({
      id: `d${day}`,
      userId: "u",
      drinkType: "water",
      drinkName: "Water",
      amountMl: 240,
      amountCups: 1,
      timestamp: iso(at(day, 11)),
    });
  }
  // Once a week a very runny morning, and every stored feeling and event is in the diary.
  for (const day of [6, 13, 20, 27])
    checks.push(check(`s${day}`, at(day, 6), "happy", "super runny"));
  expect(new Set(checks.map((c) => c.feeling))).toEqual(new Set(FEELING_VALUES));
  expect(new Set(checks.map((c) => c.bathroomEvent).filter(Boolean))).toEqual(
    new Set(BATHROOM_EVENT_VALUES),
  );
  // A value no form makes (an old import): shown as "other", never as a feeling's name.
  checks.push(check("odd", at(41, 20), "meh", null));

  const findings = detectPatterns(
    meals.map((m) => ({ id: m.id, at: Date.parse(m.timestamp), foods: m.manualFoods })),
    checks.map((c) => ({ ...c, at: Date.parse(c.timestamp) })),
  );
  const patterns: Pattern[] = findings.map((f, i) => ({
    id: `p${i}`,
    userId: "u",
    foodItem: f.foodItem,
    feelingCorrelation: f.feelingCorrelation,
    confidence: f.confidence,
    occurrences: f.occurrences,
    status: i % 2 === 0 ? "confirmed" : "pending",
    createdAt: iso(at(41, 21)),
    explanation: explanationWords(english, f.explanation),
    explanationFacts: f.explanation,
    exposures: f.exposures,
    baselineMeals: f.baselineMeals,
    baselineReactions: f.baselineReactions,
    windowHours: f.windowHours,
    caseVerdict: null,
  }));

  // A ten-day milk case over the last days: milk days and milk-free days alternate.
  const kinds = ["suspect", "free"] as const;
  const caseDays = Array.from({ length: 10 }, (_, i) => ({
    date: date(32 + i),
    kind: kinds[i % 2] as "suspect" | "free",
  }));
  const verdict = judgeCase({
    suspect: "milk",
    partner: null,
    days: caseDays,
    lagWindow: { from: 1, to: 4 },
    marks: {},
    meals: meals.map((m) => ({ id: m.id, at: Date.parse(m.timestamp), foods: m.manualFoods })),
    checks: checks.map((c) => ({ ...c, at: Date.parse(c.timestamp) })),
    timeZone: "UTC",
  });
  const kase: CaseView = {
    id: "k1",
    userId: "u",
    patternId: null,
    suspect: "milk",
    partner: null,
    status: "closed",
    startDate: date(32),
    endDate: date(41),
    days: caseDays.map((d) => ({
      ...d,
      name: d.kind === "suspect" ? "milk" : "milk-free",
      kept: true,
      ill: false,
      checked: true,
    })),
    lagWindow: { from: 1, to: 4 },
    reasons: [],
    // As the server presents it (cases/presenter): the words and evidence are the verdict's.
    verdict: {
      outcome: verdict.outcome,
      finalAfterDays: null,
      probability: Math.round(verdict.probability * 100),
      evidence: verdict.evidence,
      nextSteps: verdict.nextSteps,
      foods: verdict.foods.map((f) => ({
        food: f.food,
        outcome: f.outcome,
        probability: Math.round(f.probability * 100),
        evidence: f.evidence,
        exposedDays: f.exposedDays,
        exposedTroubleDays: f.exposedTroubleDays,
        freeDays: f.freeDays,
        freeTroubleDays: f.freeTroubleDays,
        lagHours: f.lagHours,
        timedTroubleDays: f.timedTroubleDays,
      })),
      days: verdict.days.map((d) => ({ ...d, trouble: [...d.trouble] })),
    },
    extendedDays: 0,
    canExtend: false,
    createdAt: iso(at(31, 20)),
    closedAt: iso(at(41, 22)),
  };
  const data: ExportData = {
    meals,
    tummyChecks: checks,
    sleepLogs: [],
    drinks,
    patterns,
    cases: [kase],
    schoolDays: [],
    profileSigns: [],
  };
  return { data, findings, verdict };
}

function meal(id: string, ms: number, mealType: string, foods: string[]) {
  return {
    id,
    userId: "u",
    mealType,
    photoUrl: null,
    detectedFoods: [],
    manualFoods: foods,
    aiConfidence: 0,
    timestamp: iso(ms),
    createdAt: iso(ms),
    aiDetectedFoods: null,
  };
}

function check(id: string, ms: number, feeling: string, bathroomEvent: string | null) {
  return {
    id,
    userId: "u",
    feeling,
    bathroomEvent,
    notes: null,
    timestamp: iso(ms),
    createdAt: iso(ms),
    reporter: "child" as const,
    reporterName: null,
    sameAsId: null,
    childStoolType: null,
    alarmSigns: [] as string[],
  };
}

/** The text a screen shows, tags out. */
const shown = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

// The screens' words (the patterns namespace) load after the landing page's.
beforeAll(() => loadScreenWords());

describe("one clinical vocabulary", () => {
  it("catches a word that names two feelings, as the former reports did", () => {
    expect(vocabularyProblems(["Uncomfortable 7 of 13 times within 1 to 4 hours"])).toHaveLength(1);
    expect(vocabularyProblems(["Uncomfortable (Ouchy): 4"])).not.toEqual([]);
    expect(vocabularyProblems(["Pain (Okay) 3 of 4 times"])).not.toEqual([]);
    expect(vocabularyProblems(["Mild discomfort (Okay): 3", "Pain (Ouchy): 4"])).toEqual([]);
  });

  it("names each feeling one way on every parent and clinician surface", async () => {
    const { data, findings, verdict } = fixture();
    // The fixture reaches what it means to: the engine's kinds and a verdict with evidence.
    const kinds = new Set(findings.map((f) => f.kind));
    expect(kinds.has("ouchy") && kinds.has("uncomfortable")).toBe(true);
    expect(verdict.days.some((d) => d.trouble.length > 0)).toBe(true);

    const texts: [string, string[]][] = [];
    const zone = "UTC";
    const header = {
      childName: "Sam",
      period: { from: date(0), to: date(41), allDates: false },
      exported: { date: date(42), time: "09:00", timeZone: zone },
    };
    for (const kind of Object.keys(CSV_REPORTS) as CsvReportKind[]) {
      const cells = reportRows(kind, data, header, zone, english).flat().map(String);
      texts.push([`${kind} CSV`, cells]);
    }
    const period = { startDate: date(0), endDate: date(41) };
    const summary = buildClinicSummary(data, period, zone, waterGoalCups(8));
    const sheet = renderToStaticMarkup(
      createElement(Sheet, {
        summary,
        name: "Sam",
        age: 8,
        patterns: parentPatternSummary(data.patterns),
        patternCount: data.patterns.length,
        today: date(42),
        cases: data.cases,
        tr: await loadTranslator("en"),
      }),
    );
    texts.push(["clinic summary", [shown(sheet)]]);
    const parentPage = renderToStaticMarkup(
      createElement(PatternSummary, { patterns: data.patterns, loading: false }),
    );
    texts.push(["parent page patterns", [shown(parentPage)]]);
    texts.push(["report contents", [shown(renderToStaticMarkup(createElement(ReportContents)))]]);
    texts.push([
      "pattern evidence",
      data.patterns.map((p) =>
        shown(renderToStaticMarkup(createElement(EvidencePanel, { pattern: p }))),
      ),
    ]);
    // Each kind's sentence, the pooled one included, as the engine words it.
    texts.push([
      "pattern sentences",
      DISCOMFORT_KINDS.map((kind) =>
        explanationWords(
          english,
          explainFinding({
            foods: ["milk"],
            kind,
            windowHours: { from: 1, to: 4 },
            exposures: 6,
            occurrences: 5,
            baselineMeals: 9,
            baselineReactions: 1,
          }),
        ),
      ),
    ]);
    texts.push([
      "case verdict",
      [
        caseEvidenceWords(english, { ...verdict, finalAfterDays: null }),
        nextStepWords(english, verdict.nextSteps),
        ...verdict.foods.map((f) => foodEvidenceWords(english, f)),
        ...verdict.days.flatMap((d) => [
          dayNoteWords(english, { suspect: "milk", partner: null }, d.note),
          ...d.trouble.map((trouble) => troubleWords(english, trouble)),
        ]),
      ],
    ]);
    // The FHIR bundle's texts are checked by the export's own test (export/fhir/fhir.test.ts).

    for (const [surface, list] of texts) {
      expect(list.length, surface).toBeGreaterThan(0);
      expect(vocabularyProblems(list), surface).toEqual([]);
    }
    // The pooled kind says which taps it counts, wherever a pattern of it is named.
    const pooled = DISCOMFORT_LABELS.any;
    expect(
      reportRows(
        "patterns",
        { ...data, patterns: [{ ...data.patterns[0]!, feelingCorrelation: pooled }] },
        header,
        zone,
        english,
      )
        .flat()
        .join(" "),
    ).toMatch(/tummy trouble \(counts Okay and Ouchy taps/);
  });
});
