import { describe, expect, it } from "vitest";
import { schoolMonths } from "../school";
import { painFrequency, painFrequencyLine, painWindowStart } from "./clinic-extras";
import { buildClinicSummary } from "./clinic-summary";
import type { DiaryExport, ExportMeal, ExportTummyCheck } from "./diary-export";

const check = (timestamp: string, over: Partial<ExportTummyCheck> = {}): ExportTummyCheck => ({
  feeling: "ouchy",
  bathroomEvent: null,
  notes: null,
  timestamp,
  ...over,
});
const meal = (timestamp: string, foods: string[]): ExportMeal => ({
  mealType: "lunch",
  detectedFoods: [],
  manualFoods: foods,
  aiConfidence: 0,
  timestamp,
});
const diary = (over: Partial<DiaryExport>): DiaryExport => ({
  meals: [],
  tummyChecks: [],
  sleepLogs: [],
  drinks: [],
  patterns: [],
  ...over,
});

describe("how often, the way a doctor counts it", () => {
  it("counts days with pain in the 8 weeks ending on the last day, and per 4 weeks", () => {
    const end = "2026-11-28";
    expect(painWindowStart(end)).toBe("2026-10-04");
    const data = diary({
      tummyChecks: [
        check("2026-10-03T08:00:00.000Z"), // the day before the 8 weeks
        check("2026-10-04T08:00:00.000Z"),
        check("2026-10-04T18:00:00.000Z"), // the same day: one day
        check("2026-10-20T08:00:00.000Z"),
        check("2026-10-31T08:00:00.000Z", { feeling: "happy" }),
        check("2026-11-01T08:00:00.000Z"), // the first day of the last 4 weeks
        check("2026-11-28T23:30:00.000Z"), // 29 November in Auckland: after the last day
      ],
    });
    const utc = painFrequency(data, end, "UTC");
    expect(utc).toEqual({
      from: "2026-10-04",
      to: end,
      days: 4,
      firstFourWeeks: 2,
      lastFourWeeks: 2,
      daysWithChecks: 5,
    });
    expect(painFrequencyLine(utc)).toBe("Tummy pain on 4 days in the last 8 weeks");
    // In Auckland the two checks of 4 October UTC fall on two days, the last one after the end.
    expect(painFrequency(data, end, "Pacific/Auckland").days).toBe(4);
  });

  it("counts a grown-up's second rating of the child's stool once", () => {
    const data = diary({
      tummyChecks: [
        check("2026-11-10T08:00:00.000Z", {
          id: "c",
          feeling: "happy",
          bathroomEvent: "just right",
        }),
        check("2026-11-10T08:20:00.000Z", {
          id: "p",
          bathroomEvent: "just right",
          reporter: "parent",
          sameAsId: "c",
        }),
      ],
    });
    // The summary reads the first rating's feeling, as its feeling counts do.
    expect(painFrequency(data, "2026-11-28", "UTC")).toMatchObject({ days: 0, daysWithChecks: 1 });
  });
});

describe("school days", () => {
  it("counts school days missed and left early per month of the period", () => {
    const days = [
      { date: "2026-10-30", answer: "missed" },
      { date: "2026-11-02", answer: "no" },
      { date: "2026-11-03", answer: "left early" },
      { date: "2026-11-04", answer: "missed" },
      { date: "2026-11-05", answer: "missed" },
      { date: "2026-12-01", answer: "missed" }, // after the period
      { date: "2026-11-06", answer: "maybe" }, // not an answer the app stores
    ];
    expect(schoolMonths(days, { startDate: "2026-10-01", endDate: "2026-11-30" })).toEqual([
      { month: "2026-10", answered: 1, missed: 1, leftEarly: 0 },
      { month: "2026-11", answered: 4, missed: 2, leftEarly: 1 },
    ]);
  });
});

describe("what was eaten", () => {
  it("lists foods and drinks by the days they were logged, and each clue's and case's days", () => {
    const summary = buildClinicSummary(
      diary({
        meals: [
          meal("2026-11-10T12:00:00.000Z", ["Eggs", "toast"]),
          meal("2026-11-10T18:00:00.000Z", ["egg", "pasta"]),
          meal("2026-11-11T12:00:00.000Z", ["toast", "cheese pizza"]),
          meal("2026-11-12T12:00:00.000Z", ["toast"]),
          meal("2026-11-01T12:00:00.000Z", ["toast"]), // before the period
        ],
        drinks: [
          {
            drinkType: "milk",
            drinkName: "Chocolate milk",
            amountMl: 200,
            amountCups: 1,
            timestamp: "2026-11-12T16:00:00.000Z",
          },
        ],
        patterns: [
          {
            foodItem: "cheese",
            feelingCorrelation: "ouchy",
            confidence: 70,
            occurrences: 3,
            status: "pending",
            explanation: "",
            createdAt: "2026-11-12T00:00:00.000Z",
          },
        ],
        cases: [
          {
            suspect: "milk",
            partner: null,
            startDate: "2026-11-01",
            endDate: "2026-11-14",
            verdict: null,
          },
        ],
      }),
      { startDate: "2026-11-08", endDate: "2026-11-14" },
      "UTC",
      5,
    );
    expect(summary.foods).toEqual({
      foods: [
        { name: "toast", days: 3 },
        { name: "cheese pizza", days: 1 },
        { name: "Chocolate milk", days: 1 },
        { name: "Eggs", days: 1 },
        { name: "pasta", days: 1 },
      ],
      distinct: 5,
    });
    // The unnamed water is its type, for the report to word; the named milk is as typed.
    expect(summary.foods.foods.find((f) => f.name === "Chocolate milk")).not.toHaveProperty(
      "drinkType",
    );
    expect(
      buildClinicSummary(
        diary({
          drinks: [
            {
              drinkType: "water",
              drinkName: "Water",
              amountMl: 240,
              amountCups: 1,
              timestamp: "2026-11-12T17:00:00.000Z",
            },
          ],
        }),
        { startDate: "2026-11-08", endDate: "2026-11-14" },
        "UTC",
        5,
      ).foods.foods,
    ).toEqual([{ name: "Water", days: 1, drinkType: "water" }]);
    expect(summary.suspects).toEqual([
      { food: "cheese", kind: "clue", days: 1 },
      { food: "milk", kind: "case", days: 1 },
    ]);
  });
});
