import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PatternRefresher } from "./refresher";

/**
 * An analysis that takes `ms` of (fake) time and records when each run started and ended.
 * The clock is Vitest's fake one, so the order of events is exact and nothing really waits.
 */
function slowAnalysis(ms: number) {
  const runs: { userId: string; start: number; end: number }[] = [];
  const analyse = async (userId: string) => {
    const start = Date.now();
    await new Promise((r) => setTimeout(r, ms));
    runs.push({ userId, start, end: Date.now() });
  };
  return { runs, analyse };
}

describe("PatternRefresher", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("analyses a burst of changes once, after the quiet period", async () => {
    const { runs, analyse } = slowAnalysis(5);
    const refresher = new PatternRefresher(analyse, () => undefined, 50);
    const startedAt = Date.now();
    for (let i = 0; i < 5; i++) {
      refresher.request("sam");
      await vi.advanceTimersByTimeAsync(10);
    }
    // Still inside the quiet period of the last change: nothing has run.
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(1);
    // It started once the last change (at 40 ms) had been quiet for 50 ms.
    expect(runs[0]?.start).toBe(startedAt + 90);
    await refresher.idle();
    expect(runs).toHaveLength(1);
  });

  it("a read runs what is due at once instead of waiting for the quiet period", async () => {
    const { runs, analyse } = slowAnalysis(5);
    const refresher = new PatternRefresher(analyse, () => undefined, 60_000);
    refresher.request("sam");
    let settled = false;
    const read = refresher.settled("sam").then(() => {
      settled = true;
    });
    // Only the analysis' own 5 ms pass: far less than the 60 s quiet period.
    await vi.advanceTimersByTimeAsync(5);
    await read;
    expect(settled).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it("runs once more for a change that arrives during a run, never two at once", async () => {
    const { runs, analyse } = slowAnalysis(40);
    const refresher = new PatternRefresher(analyse, () => undefined, 1);
    refresher.request("sam");
    await vi.advanceTimersByTimeAsync(15); // the first run is under way
    expect(runs).toHaveLength(0);
    refresher.request("sam");
    refresher.request("sam");
    const read = refresher.settled("sam");
    await vi.runAllTimersAsync();
    await read;
    expect(runs).toHaveLength(2);
    expect(runs[1]?.start).toBeGreaterThanOrEqual(runs[0]?.end ?? Number.POSITIVE_INFINITY);
  });

  it("keeps users apart and reports failures without stopping", async () => {
    const errors: unknown[] = [];
    const seen: string[] = [];
    const refresher = new PatternRefresher(
      async (userId) => {
        seen.push(userId);
        if (userId === "broken") throw new Error("engine failed");
      },
      (e) => errors.push(e),
      1,
    );
    refresher.request("broken");
    refresher.request("alex");
    await refresher.idle();
    expect(seen.sort()).toEqual(["alex", "broken"]);
    expect(errors).toHaveLength(1);
  });
});
