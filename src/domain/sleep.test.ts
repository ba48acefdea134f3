import { describe, expect, it } from "vitest";
import {
  BEDTIME_LEEWAY_MINUTES,
  bedtimeInNight,
  hoursSlept,
  isBedtimeToCome,
  LONGEST_SLEEP_HOURS,
  MORNING_ENDS_HOUR,
  nightOf,
  nightsThatHappened,
  nightsToShow,
  readBedtime,
  wakeInstant,
  wakeProblem,
} from "./sleep";

const zone = "Pacific/Auckland";

describe("nightOf", () => {
  it("is the evening's date for a bedtime before midnight", () => {
    expect(nightOf(new Date("2026-11-22T07:30:00Z"), zone)).toBe("2026-11-22"); // 20:30 local
  });
  it("is the day before for a bedtime after midnight", () => {
    expect(nightOf(new Date("2026-11-22T11:30:00Z"), zone)).toBe("2026-11-22"); // 00:30 on the 23rd
  });
});

describe("nightsToShow", () => {
  it("offers last night during the morning", () => {
    expect(nightsToShow(new Date("2026-11-22T18:00:00Z"), zone)).toEqual({
      tonight: "2026-11-23",
      lastNight: "2026-11-22",
    }); // 07:00 on the 23rd
  });
  it("offers only tonight from the afternoon on", () => {
    expect(MORNING_ENDS_HOUR).toBe(15);
    expect(nightsToShow(new Date("2026-11-23T03:00:00Z"), zone)).toEqual({
      tonight: "2026-11-23",
      lastNight: null,
    }); // 16:00 on the 23rd
  });
});

describe("readBedtime: the one night a typed bedtime can be, or a question", () => {
  const paris = "Europe/Paris";
  const read = (time: string, now: string, shown: { date: string } | null = null) => {
    const reading = readBedtime(time, new Date(now), paris, shown);
    return reading.kind === "night"
      ? { kind: "night", at: reading.at.toISOString() }
      : reading.kind === "ask"
        ? {
            kind: "ask",
            lastNight: reading.lastNight.toISOString(),
            tonight: reading.tonight.toISOString(),
          }
        : { kind: reading.kind, tonight: reading.tonight.toISOString() };
  };

  it("is last night's in the morning: the child is catching up", () => {
    // 07:00 in Paris (UTC+2): 21:00 and 00:30 were last night.
    expect(read("21:00", "2026-06-10T05:00:00Z")).toEqual({
      kind: "night",
      at: "2026-06-09T19:00:00.000Z",
    });
    expect(read("00:30", "2026-06-10T05:00:00Z")).toEqual({
      kind: "night",
      at: "2026-06-09T22:30:00.000Z",
    });
  });

  it("is the night going on, just after midnight or late in the evening", () => {
    expect(read("23:00", "2026-06-09T22:40:00Z").at).toBe("2026-06-09T21:00:00.000Z"); // 00:40
    expect(read("21:30", "2026-06-10T21:00:00Z").at).toBe("2026-06-10T19:30:00.000Z"); // 23:00
  });

  it("is tonight's when it is a few minutes ahead: going to bed now", () => {
    expect(BEDTIME_LEEWAY_MINUTES).toBe(15);
    // 20:20 in Paris: 20:30 is ten minutes ahead.
    expect(read("20:30", "2026-06-10T18:20:00Z")).toEqual({
      kind: "night",
      at: "2026-06-10T18:30:00.000Z",
    });
  });

  it("asks which night for 20:30 typed at 14:00: last night's, or tonight's still to come", () => {
    expect(read("20:30", "2026-06-10T12:00:00Z")).toEqual({
      kind: "ask",
      lastNight: "2026-06-09T18:30:00.000Z",
      tonight: "2026-06-10T18:30:00.000Z",
    });
  });

  it("is tonight's, not yet, when last night already has its bedtime", () => {
    expect(read("20:30", "2026-06-10T12:00:00Z", { date: "2026-06-09" })).toEqual({
      kind: "not yet",
      tonight: "2026-06-10T18:30:00.000Z",
    });
    // 07:00, last night logged: 21:00 is tonight's, not last night's again.
    expect(read("21:00", "2026-06-10T05:00:00Z", { date: "2026-06-09" })).toEqual({
      kind: "not yet",
      tonight: "2026-06-10T19:00:00.000Z",
    });
  });
});

