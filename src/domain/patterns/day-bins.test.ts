import { describe, expect, it } from "vitest";
import { BIN_COUNT, BIN_HOURS, binOf, hourOfDay } from "./day-bins";

describe("bins of the day", () => {
  it("splits the day into six bins of four hours", () => {
    expect(BIN_HOURS).toBe(4);
    expect(BIN_COUNT).toBe(6);
  });

  it("places a time (hours since the epoch) in the bin of its UTC hour", () => {
    expect(binOf(0)).toBe(0);
    expect(binOf(3.99)).toBe(0);
    expect(binOf(4)).toBe(1);
    expect(binOf(24 * 1000 + 9)).toBe(2);
    expect(binOf(23.99)).toBe(5);
    // Before the epoch the hour still counts from midnight.
    expect(binOf(-1)).toBe(5);
  });

  it("gives the hour of the day of a time", () => {
    expect(hourOfDay(49.5)).toBe(1.5);
    expect(hourOfDay(-0.5)).toBe(23.5);
    expect(hourOfDay(24)).toBe(0);
  });
});
