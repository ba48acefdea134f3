import { describe, expect, it } from "vitest";
import {
  bedtimeAt,
  bedtimeInNight,
  hoursSlept,
  isBeyondTonight,
  MORNING_ENDS_HOUR,
  nightOf,
  nightsToShow,
  WOKE_BEFORE_BEDTIME,
  WOKE_TOO_LATE,
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

describe("bedtimeAt: decided by the morning check-in state, not by how far ahead", () => {
  const paris = "Europe/Paris";
  // 2026-06-10 10:40 in Paris (UTC+2).
  const morning = new Date("2026-06-10T08:40:00Z");
  const at = (time: string, now: Date, shown: { date: string } | null) =>
    bedtimeAt(time, now, paris, shown).toISOString();

  it("is tonight in the morning once last night is in the diary, hours ahead", () => {
    expect(at("20:00", morning, { date: "2026-06-09" })).toBe("2026-06-10T18:00:00.000Z");
    expect(at("00:15", morning, { date: "2026-06-09" })).toBe("2026-06-10T22:15:00.000Z");
  });

  it("is last night in the morning while last night has no bedtime", () => {
    expect(at("20:00", morning, null)).toBe("2026-06-09T18:00:00.000Z");
    expect(at("00:30", morning, null)).toBe("2026-06-09T22:30:00.000Z");
  });

  it("is today's when the time has already come, even in a morning with no bedtime", () => {
    const oneOClock = new Date("2026-06-10T11:00:00Z"); // 13:00 in Paris
    expect(at("13:00", oneOClock, null)).toBe("2026-06-10T11:00:00.000Z");
  });

  it("is tonight after the morning, logged or not", () => {
    const afternoon = new Date("2026-06-10T14:00:00Z"); // 16:00
    expect(at("21:00", afternoon, null)).toBe("2026-06-10T19:00:00.000Z");
  });

  it("is tonight when tonight is already logged (the server then says so)", () => {
    expect(at("20:00", morning, { date: "2026-06-10" })).toBe("2026-06-10T18:00:00.000Z");
  });

  it("just after midnight, a night with no bedtime yet is the one that began yesterday", () => {
    const pastMidnight = new Date("2026-06-09T22:40:00Z"); // 00:40 on the 10th
    expect(at("00:30", pastMidnight, null)).toBe("2026-06-09T22:30:00.000Z");
    expect(at("23:00", pastMidnight, null)).toBe("2026-06-09T21:00:00.000Z");
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

describe("isBeyondTonight", () => {
  const now = new Date("2026-06-10T08:40:00Z"); // 10:40 in Paris

  it("lets tonight's bedtime be logged early, even after midnight", () => {
    expect(isBeyondTonight(new Date("2026-06-10T18:00:00Z"), now, "Europe/Paris")).toBe(false);
    expect(isBeyondTonight(new Date("2026-06-10T23:30:00Z"), now, "Europe/Paris")).toBe(false);
  });

  it("refuses tomorrow night's", () => {
    expect(isBeyondTonight(new Date("2026-06-11T18:00:00Z"), now, "Europe/Paris")).toBe(true);
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
    expect(wakeProblem(new Date("2026-11-24T20:00:00.000Z"), new Date(bedtime))).toBe(
      WOKE_BEFORE_BEDTIME,
    );
    expect(wakeProblem(new Date("2026-11-25T17:00:00.000Z"), new Date(bedtime))).toBe(
      WOKE_TOO_LATE,
    );
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
