import { describe, expect, it } from "vitest";
import { bedtimeInstant } from "./bedtime";

const zone = "Pacific/Auckland";

describe("bedtimeInstant", () => {
  it("is tonight when the time is now or soon", () => {
    // 2025-03-03 20:00 in Auckland (UTC+13); nothing logged last night, the morning is over.
    const now = new Date("2025-03-03T07:00:00Z");
    expect(bedtimeInstant("20:30", now, zone, null).toISOString()).toBe("2025-03-03T07:30:00.000Z");
    expect(bedtimeInstant("19:45", now, zone, null).toISOString()).toBe("2025-03-03T06:45:00.000Z");
  });

  it("is last night in the morning while last night has no bedtime (catching up)", () => {
    // 2025-03-04 07:00 in Auckland.
    const now = new Date("2025-03-03T18:00:00Z");
    expect(bedtimeInstant("21:00", now, zone, null).toISOString()).toBe("2025-03-03T08:00:00.000Z");
  });

  it("is tonight at 10:40 once last night is logged: 20:00 entered early", () => {
    // 2025-03-04 10:40 in Auckland; last night (the 3rd) has its bedtime and check-in.
    const now = new Date("2025-03-03T21:40:00Z");
    const lastNight = { date: "2025-03-03" };
    expect(bedtimeInstant("20:00", now, zone, lastNight).toISOString()).toBe(
      "2025-03-04T07:00:00.000Z",
    );
    // After midnight is still tonight's night: 00:15 on the 5th.
    expect(bedtimeInstant("00:15", now, zone, lastNight).toISOString()).toBe(
      "2025-03-04T11:15:00.000Z",
    );
  });

  it("crosses local midnight: 00:30 picked at 00:40 is the night that began yesterday", () => {
    // 2025-03-04 00:40 in Auckland.
    const now = new Date("2025-03-03T11:40:00Z");
    expect(bedtimeInstant("00:30", now, zone, null).toISOString()).toBe("2025-03-03T11:30:00.000Z");
  });
});
