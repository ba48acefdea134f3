import { describe, expect, it } from "vitest";
import { lastLocalDays, localDaysRange } from "./day-range";

const ZONE = "Pacific/Auckland";

describe("lastLocalDays", () => {
  it("keeps today's range until local midnight, then moves to the next day", () => {
    // 23:59 and 00:01 in Auckland (UTC+13 in January).
    const before = new Date("2026-01-14T10:59:00Z");
    const after = new Date("2026-01-14T11:01:00Z");
    expect(lastLocalDays(ZONE, 1, before)).toEqual(
      localDaysRange("2026-01-14", "2026-01-14", ZONE),
    );
    expect(lastLocalDays(ZONE, 1, before)).toEqual(
      localDaysRange("2026-01-14", "2026-01-14", ZONE),
    );
    expect(lastLocalDays(ZONE, 1, after)).toEqual(localDaysRange("2026-01-15", "2026-01-15", ZONE));
    // An earlier instant again (a pinned clock in a test) gets its own day, not the kept one.
    expect(lastLocalDays(ZONE, 1, before)).toEqual(
      localDaysRange("2026-01-14", "2026-01-14", ZONE),
    );
  });

  it("keeps ranges of several days apart from one day, and zones apart", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(lastLocalDays(ZONE, 7, now)).toEqual(localDaysRange("2026-03-05", "2026-03-11", ZONE));
    expect(lastLocalDays(ZONE, 1, now)).toEqual(localDaysRange("2026-03-11", "2026-03-11", ZONE));
    expect(lastLocalDays("UTC", 1, now)).toEqual(localDaysRange("2026-03-10", "2026-03-10", "UTC"));
  });
});
