import { describe, expect, it } from "vitest";
import { MORNING_ENDS_HOUR, nightOf, nightsToShow } from "./sleep";

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
