import { describe, expect, it } from "vitest";
import { isInTheFuture, whenInstant } from "./symptom-time";

const zone = "Europe/Paris";
// 2026-03-10 14:00 in Paris (UTC+1).
const now = new Date("2026-03-10T13:00:00.000Z");
const today = { day: "today" as const, time: "00:00" };

describe("whenInstant", () => {
  it("answers the quick choices in minutes before now", () => {
    expect(whenInstant("now", today, now, zone).toISOString()).toBe("2026-03-10T13:00:00.000Z");
    expect(whenInstant("30", today, now, zone).toISOString()).toBe("2026-03-10T12:30:00.000Z");
    expect(whenInstant("60", today, now, zone).toISOString()).toBe("2026-03-10T12:00:00.000Z");
    expect(whenInstant("120", today, now, zone).toISOString()).toBe("2026-03-10T11:00:00.000Z");
  });

  it("places an earlier time on today or yesterday in the child's zone", () => {
    expect(whenInstant("earlier", { day: "today", time: "08:15" }, now, zone).toISOString()).toBe(
      "2026-03-10T07:15:00.000Z",
    );
    expect(
      whenInstant("earlier", { day: "yesterday", time: "21:30" }, now, zone).toISOString(),
    ).toBe("2026-03-09T20:30:00.000Z");
  });

  it("crosses midnight: 2 hours ago at 00:30 is yesterday evening", () => {
    const justAfterMidnight = new Date("2026-03-09T23:30:00.000Z"); // 00:30 on the 10th
    expect(whenInstant("120", today, justAfterMidnight, zone).toISOString()).toBe(
      "2026-03-09T21:30:00.000Z",
    );
  });

  it("tells a time still to come, so the form can refuse it", () => {
    const later = whenInstant("earlier", { day: "today", time: "18:00" }, now, zone);
    expect(isInTheFuture(later, now)).toBe(true);
    expect(isInTheFuture(whenInstant("now", today, now, zone), now)).toBe(false);
  });
});
