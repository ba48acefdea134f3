import { describe, expect, it } from "vitest";
import {
  AMOUNT_OPTIONS,
  CUP_ML,
  cupsForAge,
  cupsText,
  DRINK_TYPES,
  drinkTypeOf,
  hydratingCups,
  isDrinkType,
  mlToCups,
  waterGoalCups,
} from "./hydration";

describe("drink types", () => {
  it("has the hydration values and healthy flags of SPEC 9", () => {
    expect(DRINK_TYPES.map((d) => [d.value, d.hydration, d.healthy])).toEqual([
      ["water", 1, true],
      ["milk", 0.9, true],
      ["juice", 0.8, false],
      ["soft_drink", 0.6, false],
      ["other", 0.7, false],
    ]);
    expect(isDrinkType("soft_drink")).toBe(true);
    expect(isDrinkType("soft drink")).toBe(false);
    expect(drinkTypeOf("lemonade").value).toBe("other");
  });
});

describe("amounts", () => {
  it("offers the amounts of SPEC 9, each with one number of cups: amountMl / 240", () => {
    expect(AMOUNT_OPTIONS.map((a) => [a.ml, cupsText(a.ml)])).toEqual([
      [150, "0.6 cups"],
      [240, "1 cup"],
      [350, "1.5 cups"],
      [500, "2.1 cups"],
      [750, "3.1 cups"],
    ]);
  });

  it("converts ml to cups at 240 ml, to 1 decimal", () => {
    expect(CUP_ML).toBe(240);
    expect(mlToCups(240)).toBe(1);
    expect(mlToCups(150)).toBe(0.6);
    expect(mlToCups(350)).toBe(1.5);
    expect(mlToCups(500)).toBe(2.1);
    expect(mlToCups(750)).toBe(3.1);
    expect(mlToCups(0)).toBe(0);
  });
});

describe("water goal", () => {
  it("follows the age bands of SPEC 9", () => {
    expect([1, 3, 4, 8, 9, 13, 14, 18].map(waterGoalCups)).toEqual([4, 4, 5, 5, 6, 6, 7, 7]);
    expect(waterGoalCups(0)).toBe(6);
    expect(waterGoalCups(19)).toBe(6);
    expect(waterGoalCups(null)).toBe(6);
    expect(waterGoalCups(undefined)).toBe(6);
  });
});

describe("hydrating cups", () => {
  it("weights each drink by its hydration value", () => {
    expect(hydratingCups([])).toBe(0);
    expect(
      hydratingCups([
        { drinkType: "water", amountCups: 2 },
        { drinkType: "milk", amountCups: 1 },
        { drinkType: "soft_drink", amountCups: 1.5 },
      ]),
    ).toBe(3.8);
    expect(hydratingCups([{ drinkType: "mystery", amountCups: 1 }])).toBe(0.7);
    expect(hydratingCups([{ drinkType: "juice", amountCups: 3 }])).toBe(2.4);
  });
});

describe("cups as a child reads them", () => {
  it("rounds to halves for a child of 8 or younger: a cup of milk is 1 cup, not 0.9", () => {
    const milk = hydratingCups([{ drinkType: "milk", amountCups: 1 }]);
    expect(milk).toBe(0.9);
    expect(cupsForAge(milk, 6)).toBe(1);
    expect(cupsForAge(2.4, 4)).toBe(2.5);
    expect(cupsForAge(2.2, 8)).toBe(2);
    expect(cupsForAge(3.8, 2)).toBe(4);
    // A sip is never shown as nothing.
    expect(cupsForAge(0.2, 6)).toBe(0.5);
    expect(cupsForAge(0, 6)).toBe(0);
  });

  it("keeps one decimal from 9 years old, and without an age", () => {
    expect(cupsForAge(0.9, 9)).toBe(0.9);
    expect(cupsForAge(2.44, 12)).toBe(2.4);
    expect(cupsForAge(0.9, null)).toBe(0.9);
  });
});
