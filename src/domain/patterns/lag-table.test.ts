import { describe, expect, it } from "vitest";
import { SQRT_2PI } from "./gaussian";
import { lagTable, sparseRatios } from "./lag-table";

const BINS = 6;

describe("lagTable", () => {
  // Meals at 8:00 on day 0 (logged) and 8:00 on day 1 (probably eaten, weight 0.5).
  const exposure = { times: Float64Array.from([8, 32]), weights: Float64Array.from([1, 0.5]) };
  const lags = Float64Array.from([1, 5, 17]);
  const table = lagTable(exposure, lags);

  it("classes the meals by weight", () => {
    expect([...table.classWeights]).toEqual([1, 0.5]);
    expect([...table.mealClass]).toEqual([0, 1]);
  });

  it("bins every meal + lag, wrapping past midnight", () => {
    // 9:00 is bin 2, 13:00 bin 3, 1:00 next day bin 0.
    expect([...table.bins]).toEqual([2, 2, 3, 3, 0, 0]);
  });

  it("counts the meals of each class in each bin, per lag", () => {
    const at = (j: number, c: number, b: number) => table.counts[(j * 2 + c) * BINS + b];
    expect(at(0, 0, 2)).toBe(1);
    expect(at(0, 1, 2)).toBe(1);
    expect(at(1, 0, 3)).toBe(1);
    expect(at(2, 1, 0)).toBe(1);
    expect(table.counts.reduce((s, n) => s + n, 0)).toBe(6);
  });

  it("is built once per exposure and grid", () => {
    expect(lagTable(exposure, lags)).toBe(table);
    expect(lagTable(exposure, Float64Array.from(lags))).not.toBe(table);
  });
});

describe("sparseRatios", () => {
  const exposure = { times: Float64Array.from([8, 100]), weights: Float64Array.from([1, 1]) };
  const onsets = Float64Array.from([10]);
  const lags = Float64Array.from([1, 2, 3, 4]);
  const spread = 0.5;
  const norm = 1 / (spread * SQRT_2PI);

  it("lists, lag by lag, the meals with an episode within reach and the kernel over the rate", () => {
    const near = sparseRatios(exposure, onsets, Float64Array.from([0.1]), null, lags, spread, 1.5);
    // The onset is 2 h after meal 0: lags 1, 2 and 3 reach it, lag 4 does not; meal 1 never.
    expect([...near.start]).toEqual([0, 1, 2, 3, 3]);
    expect([...near.meal]).toEqual([0, 0, 0]);
    expect(near.ratio[1]).toBeCloseTo(norm / 0.1, 12);
    expect(near.ratio[0]).toBeCloseTo((norm * Math.exp(-2)) / 0.1, 12);
    expect(near.ratio[2]).toBeCloseTo(near.ratio[0], 12);
  });

  it("scales each onset by its mark weight", () => {
    const rate = Float64Array.from([0.1]);
    const plain = sparseRatios(exposure, onsets, rate, null, lags, spread, 1.5);
    const marked = sparseRatios(exposure, onsets, rate, Float64Array.from([2]), lags, spread, 1.5);
    expect(marked.ratio[1]).toBeCloseTo(2 * plain.ratio[1], 12);
  });
});
