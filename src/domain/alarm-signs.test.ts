import { describe, expect, it } from "vitest";
import { ALARM_SIGNS, alarmSignDays } from "./alarm-signs";

describe("alarm signs", () => {
  it("lists each sign with the distinct local days it was logged, in the form's order", () => {
    const checks = [
      { alarmSigns: ["fever", "blood in poo"], timestamp: "2026-11-03T08:00:00.000Z" },
      { alarmSigns: ["blood in poo"], timestamp: "2026-11-03T18:00:00.000Z" },
      // 23:30 UTC is the next day in Auckland.
      { alarmSigns: ["blood in poo"], timestamp: "2026-11-04T23:30:00.000Z" },
      { alarmSigns: [], timestamp: "2026-11-06T08:00:00.000Z" },
      { timestamp: "2026-11-07T08:00:00.000Z" },
    ];
    expect(alarmSignDays(checks, "Pacific/Auckland")).toEqual([
      { sign: "blood in poo", dates: ["2026-11-03", "2026-11-04", "2026-11-05"] },
      { sign: "fever", dates: ["2026-11-03"] },
    ]);
    expect(alarmSignDays(checks, "UTC")[0]?.dates).toEqual(["2026-11-03", "2026-11-04"]);
  });

  it("asks the child in words without alarm, and leaves weight loss to a grown-up", () => {
    const childWords = ALARM_SIGNS.filter((s) => !s.parentOnly).map((s) => s.childLabel);
    for (const words of childWords) {
      expect(words).not.toMatch(/alarm|danger|warning|serious|emergency|doctor/i);
    }
    expect(ALARM_SIGNS.filter((s) => s.parentOnly).map((s) => s.value)).toEqual([
      "weight loss noticed",
    ]);
  });
});
