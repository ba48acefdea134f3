import { describe, expect, it } from "vitest";
import { testTranslate } from "../../i18n/testing";
import {
  CSV_REPORTS,
  FOOD_GROUP_COLUMNS,
  foodGroupRows,
  isEmptyDiary,
  nothingLoggedMessage,
  PATTERN_COLUMNS,
  patternRows,
  periodLabel,
  type ReportHeader,
  reportFileName,
  reportPeriod,
  reportRows,
  TIMELINE_COLUMNS,
  timelineRows,
} from "./csv-rows";
import type { DiaryExport, ExportMeal, ExportPattern } from "./diary-export";

const en = testTranslate("en");

const ZONE = "Europe/Paris"; // UTC+1 in winter

const empty: DiaryExport = { meals: [], tummyChecks: [], sleepLogs: [], drinks: [], patterns: [] };

const meal = (over: Partial<ExportMeal>): ExportMeal => ({
  mealType: "breakfast",
  detectedFoods: [],
  manualFoods: [],
  aiConfidence: 0,
  timestamp: "2025-01-10T07:30:00.000Z",
  ...over,
});

const pattern = (over: Partial<ExportPattern>): ExportPattern => ({
  foodItem: "milk",
  feelingCorrelation: "ouchy tummy",
  confidence: 82,
  occurrences: 5,
  status: "pending",
  explanation: "Ouchy 5 of 6 times within 3 hours after milk",
  createdAt: "2025-01-09T12:00:00.000Z",
  ...over,
});

const header = (over: Partial<ReportHeader> = {}): ReportHeader => ({
  childName: "Sam",
  period: { from: "2025-01-04", to: "2025-01-10", allDates: false },
  exported: { date: "2025-01-10", time: "18:05", timeZone: ZONE },
  ...over,
});

describe("file names", () => {
  it("carry the app, the child, the period and the report, in safe characters", () => {
    expect(reportFileName("timeline", header())).toBe(
      "tummy-detective_sam_2025-01-04_2025-01-10_timeline.csv",
    );
    expect(reportFileName("patterns", header({ childName: "Zoé O'Neil / 2" }))).toBe(
      "tummy-detective_zoe-o-neil-2_2025-01-04_2025-01-10_patterns.csv",
    );
    expect(reportFileName("foodGroups", header({ childName: "🦊" }))).toBe(
      "tummy-detective_detective_2025-01-04_2025-01-10_food-groups.csv",
    );
  });

  it("differ between All dates and Last Week exported the same day", () => {
    const meals = [meal({ timestamp: "2024-12-01T08:00:00.000Z" })];
    const all = reportPeriod({}, { ...empty, meals }, "2025-01-10", ZONE);
    const week = reportPeriod(
      { startDate: "2025-01-04", endDate: "2025-01-10" },
      { ...empty, meals },
      "2025-01-10",
      ZONE,
    );
    expect(all).toEqual({ from: "2024-12-01", to: "2025-01-10", allDates: true });
    expect(periodLabel(all, en)).toBe("All dates (2024-12-01 to 2025-01-10)");
    expect(reportFileName("timeline", header({ period: all }))).not.toBe(
      reportFileName("timeline", header({ period: week })),
    );
  });
});

describe("an empty period", () => {
  it("is a diary without entries, and says so with its days", () => {
    expect(isEmptyDiary({ ...empty, patterns: [pattern({})] })).toBe(true);
    expect(isEmptyDiary({ ...empty, meals: [meal({})] })).toBe(false);
    const period = reportPeriod(
      { startDate: "2025-01-04", endDate: "2025-01-10" },
      empty,
      "2025-01-12",
      ZONE,
    );
    expect(nothingLoggedMessage(period, en)).toBe(
      "Nothing was logged between 2025-01-04 and 2025-01-10.",
    );
    expect(nothingLoggedMessage(reportPeriod({}, empty, "2025-01-12", ZONE), en)).toBe(
      "Nothing was logged up to 2025-01-12.",
    );
  });
});

