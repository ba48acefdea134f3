import { describe, expect, it } from "vitest";
import { buildEpisodes, discomfortKindsOf, normaliseFoodName, prepareMeals } from "./prepare";

const HOUR = 3_600_000;
const check = (hour: number, feeling: string, bathroomEvent: string | null = null) => ({
  id: `c${hour}`,
  at: hour * HOUR,
  feeling,
  bathroomEvent,
});

describe("prepareMeals", () => {
  it("trims, lower-cases and dedupes the foods of a meal, and drops empty meals", () => {
    const prepared = prepareMeals([
      { id: "b", at: 2 * HOUR, foods: ["Milk ", "  milk", "Peanut   Butter"] },
      { id: "a", at: 1 * HOUR, foods: [" ", ""] },
      { id: "c", at: 3 * HOUR, foods: ["MILK"] },
    ]);
    expect(prepared.foodNames).toEqual(["milk", "peanut butter"]);
    expect([...prepared.exposures]).toEqual([2, 1]);
    expect([...prepared.times]).toEqual([2, 3]);
    expect(normaliseFoodName("  Maple\tSyrup ")).toBe("maple syrup");
  });
});

describe("discomfort episodes", () => {
  it("reads the kinds of a check", () => {
    expect(discomfortKindsOf(check(0, "happy", "just right"))).toEqual([]);
    expect(discomfortKindsOf(check(0, "ouchy", "super runny"))).toEqual(["ouchy", "runny"]);
    expect(discomfortKindsOf(check(0, "Happy", "tough to go"))).toEqual(["tough"]);
    expect(discomfortKindsOf(check(0, "uncomfortable", null))).toEqual(["uncomfortable"]);
  });

  it("counts entries within two hours of an episode's start once", () => {
    const episodes = buildEpisodes(
      [
        check(10, "ouchy"),
        check(10.5, "ouchy", "runny tummy"),
        check(11.9, "ouchy"),
        check(12.5, "ouchy"),
        check(20, "happy", "just right"),
      ],
      2,
    );
    expect([...episodes.ouchy.onsets]).toEqual([10, 12.5]);
    expect([...episodes.runny.onsets]).toEqual([10.5]);
    expect([...episodes.any.onsets]).toEqual([10, 12.5]);
    expect([...episodes.tough.onsets]).toEqual([]);
  });
});
