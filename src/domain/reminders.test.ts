import { describe, expect, it } from "vitest";
import { isQuietTime, nextOccurrence } from "./reminders";

describe("nextOccurrence", () => {
  it("is later today when the time is still ahead, else tomorrow", () => {
    const after = new Date("2027-06-10T10:00:00Z");
    expect(nextOccurrence("12:30", "Europe/Paris", after).toISOString()).toBe(
      "2027-06-10T10:30:00.000Z",
    );
    expect(nextOccurrence("11:30", "Europe/Paris", after).toISOString()).toBe(
      "2027-06-11T09:30:00.000Z",
    );
    expect(
      nextOccurrence("12:00", "Europe/Paris", new Date("2027-06-10T10:00:00Z")).toISOString(),
    ).toBe("2027-06-11T10:00:00.000Z");
  });

  it("moves a time skipped by the spring jump to when the clocks have jumped", () => {
    // New York skips 02:00-03:00 on 14 March 2027: 02:30 happens at 03:30 EDT (07:30 UTC).
    const after = new Date("2027-03-13T12:00:00Z");
    expect(nextOccurrence("02:30", "America/New_York", after).toISOString()).toBe(
      "2027-03-14T07:30:00.000Z",
    );
  });

  it("takes the first of a time that happens twice in the autumn", () => {
    // London repeats 01:00-02:00 on 31 October 2027: 01:30 BST is 00:30 UTC.
    const after = new Date("2027-10-30T12:00:00Z");
    expect(nextOccurrence("01:30", "Europe/London", after).toISOString()).toBe(
      "2027-10-31T00:30:00.000Z",
    );
  });

  it("keeps the local time in a zone far from UTC across its midnight", () => {
    const after = new Date("2027-06-10T11:30:00Z"); // 23:30 in Auckland (UTC+12)
    expect(nextOccurrence("07:00", "Pacific/Auckland", after).toISOString()).toBe(
      "2027-06-10T19:00:00.000Z",
    );
  });
});

describe("isQuietTime", () => {
  it("reads quiet hours within a day and across midnight", () => {
    expect(isQuietTime("12:00", { from: "11:30", to: "13:00" })).toBe(true);
    expect(isQuietTime("13:00", { from: "11:30", to: "13:00" })).toBe(false);
    expect(isQuietTime("23:00", { from: "21:00", to: "07:00" })).toBe(true);
    expect(isQuietTime("06:59", { from: "21:00", to: "07:00" })).toBe(true);
    expect(isQuietTime("07:00", { from: "21:00", to: "07:00" })).toBe(false);
    expect(isQuietTime("07:00", null)).toBe(false);
    expect(isQuietTime("07:00", { from: "07:00", to: "07:00" })).toBe(false);
  });
});