describe("header block", () => {
  it("starts every report with its title, the child, the period and the export time", () => {
    for (const kind of ["timeline", "patterns", "foodGroups"] as const) {
      const rows = reportRows(kind, empty, header(), ZONE, en);
      expect(rows.slice(0, 5)).toEqual([
        [CSV_REPORTS[kind].title],
        ["Detective", "Sam"],
        ["Period", "2025-01-04 to 2025-01-10"],
        ["Exported", "2025-01-10 18:05 (Europe/Paris)"],
        [],
      ]);
    }
    expect(reportRows("timeline", empty, header(), ZONE, en)[5]).toEqual([...TIMELINE_COLUMNS]);
    expect(reportRows("foodGroups", empty, header(), ZONE, en)[5]).toEqual([...FOOD_GROUP_COLUMNS]);
  });
});

describe("timeline rows", () => {
  it("has the 14 columns of SPEC 9 in order, then the feeling scale and the reporter", () => {
    expect(timelineRows(empty, ZONE, en)).toEqual([
      [
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
      ],
    ]);
    expect(TIMELINE_COLUMNS).toHaveLength(16);
  });

  it("lists every entry oldest first in local time, sleep hours to one decimal, patterns last", () => {
    const data: DiaryExport = {
      meals: [
        meal({
          mealType: "lunch",
          detectedFoods: ["banana"],
          manualFoods: "=cmd, toast",
          aiConfidence: 87,
          timestamp: "2025-01-10T11:15:00.000Z",
        }),
      ],
      tummyChecks: [
        {
          feeling: "ouchy",
          bathroomEvent: "runny tummy",
          notes: "after lunch",
          timestamp: "2025-01-10T13:00:00.000Z",
        },
        {
          feeling: "happy",
          bathroomEvent: null,
          notes: null,
          timestamp: "2025-01-09T23:30:00.000Z",
        },
      ],
      sleepLogs: [
        {
          bedtime: "2025-01-09T19:40:00.000Z",
          morningMood: "bunny",
          morningMoodTime: "2025-01-10T06:07:00.000Z",
          wokeAt: "2025-01-10T06:07:00.000Z",
          notes: null,
          date: "2025-01-09",
        },
      ],
      drinks: [
        {
          drinkType: "soft_drink",
          drinkName: "Lemonade",
          amountMl: 350,
          amountCups: 1.5,
          timestamp: "2025-01-10T12:00:00.000Z",
        },
      ],
      patterns: [pattern({})],
    };
    // SPEC 9's 14 columns; the scale and reporter columns after them are read in csv-scale.test.
    expect(
      timelineRows(data, ZONE, en)
        .slice(1)
        .map((row) => row.slice(0, 14)),
    ).toEqual([
      [
        "Sleep",
        "2025-01-09",
        "20:40",
        "",
        "",
        "",
        "",
        "",
        "",
        "10.5 hours",
        "Happy and energetic (Bunny)",
        "",
        "",
        "",
      ],
      [
        "Tummy Check",
        "2025-01-10",
        "00:30",
        "",
        "no discomfort (Happy)",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ],
      [
        "Meal",
        "2025-01-10",
        "12:15",
        "Lunch: banana, =cmd, toast",
        "",
        "",
        "",
        "",
        "87%",
        "",
        "",
        "",
        "",
        "",
      ],
      [
        "Drink",
        "2025-01-10",
        "13:00",
        "Lemonade",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "Soft Drink",
        350,
        1.5,
      ],
      [
        "Tummy Check",
        "2025-01-10",
        "14:00",
        "after lunch",
        "pain (Ouchy)",
        "runny tummy",
        "Type 6",
        "Mild diarrhoea",
        "",
        "",
        "",
        "",
        "",
        "",
      ],
      [
        "Pattern",
        "2025-01-09",
        "",
        "milk -> pain (Ouchy): 82% confidence, 5 occurrences, Investigating. Ouchy 5 of 6 times within 3 hours after milk",
        "pain (Ouchy)",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ],
    ]);
  });

  it("says which grown-up's login logged an entry, and keeps the child's own as they were", () => {
    const rows = timelineRows(
      {
        ...empty,
        meals: [
          {
            mealType: "lunch",
            detectedFoods: [],
            manualFoods: ["pasta"],
            aiConfidence: 0,
            timestamp: "2025-01-10T12:00:00Z",
            loggedByName: "Grandma Rose",
          },
        ],
        tummyChecks: [
          {
            feeling: "meh",
            bathroomEvent: null,
            notes: "after lunch",
            timestamp: "2025-01-10T13:00:00Z",
            reporter: "carer",
            reporterName: "Grandma Rose",
            loggedByName: "Grandma Rose",
          },
          {
            feeling: "happy",
            bathroomEvent: null,
            notes: null,
            timestamp: "2025-01-10T14:00:00Z",
          },
        ],
      },
      "UTC",
      en,
    ).slice(1);
    expect(rows.map((row) => row[3])).toEqual([
      "Lunch: pasta. Reported by Grandma Rose",
      "after lunch. Reported by Grandma Rose",
      "",
    ]);
  });

  it("marks an unknown bathroom value as unclassified", () => {
    const rows = timelineRows(
      {
        ...empty,
        tummyChecks: [
          {
            feeling: "meh",
            bathroomEvent: "sideways",
            notes: null,
            timestamp: "2025-01-10T08:00:00Z",
          },
        ],
      },
      "UTC",
      en,
    );
    expect(rows[1]?.slice(4, 8)).toEqual([
      "other feeling (as logged: meh)",
      "sideways",
      "Unknown/unclassified",
      "Unknown/unclassified",
    ]);
  });
});

