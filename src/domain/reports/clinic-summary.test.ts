import { describe, expect, it } from "vitest";
import { buildClinicSummary } from "./clinic-summary";
import type { DiaryExport, ExportTummyCheck } from "./diary-export";

const check = (over: Partial<ExportTummyCheck>): ExportTummyCheck => ({
  feeling: "happy",
  bathroomEvent: null,
  notes: null,
  timestamp: "2026-11-10T08:00:00.000Z",
  ...over,
});

const diary = (over: Partial<DiaryExport>): DiaryExport => ({
  meals: [],
  tummyChecks: [],
  sleepLogs: [],
  drinks: [],
  patterns: [],
  ...over,
});

const period = { startDate: "2026-11-08", endDate: "2026-11-14" };

describe("the clinic summary's alarm signs, ratings and sleep", () => {
  it("heads with the alarm signs of the period only, with their days", () => {
    const summary = buildClinicSummary(
      diary({
        tummyChecks: [
          check({ alarmSigns: ["vomiting"], timestamp: "2026-11-01T08:00:00.000Z" }),
          check({ alarmSigns: ["fever", "vomiting"], timestamp: "2026-11-09T08:00:00.000Z" }),
          check({ alarmSigns: ["fever"], timestamp: "2026-11-11T08:00:00.000Z" }),
        ],
      }),
      period,
      "UTC",
      5,
    );
    expect(summary.alarmSigns).toEqual([
      { sign: "vomiting", dates: ["2026-11-09"] },
      { sign: "fever", dates: ["2026-11-09", "2026-11-11"] },
    ]);
  });

  it("counts a stool rated by the child and a parent once, and how often they agreed", () => {
    const summary = buildClinicSummary(
      diary({
        tummyChecks: [
          check({ id: "c1", bathroomEvent: "just right", childStoolType: 3 }),
          check({
            id: "p1",
            bathroomEvent: "just right",
            childStoolType: 3,
            reporter: "parent",
            sameAsId: "c1",
            timestamp: "2026-11-10T08:20:00.000Z",
          }),
          check({ id: "c2", bathroomEvent: "tough to go", timestamp: "2026-11-12T08:00:00.000Z" }),
          check({
            id: "p2",
            bathroomEvent: "just right",
            reporter: "parent",
            sameAsId: "c2",
            timestamp: "2026-11-12T08:10:00.000Z",
          }),
          // A parent's stool of its own, not linked: another event.
          check({ id: "p3", bathroomEvent: "runny tummy", reporter: "parent" }),
        ],
      }),
      period,
      "UTC",
      5,
    );
    expect(summary.agreement).toEqual({ pairs: 2, agreed: 1 });
    expect(summary.stools.total).toBe(3);
    expect(summary.feelings.total).toBe(3);
    expect(summary.childScaleStools).toBe(1);
  });

  it("averages sleep from bedtime to waking and counts the nights without a waking time", () => {
    const night = (date: string, bedtime: string, wokeAt: string | null) => ({
      bedtime,
      wokeAt,
      morningMood: "bunny",
      morningMoodTime: "2026-11-10T10:03:00.000Z",
      notes: null,
      date,
    });
    const summary = buildClinicSummary(
      diary({
        sleepLogs: [
          night("2026-11-09", "2026-11-09T20:00:00.000Z", "2026-11-10T06:30:00.000Z"),
          night("2026-11-10", "2026-11-10T20:30:00.000Z", "2026-11-11T06:30:00.000Z"),
          night("2026-11-11", "2026-11-11T20:00:00.000Z", null),
        ],
      }),
      period,
      "UTC",
      5,
    );
    expect(summary.sleep).toMatchObject({ nights: 3, averageHours: 10.3, nightsWithoutWaking: 1 });
  });
});

const empty: DiaryExport = { meals: [], tummyChecks: [], sleepLogs: [], drinks: [], patterns: [] };
const painCheck = (
  timestamp: string,
  feeling: string,
  bathroomEvent: string | null = null,
): ExportTummyCheck => ({ feeling, bathroomEvent, notes: null, timestamp });

describe("pain against stooling (Rome IV)", () => {
  const data: DiaryExport = {
    ...empty,
    tummyChecks: [
      // Day 1: pain twice within an hour (one episode), logged with a hard stool.
      painCheck("2025-03-03T08:00:00Z", "ouchy", "tough to go"),
      painCheck("2025-03-03T08:40:00Z", "ouchy"),
      // Day 2: a hard stool without pain.
      painCheck("2025-03-04T08:00:00Z", "happy", "tough to go"),
      // Day 3: pain with no stool logged that day.
      painCheck("2025-03-05T15:00:00Z", "ouchy"),
      // Day 4: a normal stool and a mild discomfort, no pain.
      painCheck("2025-03-06T09:00:00Z", "uncomfortable", "just right"),
      // Day 8: pain in the evening, a runny stool in the morning.
      painCheck("2025-03-10T07:00:00Z", "happy", "runny tummy"),
      painCheck("2025-03-10T19:00:00Z", "ouchy"),
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