describe("isBedtimeToCome and nightsThatHappened", () => {
  const now = new Date("2026-06-10T12:00:00Z");
  it("lets a bedtime a few minutes ahead be logged, never one hours ahead", () => {
    expect(isBedtimeToCome(new Date("2026-06-10T12:15:00Z"), now)).toBe(false);
    expect(isBedtimeToCome(new Date("2026-06-10T12:16:00Z"), now)).toBe(true);
    expect(isBedtimeToCome(new Date("2026-06-10T18:30:00Z"), now)).toBe(true);
  });
  it("keeps only the nights whose bedtime has come", () => {
    const logs = [{ bedtime: "2026-06-09T18:30:00.000Z" }, { bedtime: "2026-06-10T18:30:00.000Z" }];
    expect(nightsThatHappened(logs, now)).toEqual([logs[0]]);
  });
});

describe("bedtimeInNight", () => {
  it("puts an evening time on the night's date and an early one on the next day", () => {
    expect(bedtimeInNight("2026-06-10", "20:00", "Europe/Paris").toISOString()).toBe(
      "2026-06-10T18:00:00.000Z",
    );
    expect(bedtimeInNight("2026-06-10", "00:30", "Europe/Paris").toISOString()).toBe(
      "2026-06-10T22:30:00.000Z",
    );
    expect(nightOf(bedtimeInNight("2026-06-10", "00:30", "Europe/Paris"), "Europe/Paris")).toBe(
      "2026-06-10",
    );
  });
});

describe("hours slept: bedtime to waking", () => {
  const bedtime = "2026-11-24T20:30:00.000Z";
  it("runs from bedtime to the waking time, to one decimal", () => {
    expect(hoursSlept({ bedtime, wokeAt: "2026-11-25T06:45:00.000Z" })).toBe(10.3);
    expect(hoursSlept({ bedtime, wokeAt: "2026-11-25T05:30:00.000Z" })).toBe(9);
  });
  it("is unknown without a waking time, never the morning check-in's time", () => {
    expect(hoursSlept({ bedtime, wokeAt: null })).toBeNull();
    expect(hoursSlept({ bedtime })).toBeNull();
  });
  it("refuses a waking time before bedtime or past the longest night", () => {
    expect(hoursSlept({ bedtime, wokeAt: "2026-11-24T20:00:00.000Z" })).toBeNull();
    expect(hoursSlept({ bedtime, wokeAt: "2026-11-25T17:00:00.000Z" })).toBeNull();
    expect(wakeProblem(new Date("2026-11-24T20:00:00.000Z"), new Date(bedtime))).toEqual({
      reason: "wokeBeforeBedtime",
    });
    expect(wakeProblem(new Date("2026-11-25T17:00:00.000Z"), new Date(bedtime))).toEqual({
      reason: "wokeTooLate",
      params: { hours: LONGEST_SLEEP_HOURS },
    });
  });
  it("reads a picked time as the first one after bedtime, in the child's zone", () => {
    const now = new Date("2026-11-25T09:00:00.000Z");
    // Bedtime 21:30 in London; "07:10" is the next morning.
    expect(
      wakeInstant("time", "07:10", new Date(bedtime), now, "Europe/London").toISOString(),
    ).toBe("2026-11-25T07:10:00.000Z");
    // Bedtime 00:30 after midnight: "07:10" is the same day.
    expect(
      wakeInstant(
        "time",
        "07:10",
        new Date("2026-11-25T00:30:00.000Z"),
        now,
        "Europe/London",
      ).toISOString(),
    ).toBe("2026-11-25T07:10:00.000Z");
    expect(wakeInstant("60", "", new Date(bedtime), now, "UTC").toISOString()).toBe(
      "2026-11-25T08:00:00.000Z",
    );
  });
});
