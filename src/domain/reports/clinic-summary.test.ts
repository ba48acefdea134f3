import { describe, expect, it } from "vitest";
import { buildClinicSummary } from "./clinic-summary";
import type { DiaryExport, ExportTummyCheck } from "./diary-export";

const empty: DiaryExport = { meals: [], tummyChecks: [], sleepLogs: [], drinks: [], patterns: [] };
const check = (
  timestamp: string,
  feeling: string,
  bathroomEvent: string | null = null,
): ExportTummyCheck => ({ feeling, bathroomEvent, notes: null, timestamp });

describe("pain against stooling (Rome IV)", () => {
  const data: DiaryExport = {
    ...empty,
    tummyChecks: [
      // Day 1: pain twice within an hour (one episode), logged with a hard stool.
      check("2025-03-03T08:00:00Z", "ouchy", "tough to go"),
      check("2025-03-03T08:40:00Z", "ouchy"),
      // Day 2: a hard stool without pain.
      check("2025-03-04T08:00:00Z", "happy", "tough to go"),
      // Day 3: pain with no stool logged that day.
      check("2025-03-05T15:00:00Z", "ouchy"),
      // Day 4: a normal stool and a mild discomfort, no pain.
      check("2025-03-06T09:00:00Z", "uncomfortable", "just right"),
      // Day 8: pain in the evening, a runny stool in the morning.
      check("2025-03-10T07:00:00Z", "happy", "runny tummy"),
      check("2025-03-10T19:00:00Z", "ouchy"),
    ],
  };
  const summary = buildClinicSummary(
    data,
    { startDate: "2025-03-03", endDate: "2025-03-16" },
    "UTC",
    5,
  );

  it("counts pain episodes (checks under 2 hours apart once) per week of the period", () => {
    expect(summary.pain.episodes).toBe(3);
    expect(summary.pain.episodesPerWeek).toBe(1.5);
    expect(summary.pain.painDays).toBe(3);
    expect(summary.pain.painChecks).toBe(4);
    expect(summary.pain.painChecksWithStool).toBe(1);
  });

  it("puts the days with pain against the stool types of the day", () => {
    expect(summary.pain.byStool["tough to go"]).toEqual({ days: 2, painDays: 1 });
    expect(summary.pain.byStool["just right"]).toEqual({ days: 1, painDays: 0 });
    expect(summary.pain.byStool["runny tummy"]).toEqual({ days: 1, painDays: 1 });
    expect(summary.pain.byStool["super runny"]).toEqual({ days: 0, painDays: 0 });
    expect(summary.pain.noStool).toEqual({ days: 10, painDays: 1 });
  });

  it("counts feelings by stored value: mild discomfort and pain are never pooled", () => {
    expect(summary.feelings.byFeeling).toEqual({ happy: 2, uncomfortable: 1, ouchy: 4, other: 0 });
  });
});