describe("timeline rows of who reported, the children's scale, alarm signs and waking", () => {
  it("states the reporter, the children's type as its Bristol type, the signs, and a night without waking", () => {
    const data: DiaryExport = {
      ...empty,
      tummyChecks: [
        {
          feeling: "ouchy",
          bathroomEvent: "runny tummy",
          notes: null,
          timestamp: "2025-01-10T09:00:00.000Z",
          reporter: "carer",
          reporterName: "Grandma",
          sameAsId: "c1",
          childStoolType: 4,
          alarmSigns: ["fever", "vomiting"],
        },
      ],
      sleepLogs: [
        {
          bedtime: "2025-01-09T19:40:00.000Z",
          morningMood: "turtle",
          morningMoodTime: "2025-01-10T09:03:00.000Z",
          wokeAt: null,
          notes: null,
          date: "2025-01-09",
        },
      ],
    };
    const rows = timelineRows(data, ZONE, en).slice(1);
    expect(rows[0]?.[9]).toBe("no waking time logged");
    expect(rows[1]?.slice(3, 8)).toEqual([
      "Reported by another carer (Grandma), a second rating of the same stool. Alarm signs: fever, vomiting",
      "pain (Ouchy)",
      "runny tummy",
      "Type 6 (children's scale 4: Mushy)",
      "Mild diarrhoea",
    ]);
  });
});

describe("pattern rows", () => {
  it("has a row per pattern (confirmed first) and the summary counts", () => {
    const rows = patternRows(
      [
        pattern({ foodItem: "cheese", confidence: 64 }),
        pattern({ foodItem: "bread", status: "dismissed" }),
        pattern({
          foodItem: "milk",
          status: "confirmed",
          confidence: 91,
          occurrences: 6,
          explanation: 'Ouchy 6 of 7 times, "often" within 3 hours',
        }),
      ],
      ZONE,
      [],
      en,
    );
    expect(rows).toEqual([
      [...PATTERN_COLUMNS],
      [
        "milk",
        "pain (Ouchy)",
        "91%",
        6,
        "Confirmed",
        'Ouchy 6 of 7 times, "often" within 3 hours',
        "2025-01-09",
      ],
      [
        "cheese",
        "pain (Ouchy)",
        "64%",
        5,
        "Investigating",
        "Ouchy 5 of 6 times within 3 hours after milk",
        "2025-01-09",
      ],
      [],
      ["Summary"],
      ["Total Patterns", 2],
      ["Confirmed", 1],
      ["Investigating", 1],
    ]);
  });
});

