import { describe, expect, it } from "vitest";
import {
  ALARM_SIGNS,
  alarmSignDays,
  CHECK_SIGN_VALUES,
  EVENT_ALARM_SIGNS,
  isRomeAlarmSign,
  otherSignDays,
  PROFILE_SIGN_VALUES,
  PROFILE_SIGNS,
  profileSignLine,
} from "./alarm-signs";

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

  it("asks on an event the six signs Rome IV lists, each with its code", () => {
    expect(EVENT_ALARM_SIGNS.map((s) => [s.value, s.code, s.snomed?.code ?? null])).toEqual([
      ["blood in poo", "blood-in-poo", "405729008"],
      ["vomiting", "vomiting", "422400008"],
      ["fever", "fever", "386661006"],
      ["runny poo at night", "runny-poo-at-night", null],
      ["pain on the right side", "pain-on-the-right-side", null],
      ["pain or trouble swallowing", "pain-or-trouble-swallowing", null],
    ]);
    // Every value a check may carry has one option and one code.
    expect(ALARM_SIGNS.map((s) => s.value)).toEqual([...CHECK_SIGN_VALUES]);
    expect(new Set(ALARM_SIGNS.map((s) => s.code)).size).toBe(ALARM_SIGNS.length);
  });

  it("keeps in the profile the seven signs of the child's history, each with its code", () => {
    expect(PROFILE_SIGNS.map((s) => [s.value, s.code, s.snomed?.code ?? null])).toEqual([
      ["weight loss", "weight-loss", "89362005"],
      ["growth slowing", "growth-slowing", null],
      ["puberty late", "puberty-late", null],
      ["joint pain or swelling", "joint-pain-or-swelling", null],
      ["sores or pain around the bottom", "sores-or-pain-around-the-bottom", null],
      ["family history of IBD", "family-history-ibd", null],
      ["family history of coeliac disease", "family-history-coeliac", null],
      ["family history of stomach ulcers", "family-history-stomach-ulcers", null],
    ]);
    expect(PROFILE_SIGNS.map((s) => s.value)).toEqual([...PROFILE_SIGN_VALUES]);
    expect(profileSignLine({ sign: "puberty late", since: "2026-09-01" })).toBe(
      "puberty late (since 2026-09-01)",
    );
  });

  it("shows stored night waking as logged, never as an alarm sign", () => {
    const checks = [
      { alarmSigns: ["woke at night with tummy pain"], timestamp: "2026-11-03T02:00:00.000Z" },
      {
        alarmSigns: ["woke at night with tummy pain", "vomiting"],
        timestamp: "2026-11-05T02:00:00.000Z",
      },
    ];
    expect(isRomeAlarmSign("woke at night with tummy pain")).toBe(false);
    expect(alarmSignDays(checks, "UTC")).toEqual([{ sign: "vomiting", dates: ["2026-11-05"] }]);
    expect(otherSignDays(checks, "UTC")).toEqual([
      { sign: "woke at night with tummy pain", dates: ["2026-11-03", "2026-11-05"] },
    ]);
  });

  it("keeps weight loss stored on an old check as an alarm sign, no longer asked there", () => {
    const old = [{ alarmSigns: ["weight loss noticed"], timestamp: "2026-10-01T08:00:00.000Z" }];
    expect(alarmSignDays(old, "UTC")).toEqual([
      { sign: "weight loss noticed", dates: ["2026-10-01"] },
    ]);
    expect(EVENT_ALARM_SIGNS.some((s) => s.value === "weight loss noticed")).toBe(false);
  });

  it("asks the child in words without alarm", () => {
    for (const sign of ALARM_SIGNS.filter((s) => !s.parentOnly)) {
      expect(sign.childLabel).not.toMatch(/alarm|danger|warning|serious|emergency|doctor/i);
    }
  });
});
