import { describe, expect, it } from "vitest";
import { PatternRefresher } from "./refresher";

/** An analysis that takes a while and records when each run started and ended. */
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
  it("analyses a burst of changes once, after the quiet period", async () => {
    const { runs, analyse } = slowAnalysis(5);
    const refresher = new PatternRefresher(analyse, () => undefined, 50);
    for (let i = 0; i < 5; i++) refresher.request("sam");
    await new Promise((r) => setTimeout(r, 150));
    expect(runs).toHaveLength(1);
  });

  it("a read runs what is due at once instead of waiting", async () => {
    const { runs, analyse } = slowAnalysis(5);
    const refresher = new PatternRefresher(analyse, () => undefined, 60_000);
    refresher.request("sam");
    const asked = Date.now();
    await refresher.settled("sam");
    expect(runs).toHaveLength(1);
    expect(Date.now() - asked).toBeLessThan(1_000);
  });

  it("runs once more for a change that arrives during a run, never two at once", async () => {
    const { runs, analyse } = slowAnalysis(40);
    const refresher = new PatternRefresher(analyse, () => undefined, 1);
    refresher.request("sam");
    await new Promise((r) => setTimeout(r, 15)); // the first run is under way
    refresher.request("sam");
    refresher.request("sam");
    await refresher.settled("sam");
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