describe("food group rows", () => {
  it("counts frequency, unique foods, days and up to 3 examples; Manual Entry and Uncategorized", () => {
    const rows = foodGroupRows(
      [
        meal({
          detectedFoods: ["banana", "apple", "zorblat"],
          manualFoods: ["toast"],
          timestamp: "2025-01-10T07:00:00Z",
        }),
        meal({
          detectedFoods: ["Banana", "orange", "carrot", "mystery stew"],
          aiDetectedFoods: [{ name: "mystery stew", category: "Protein" }],
          manualFoods: '=HYPERLINK("x"), toast',
          timestamp: "2025-01-11T07:00:00Z",
        }),
      ],
      "UTC",
      en,
    );
    expect(rows).toEqual([
      [...FOOD_GROUP_COLUMNS],
      ["Fruit & Veggies", 5, 4, 2, "banana, apple, carrot"],
      ["Carbs", 2, 1, 2, "toast"],
      ["Manual Entry", 1, 1, 1, '=HYPERLINK("x")'],
      ["Protein", 1, 1, 1, "mystery stew"],
      ["Uncategorized", 1, 1, 1, "zorblat"],
    ]);
  });

  it("files hand-typed foods under every group the food table reads, in the child's words", () => {
    const rows = foodGroupRows(
      [
        meal({
          detectedFoods: [],
          manualFoods: ["cheese pizza", "🍓 strawberries", "beans", "zorblat"],
          timestamp: "2025-01-10T18:00:00Z",
        }),
      ],
      "UTC",
      en,
    );
    const row = (group: string) => rows.find((r) => r[0] === group);
    expect(row("Carbs")).toEqual(["Carbs", 1, 1, 1, "cheese pizza"]);
    expect(row("Dairy")).toEqual(["Dairy", 1, 1, 1, "cheese pizza"]);
    expect(row("Fruit & Veggies")).toEqual(["Fruit & Veggies", 1, 1, 1, "🍓 strawberries"]);
    expect(row("Protein")).toEqual(["Protein", 1, 1, 1, "beans"]);
    expect(row("Manual Entry")).toEqual(["Manual Entry", 1, 1, 1, "zorblat"]);
    expect(row("Sometimes")?.[4]).toBe("cheese pizza");
  });
});

describe("case rows in the pattern report", () => {
  it("lists each closed case's verdict per food after the summary", () => {
    const counts = { exposedDays: 5, freeDays: 5, lagHours: 2, timedTroubleDays: 0 };
    const rows = patternRows(
      [],
      ZONE,
      [
        {
          suspect: "milk",
          partner: "cereal",
          startDate: "2025-01-06",
          endDate: "2025-01-15",
          verdict: {
            finalAfterDays: null,
            foods: [
              {
                food: "milk",
                outcome: "trigger",
                probability: 97,
                evidence: { code: "counts", trouble: "ouchy" },
                ...counts,
                exposedTroubleDays: 4,
                freeTroubleDays: 0,
              },
              {
                food: "cereal",
                outcome: "not-trigger",
                probability: 8,
                evidence: { code: "counts", trouble: "mixed" },
                ...counts,
                exposedTroubleDays: 0,
                freeTroubleDays: 4,
              },
            ],
          },
        },
        {
          suspect: "egg",
          partner: null,
          startDate: "2025-01-16",
          endDate: "2025-01-25",
          verdict: null,
        },
      ],
      en,
    );
    expect(rows.slice(-5)).toEqual([
      [],
      ["Food Challenge Cases"],
      ["Food", "Case Days", "Verdict", "Probability", "Evidence"],
      [
        "milk",
        "2025-01-06 to 2025-01-15",
        "Very likely a trigger",
        "97%",
        "pain (Ouchy) on 4 of 5 milk days, 0 of 5 milk-free days",
      ],
      [
        "cereal",
        "2025-01-06 to 2025-01-15",
        "Probably not a trigger",
        "8%",
        "tummy trouble on 0 of 5 cereal days, 4 of 5 cereal-free days",
      ],
    ]);
    expect(patternRows([], ZONE, [], en).some((r) => r[0] === "Food Challenge Cases")).toBe(false);
  });
});
