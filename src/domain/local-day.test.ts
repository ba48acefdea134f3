import { describe, expect, it } from "vitest";
import {
  addDays,
  canonicalTimeZone,
  combineLocalDateAndTime,
  endOfLocalDay,
  isLocalDate,
  isLocalTime,
  isValidTimeZone,
  localDate,
  localTime,
  startOfLocalDay,
} from "./local-day";

const AKL = "Pacific/Auckland";
const NY = "America/New_York";

describe("localDate", () => {
  it("puts 23:30 and 00:30 in Auckland on different local days", () => {
    // 2025-06-15 23:30 NZST (UTC+12) and 30 minutes past the next midnight.
    expect(localDate(new Date("2025-06-15T11:30:00Z"), AKL)).toBe("2025-06-15");
    expect(localDate(new Date("2025-06-15T12:30:00Z"), AKL)).toBe("2025-06-16");
    expect(localTime(new Date("2025-06-15T12:30:00Z"), AKL)).toBe("00:30");
  });

  it("differs from the UTC day", () => {
    expect(localDate(new Date("2025-01-01T03:00:00Z"), NY)).toBe("2024-12-31");
    expect(localDate(new Date("2025-01-01T03:00:00Z"), "UTC")).toBe("2025-01-01");
  });
});

describe("day boundaries", () => {
  it("starts and ends an Auckland day", () => {
    expect(startOfLocalDay("2025-06-16", AKL).toISOString()).toBe("2025-06-15T12:00:00.000Z");
    expect(endOfLocalDay("2025-06-16", AKL).toISOString()).toBe("2025-06-16T11:59:59.999Z");
    // NZDT (UTC+13) in January.
    expect(startOfLocalDay("2025-01-10", AKL).toISOString()).toBe("2025-01-09T11:00:00.000Z");
  });

  it("handles New York days across both DST changes", () => {
    // Spring forward on 2025-03-09: a 23-hour day.
    expect(startOfLocalDay("2025-03-09", NY).toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(endOfLocalDay("2025-03-09", NY).toISOString()).toBe("2025-03-10T03:59:59.999Z");
    // Fall back on 2025-11-02: a 25-hour day.
    expect(startOfLocalDay("2025-11-02", NY).toISOString()).toBe("2025-11-02T04:00:00.000Z");
    expect(endOfLocalDay("2025-11-02", NY).toISOString()).toBe("2025-11-03T04:59:59.999Z");
  });

  it("starts a day whose midnight is skipped at its first real instant", () => {
    // Chile moved clocks from 00:00 to 01:00 on 2024-09-08.
    expect(startOfLocalDay("2024-09-08", "America/Santiago").toISOString()).toBe(
      "2024-09-08T04:00:00.000Z",
    );
  });
});

describe("combineLocalDateAndTime", () => {
  it("builds the instant of a local date and HH:MM", () => {
    expect(combineLocalDateAndTime("2025-06-15", "23:30", AKL).toISOString()).toBe(
      "2025-06-15T11:30:00.000Z",
    );
    expect(combineLocalDateAndTime("2025-06-16", "00:30", AKL).toISOString()).toBe(
      "2025-06-15T12:30:00.000Z",
    );
    expect(combineLocalDateAndTime("2025-07-04", "08:05", NY).toISOString()).toBe(
      "2025-07-04T12:05:00.000Z",
    );
  });

  it("moves a time skipped by DST forward and takes the first of a repeated time", () => {
    expect(combineLocalDateAndTime("2025-03-09", "02:30", NY).toISOString()).toBe(
      "2025-03-09T07:30:00.000Z",
    );
    expect(combineLocalDateAndTime("2025-11-02", "01:30", NY).toISOString()).toBe(
      "2025-11-02T05:30:00.000Z",
    );
  });

  it("rejects malformed input", () => {
    expect(() => combineLocalDateAndTime("2025-06-15", "24:00", AKL)).toThrow(RangeError);
    expect(() => combineLocalDateAndTime("2025-06-15", "7:30", AKL)).toThrow(RangeError);
    expect(() => combineLocalDateAndTime("15/06/2025", "07:30", AKL)).toThrow(RangeError);
  });
});

describe("calendar helpers", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDays("2025-03-09", 0)).toBe("2025-03-09");
  });

  it("validates dates, times and zones", () => {
    expect(isLocalDate("2024-02-29")).toBe(true);
    expect(isLocalDate("2025-02-29")).toBe(false);
    expect(isLocalDate("2025-2-01")).toBe(false);
    expect(isLocalTime("00:00")).toBe(true);
    expect(isLocalTime("23:59")).toBe(true);
    expect(isLocalTime("24:00")).toBe(false);
    expect(isValidTimeZone(AKL)).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });

  it("gives one canonical spelling per zone, and none for what is not a zone", () => {
    expect(canonicalTimeZone("pacific/auckland")).toBe(AKL);
    expect(canonicalTimeZone("PACIFIC/AUCKLAND")).toBe(AKL);
    expect(canonicalTimeZone("America/New_York")).toBe("America/New_York");
    expect(canonicalTimeZone("US/Eastern")).toBe("America/New_York");
    expect(canonicalTimeZone("Etc/UTC")).toBe("UTC");
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeUndefined();
    expect(canonicalTimeZone("Europe/London\u0000")).toBeUndefined();
    expect(canonicalTimeZone(`Europe/${"x".repeat(100)}`)).toBeUndefined();
    expect(canonicalTimeZone("   ")).toBeUndefined();
  });

  it("computes days alike whatever the spelling of the zone", () => {
    const instant = new Date("2025-03-01T11:30:00Z"); // 00:30 on 2 March in Auckland
    expect(localDate(instant, "pacific/AUCKLAND")).toBe("2025-03-02");
    expect(localDate(instant, AKL)).toBe("2025-03-02");
  });
});

describe("the wall clock kept by hour", () => {
  // What Intl says an instant reads on a zone's clock, formatted afresh each time.
  const direct = (instant: Date, timeZone: string) => {
    const parts = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
  };

  it.each([
    // A half-hour DST jump in the middle of a UTC hour (02:00 +10:30 is 15:30 UTC).
    ["Australia/Lord_Howe", "2026-10-03T14:00:00Z"],
    // Quarter-hour offsets, and an hour-long jump at a whole UTC hour.
    ["Asia/Kathmandu", "2026-03-08T05:00:00Z"],
    [NY, "2026-03-08T05:00:00Z"],
    [NY, "2026-11-01T04:00:00Z"],
    [AKL, "2026-04-04T12:00:00Z"],
  ])("reads %s across %s minute by minute as Intl does", (zone, from) => {
    const start = Date.parse(from);
    for (let minute = 0; minute < 4 * 60; minute += 1) {
      // Twice each instant: the second read comes from the kept hour.
      for (const _ of [1, 2]) {
        const at = new Date(start + minute * 60_000 + 17_345);
        expect(`${localDate(at, zone)} ${localTime(at, zone)}`).toBe(direct(at, zone));
      }
    }
  });
});
