import { beforeAll, describe, expect, it } from "vitest";
import { loadScreenWords } from "./i18n";
import {
  dayLabel,
  formatClock,
  formatWallClock,
  localDateOf,
  localTimeOf,
  nowLocalTime,
  timestampAt,
  todayLocalDate,
  withAppClock,
} from "./time";

const zone = "Pacific/Auckland";

// Today and Yesterday are words of the screens' catalogue.
beforeAll(() => loadScreenWords());

describe("client time helpers", () => {
  it("read today and now in the given zone", () => {
    // 2025-03-03 23:50 in Auckland (UTC+13), still 2025-03-03 10:50 in UTC.
    const now = new Date("2025-03-03T10:50:00Z");
    expect(todayLocalDate(now, zone)).toBe("2025-03-03");
    expect(nowLocalTime(now, zone)).toBe("23:50");
  });

  it("builds a timestamp from the local date plus HH:MM, and reads it back", () => {
    const iso = timestampAt("08:30", "2025-03-04", zone);
    expect(iso).toBe("2025-03-03T19:30:00.000Z");
    expect(localTimeOf(iso, zone)).toBe("08:30");
    expect(localDateOf(iso, zone)).toBe("2025-03-04");
  });

  it("labels today and yesterday across local midnight", () => {
    const now = new Date("2025-03-03T11:10:00Z"); // 00:10 on 2025-03-04 in Auckland
    expect(dayLabel("2025-03-03T11:05:00Z", now, zone)).toBe("Today");
    expect(dayLabel("2025-03-03T10:55:00Z", now, zone)).toBe("Yesterday");
  });

  it("write a case's day list in the app's clock format, not 24-hour time", () => {
    // The same clock the timeline shows for an instant at that wall time.
    const threePm = formatClock("2025-03-03T15:00:00Z", "UTC");
    expect(formatWallClock("15:00")).toBe(threePm);
    expect(withAppClock("pain (Ouchy) at 15:00")).toBe(`pain (Ouchy) at ${threePm}`);
    expect(withAppClock("mild discomfort in the night (told at 07:15)")).toBe(
      `mild discomfort in the night (told at ${formatClock("2025-03-03T07:15:00Z", "UTC")})`,
    );
    // Words without a clock are left alone.
    expect(withAppClock("no tummy trouble")).toBe("no tummy trouble");
    expect(withAppClock("2025-03-03")).toBe("2025-03-03");
  });
});
