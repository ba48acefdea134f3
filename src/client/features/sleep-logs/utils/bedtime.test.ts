import { describe, expect, it } from "vitest";
import { bedtimeInstant } from "./bedtime";

const zone = "Pacific/Auckland";

describe("bedtimeInstant", () => {
  it("is tonight when the time is now or soon", () => {
    // 2025-03-03 20:00 in Auckland (UTC+13).
    const now = new Date("2025-03-03T07:00:00Z");
    expect(bedtimeInstant("20:30", now, zone).toISOString()).toBe("2025-03-03T07:30:00.000Z");
    expect(bedtimeInstant("19:45", now, zone).toISOString()).toBe("2025-03-03T06:45:00.000Z");
  });

  it("is last night when the time is far ahead (logged the next morning)", () => {
    // 2025-03-04 07:00 in Auckland.
    const now = new Date("2025-03-03T18:00:00Z");
    expect(bedtimeInstant("21:00", now, zone).toISOString()).toBe("2025-03-03T08:00:00.000Z");
  });

  it("crosses local midnight: 00:30 picked at 00:40 is tonight", () => {
    // 2025-03-04 00:40 in Auckland.
    const now = new Date("2025-03-03T11:40:00Z");
    expect(bedtimeInstant("00:30", now, zone).toISOString()).toBe("2025-03-03T11:30:00.000Z");
  });
});
