import { describe, expect, it } from "vitest";
import { testTranslate } from "../../i18n/testing";
import { explainFinding } from "../patterns/explanation";
import {
  FOOD_GROUP_COLUMNS,
  foodGroupRows,
  MANUAL_ENTRY,
  PATTERN_COLUMNS,
  patternRows,
  type ReportHeader,
  reportRows,
  TIMELINE_COLUMNS,
  timelineRows,
  UNCATEGORIZED,
} from "./csv-rows";
import type { DiaryExport } from "./diary-export";

const en = testTranslate("en");
const es = testTranslate("es");
const ZONE = "UTC";

const diary: DiaryExport = {
  meals: [
    {
      mealType: "breakfast",
      detectedFoods: ["banana", "zorblat"],
      manualFoods: ["toast", "grandma's mystery"],
      aiConfidence: 80,
      timestamp: "2025-01-10T07:30:00.000Z",
    },
  ],
  tummyChecks: [
    {
      feeling: "ouchy",
      bathroomEvent: "tough to go",
      notes: null,
      timestamp: "2025-01-10T10:00:00.000Z",
      reporter: "parent",
      reporterName: null,
      feelingScale: "two-choice",
      alarmSigns: ["fever"],
    },
  ],
  sleepLogs: [
    {
      date: "2025-01-10",
      bedtime: "2025-01-10T20:00:00.000Z",
      wokeAt: "2025-01-11T03:30:00.000Z",
      morningMood: "bunny",
      morningMoodTime: null,
      notes: null,
    },
  ],
  drinks: [
    {
      drinkName: "water",
      drinkType: "water",
      amountMl: 240,
      amountCups: 1,
      timestamp: "2025-01-10T12:00:00.000Z",
    },
  ],
  patterns: [
    {
      foodItem: "milk",
      feelingCorrelation: "ouchy tummy",
      confidence: 82,
      occurrences: 5,
      status: "confirmed",
      explanation: "",
      createdAt: "2025-01-09T12:00:00.000Z",
    },
  ],
} as DiaryExport;

const header: ReportHeader = {
  childName: "Sam",
  period: { from: "2025-01-04", to: "2025-01-10", allDates: false },
  exported: { date: "2025-01-10", time: "18:05", timeZone: ZONE },
};

