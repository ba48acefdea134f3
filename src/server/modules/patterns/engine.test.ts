import { afterAll, describe, expect, it, vi } from "vitest";
import { detectPatterns } from "../../../domain/patterns/detect-patterns";
import type { PatternMeal, PatternTummyCheck } from "../../../domain/patterns/types";
import { PatternEngine } from "./engine";

const HOUR = 3_600_000;
const START = Date.UTC(2025, 0, 6);

/** Eight weeks: milk at breakfast every other day, an ouchy tummy two hours after most of them. */
function milkDiary() {
  const meals: PatternMeal[] = [];
  const checks: PatternTummyCheck[] = [];
  for (let day = 0; day < 56; day++) {
    const at = (hour: number) => START + (day * 24 + hour) * HOUR;
    const milk = day % 2 === 0;
    meals.push({
      id: `b${day}`,
      at: at(8),
      foods: milk ? ["milk", day % 4 ? "toast" : "cereal"] : ["toast", "jam"],
    });
    meals.push({ id: `l${day}`, at: at(12.5), foods: day % 3 ? ["pasta"] : ["rice", "peas"] });
    meals.push({ id: `d${day}`, at: at(18), foods: ["chicken", "potato"] });
    if (milk && day % 6 !== 4)
      checks.push({ id: `c${day}`, at: at(10), feeling: "ouchy", bathroomEvent: null });
  }
  return { meals, checks };
}

describe("PatternEngine", () => {
  const engine = new PatternEngine();
  afterAll(() => engine.close());

  it("finds in its worker thread exactly what the engine finds", async () => {
    const { meals, checks } = milkDiary();
    const findings = await engine.detect(meals, checks);
    expect(findings).toEqual(detectPatterns(meals, checks));
    expect(findings[0]).toMatchObject({ foodItem: "milk", kind: "ouchy" });
  });

  it("leaves the event loop free while it works", async () => {
    const { meals, checks } = milkDiary();
    let done = false;
    const run = engine.detect(meals, checks).then((found) => {
      done = true;
      return found;
    });
    // On the calling thread the run would be over once the pending promise jobs have run; from
    // a worker its answer needs a turn of the event loop, so no count of promise jobs ends it.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(done).toBe(false);
    expect(await run).toHaveLength(1);
    expect(done).toBe(true);
  });

  it("answers a diary it cannot read with an error, and keeps working", async () => {
    const broken = [{ id: "x", at: 0, foods: null }] as unknown as PatternMeal[];
    await expect(engine.detect(broken, [])).rejects.toThrow(/Pattern detection failed/);
    const { meals, checks } = milkDiary();
    expect(await engine.detect(meals, checks)).toHaveLength(1);
  });

  it("ends its worker after a while without work, and starts a new one when needed", async () => {
    const resting = new PatternEngine(20);
    const { meals, checks } = milkDiary();
    const first = await resting.detect(meals, checks);
    const workerOf = (engine: PatternEngine) => (engine as unknown as { worker?: unknown }).worker;
    expect(workerOf(resting)).toBeDefined();
    // Idle for 20 ms, the worker ends: wait for that, not for a fixed time.
    await vi.waitFor(() => expect(workerOf(resting)).toBeUndefined(), { interval: 5 });
    expect(await resting.detect(meals, checks)).toEqual(first);
    await resting.close();
  });

  it("refuses runs once closed", async () => {
    const closed = new PatternEngine();
    expect(await closed.detect([], [])).toEqual([]);
    await closed.close();
    await expect(closed.detect([], [])).rejects.toThrow(/closed/);
  });
});
