import { monitorEventLoopDelay } from "node:perf_hooks";
import { detectPatterns } from "../../src/domain/patterns/detect-patterns";
import { PatternEngine } from "../../src/server/modules/patterns/engine";
import { generateDiary } from "./generate-diary";

/** The longest event-loop stall (ms) while `work` runs `runs` times, one after the other. */
async function longestStall(runs: number, work: () => Promise<unknown>): Promise<number> {
  const monitor = monitorEventLoopDelay({ resolution: 1 });
  monitor.enable();
  for (let i = 0; i < runs; i++) {
    await work();
    // Let the loop turn between runs, as between two users' refreshes.
    await new Promise((resolve) => setImmediate(resolve));
  }
  monitor.disable();
  return monitor.max / 1e6;
}

/**
 * How long the server's event loop is held up while the engine analyses a three-year diary:
 * run on the event loop, and in the engine's worker thread as the server runs it.
 */
export async function eventLoopFigures(seed: number) {
  const diary = generateDiary({ seed, weeks: 156, reactionProbabilities: [0.6], confounder: true });
  const { meals, checks } = diary;
  const inline = await longestStall(10, async () => detectPatterns(meals, checks));
  const engine = new PatternEngine();
  await engine.detect(meals, checks); // the worker starts on first use
  const worker = await longestStall(10, () => engine.detect(meals, checks));
  await engine.close();
  return { meals: meals.length, checks: checks.length, inline, worker };
}