describe("a CSV report in Spanish", () => {
  it("names the timeline's columns and words its cells in Spanish, dates ISO and numbers with a point", () => {
    const [columns, meal, check, drink, sleep, pattern] = timelineRows(diary, ZONE, es);
    expect(columns?.slice(0, 8)).toEqual([
      "Tipo de registro",
      "Fecha",
      "Hora",
      "Detalles",
      "Sensación",
      "Ida al baño",
      "Tipo de Bristol",
      "Categoría médica",
    ]);
    expect(columns).toHaveLength(TIMELINE_COLUMNS.length);
    expect(meal?.slice(0, 4)).toEqual([
      "Comida",
      "2025-01-10",
      "07:30",
      "Desayuno: banana, zorblat, toast, grandma's mystery",
    ]);
    expect(meal?.[8]).toBe("80%");
    expect(check?.slice(0, 8)).toEqual([
      "Revisión de barriga",
      "2025-01-10",
      "10:00",
      "Informado por un padre o una madre. Señales de alarma: fiebre",
      "dolor (Me duele)",
      "cuesta salir",
      "Tipo 1-2",
      "Estreñimiento",
    ]);
    expect(check?.slice(14)).toEqual([
      "dos respuestas (Barriga bien / Me duele la barriga)",
      "un padre o una madre (informe de un adulto)",
    ]);
    expect(drink?.slice(0, 1)).toEqual(["Bebida"]);
    // Logged without a name of its own (stored as its type): the type in the report's words.
    expect(drink?.[3]).toBe("Agua");
    expect(drink?.slice(11, 14)).toEqual(["Agua", 240, 1]);
    expect(sleep?.[0]).toBe("Sueño");
    // 7.5 hours: a decimal point in every language, so a spreadsheet reads it the same way.
    expect(sleep?.slice(9, 11)).toEqual(["7.5 horas", "Feliz y con energía (Conejito)"]);
    expect(pattern?.slice(0, 2)).toEqual(["Patrón", "2025-01-09"]);
    expect(pattern?.[3]).toBe("milk -> dolor (Me duele): 82% de confianza, 5 veces, Confirmado");
  });

  it("words a pattern's food and evidence from its facts, never the English stored beside them", () => {
    const pattern = {
      foodItem: "lactose",
      feelingCorrelation: "ouchy tummy",
      confidence: 82,
      occurrences: 5,
      status: "pending",
      explanation: "STORED ENGLISH",
      explanationFacts: explainFinding({
        foods: ["lactose"],
        kind: "ouchy",
        windowHours: { from: 1, to: 4 },
        exposures: 6,
        occurrences: 5,
        baselineMeals: 9,
        baselineReactions: 1,
        members: ["milk", "cheese"],
      }),
      createdAt: "2025-01-09T12:00:00.000Z",
    };
    const spanishEvidence =
      "Dolor (Me duele): 5 de 6 veces entre 1 y 4 horas después de lactosa (milk y cheese), frente a 1 de 9 veces después de otras comidas";
    const [, row] = patternRows([pattern], ZONE, [], es);
    expect(row?.slice(0, 6)).toEqual([
      "lactosa",
      "dolor (Me duele)",
      "82%",
      5,
      "En investigación",
      spanishEvidence,
    ]);
    const timeline = timelineRows({ ...diary, patterns: [pattern] }, ZONE, es);
    expect(timeline.at(-1)?.[3]).toBe(
      `lactosa -> dolor (Me duele): 82% de confianza, 5 veces, En investigación. ${spanishEvidence}`,
    );
    const [, english] = patternRows([pattern], ZONE, [], en);
    expect(english?.[5]).toBe(
      "Pain (Ouchy) 5 of 6 times within 1 to 4 hours after lactose (milk and cheese), against 1 of 9 times after other meals",
    );
  });

  it("keeps a drink's own name as the family typed it, and words a name it was only given", () => {
    const drinks = [
      { ...diary.drinks[0], drinkType: "juice", drinkName: "zumo de la abuela" },
      { ...diary.drinks[0], drinkType: "milk", drinkName: "Milk" },
    ] as DiaryExport["drinks"];
    const rows = timelineRows(
      { ...diary, meals: [], tummyChecks: [], sleepLogs: [], patterns: [], drinks },
      ZONE,
      es,
    );
    expect(rows.slice(1).map((row) => row[3])).toEqual(["zumo de la abuela", "Leche"]);
  });

  it("names the food groups in Spanish, with Manual Entry and Uncategorized", () => {
    const rows = foodGroupRows(diary.meals, ZONE, es);
    expect(rows[0]).toEqual([
      "Grupo de alimentos",
      "Frecuencia",
      "Alimentos distintos",
      "Días",
      "Ejemplos",
    ]);
    const groups = rows.slice(1).map((row) => row[0]);
    expect(groups).toContain("Entrada manual");
    expect(groups).toContain("Sin categoría");
    expect(groups).toContain("Frutas y verduras");
    expect(groups).not.toContain(MANUAL_ENTRY);
  });

  it("starts with a Spanish header block and summary", () => {
    const rows = reportRows("patterns", diary, header, ZONE, es);
    expect(rows.slice(0, 4)).toEqual([
      ["Informe de patrones de alimentos de Tummy Detective"],
      ["Detective", "Sam"],
      ["Periodo", "2025-01-04 a 2025-01-10"],
      ["Exportado", "2025-01-10 18:05 (UTC)"],
    ]);
    expect(rows[5]?.[0]).toBe("Alimento");
    expect(rows).toContainEqual(["Patrones en total", 1]);
  });
});

describe("English column names for a clinic's tools", () => {
  it("keeps the cells in the report's language and the columns in English", () => {
    const words = { t: es, columns: en };
    const timeline = timelineRows(diary, ZONE, words);
    expect(timeline[0]).toEqual([...TIMELINE_COLUMNS]);
    expect(timeline[1]?.[0]).toBe("Comida");
    const groups = foodGroupRows(diary.meals, ZONE, words);
    expect(groups[0]).toEqual([...FOOD_GROUP_COLUMNS]);
    expect(groups.slice(1).map((row) => row[0])).toContain("Entrada manual");
    expect(patternRows(diary.patterns, ZONE, [], words)[0]).toEqual([...PATTERN_COLUMNS]);
    const whole = reportRows("timeline", diary, header, ZONE, words);
    expect(whole[0]).toEqual(["Informe de cronología de Tummy Detective"]);
    expect(whole[5]).toEqual([...TIMELINE_COLUMNS]);
  });

  it("writes the SPEC's English group names in an English report", () => {
    const groups = foodGroupRows(diary.meals, ZONE, en)
      .slice(1)
      .map((row) => row[0]);
    expect(groups).toContain(MANUAL_ENTRY);
    expect(groups).toContain(UNCATEGORIZED);
    expect(en("reports.manualEntry")).toBe("Manual Entry");
    expect(en("reports.uncategorized")).toBe("Uncategorized");
  });
});
