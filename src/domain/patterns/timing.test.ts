import { describe, expect, it } from "vitest";
import { binCounts, lagGrid, timingData, visibilityOf } from "./background";
import type { Exposure } from "./lag-table";
import { DEFAULT_PATTERN_OPTIONS as OPTIONS } from "./options";
import { prepareMeals } from "./prepare";
import { fitEither, fitFood, rateWith } from "./timing";

describe("lagGrid", () => {
  it("spreads each window's prior weight evenly over its lags", () => {
    const { lags, logLagPrior } = lagGrid([{ from: 1, to: 4 }], 0.5, 1);
    expect([...lags]).toEqual([1, 2, 3, 4]);
    expect([...logLagPrior].map(Math.exp)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it("gives a late window lateWeight of the main one's weight", () => {
    // Window 1-2 holds 1 over lags 1 and 2; window 2-3 holds 0.5 over lags 2 and 3.
    const { lags, logLagPrior } = lagGrid(
      [
        { from: 1, to: 2 },
        { from: 2, to: 3 },
      ],
      0.5,
      1,
    );
    expect([...lags]).toEqual([1, 2, 3]);
    const prior = [...logLagPrior].map(Math.exp);
    expect(prior[0]).toBeCloseTo(1 / 3, 12);
    expect(prior[1]).toBeCloseTo(1 / 2, 12);
    expect(prior[2]).toBeCloseTo(1 / 6, 12);
  });
});

describe("background of the day", () => {
  // Five episodes at 9:00 (bin 2) over ten days.
  const onsets = Float64Array.from([0, 1, 2, 3, 4].map((d) => d * 24 + 9));

  it("counts episodes per bin with priorDays of the common rate", () => {
    const { counts, span, prior } = binCounts(onsets, 10, OPTIONS);
    expect([...counts]).toEqual([0, 0, 5, 0, 0, 0]);
    expect(span).toBe(10);
    // 10 days x (5.5 episodes / 240 h) x 4 h.
    expect(prior).toBeCloseTo((10 * 5.5 * 4) / 240, 12);
  });

  it("takes the busiest bin as fully visible and the others no lower than the floor", () => {
    expect([...visibilityOf(onsets, 10, OPTIONS)]).toEqual([0.2, 0.2, 1, 0.2, 0.2, 0.2]);
    expect([...visibilityOf(new Float64Array(), 3, OPTIONS)]).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

/**
 * Two weeks: milk at 8:00 and rice at 18:00 every day, an episode at 10:00 after every milk
 * breakfast but the last three. Foods: 0 milk, 1 rice.
 */
function twoWeeks() {
  const HOUR = 3_600_000;
  const meals = prepareMeals(
    Array.from({ length: 14 }, (_, d) => [
      { id: `b${d}`, at: (d * 24 + 8) * HOUR, foods: ["milk"] },
      { id: `d${d}`, at: (d * 24 + 18) * HOUR, foods: ["rice"] },
    ]).flat(),
  );
  const onsets = Float64Array.from({ length: 11 }, (_, d) => d * 24 + 10);
  const exposure = (food: number): Exposure => {
    const times = meals.times.filter((_, m) => meals.foods[m].includes(food));
    return { times, weights: new Float64Array(times.length).fill(1) };
  };
  const data = (step: number, spread: number) =>
    timingData(meals, onsets, 14, lagGrid(OPTIONS.windows, 0.5, step), spread, exposure, OPTIONS);
  return { sharp: data(0.25, 0.5), diffuse: data(0.5, 1) };
}

describe("fitFood", () => {
  const { sharp, diffuse } = twoWeeks();

  it("finds a food followed by an episode at a steady lag, with that lag and a high chance", () => {
    const milk = fitFood(sharp, 0);
    expect(milk.logBayes).toBeGreaterThan(5);
    expect(milk.lag).toBe(2);
    expect(milk.chance).toBeGreaterThan(0.6);
    expect(milk.lagPosterior.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it("counts quiet meals against a food", () => {
    expect(fitFood(sharp, 1).logBayes).toBeLessThan(0);
  });

  it("averages sharp and diffuse reactions half and half", () => {
    const a = fitFood(sharp, 0).logBayes;
    const b = fitFood(diffuse, 0).logBayes;
    const either = fitEither(sharp, diffuse, 0).logBayes;
    expect(either).toBeCloseTo(Math.log(0.5 * Math.exp(a) + 0.5 * Math.exp(b)), 9);
  });

  it("adds a fitted food's reactions to the rate at its episodes", () => {
    const rate = rateWith(sharp, new Map([[0, fitFood(sharp, 0)]]));
    for (let o = 0; o < rate.length; o++) expect(rate[o]).toBeGreaterThan(sharp.rate[o]);
    expect(rateWith(sharp, new Map())).toEqual(sharp.rate);
  });
});
