import { describe, expect, it } from "vitest";
import { integrateChance, normalCdf } from "./gaussian";

/** log of the mean over q uniform on lo..1 of the likelihood, by the midpoint rule. */
function numeric(
  lo: number,
  quiet: [weight: number, count: number][],
  active: [weight: number, ratio: number][],
) {
  const steps = 20_000;
  let sum = 0;
  for (let i = 0; i < steps; i++) {
    const q = lo + ((i + 0.5) * (1 - lo)) / steps;
    let like = 1;
    for (const [w, n] of quiet) like *= (1 - w * q) ** n;
    for (const [w, r] of active) like *= 1 + w * q * (r - 1);
    sum += like;
  }
  return Math.log(sum / steps);
}

describe("integrateChance", () => {
  it("is 0 with no meals (the likelihood is 1 for every chance)", () => {
    const [logValue] = integrateChance(0.3, [], [], [], []);
    expect(logValue).toBe(0);
  });

  it("matches numerical integration when the top is inside the range", () => {
    const quiet: [number, number][] = [[0.8, 4]];
    const active: [number, number][] = [
      [1, 6],
      [1, 6],
      [1, 6],
      [0.5, 3],
    ];
    const [logValue, best] = integrateChance(
      0.3,
      quiet.map(([w]) => w),
      quiet.map(([, n]) => n),
      active.map(([w]) => w),
      active.map(([, r]) => r),
    );
    expect(logValue).toBeCloseTo(numeric(0.3, quiet, active), 1);
    expect(best).toBeGreaterThan(0.3);
    expect(best).toBeLessThan(1);
  });

  it("puts the best chance at the lower end when every meal is quiet", () => {
    const [logValue, best] = integrateChance(0.3, [1], [10], [], []);
    expect(best).toBe(0.3);
    expect(logValue).toBeCloseTo(numeric(0.3, [[1, 10]], []), 1);
    expect(logValue).toBeLessThan(-3);
  });
});

describe("normalCdf", () => {
  it("gives the standard normal's distribution within 1e-7", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655254, 6);
  });
});
