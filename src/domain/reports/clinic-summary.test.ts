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
