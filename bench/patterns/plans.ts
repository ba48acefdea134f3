import type { DiaryPlan } from "./generate-diary";

/**
 * Seed sets. The engine's settings are chosen on the TUNING seeds only (diagnose.ts defaults to
 * them); the REPORTING seeds are the ones the README quotes (run.ts defaults to them). Each seed
 * gives 1320 diaries; pooling four gives 5280, of which 800 are 4-week diaries without a
 * trigger and 768 hold a 4-week trigger with reaction probability >= 0.6.
 */
export const TUNING_SEEDS: readonly number[] = [777, 1001, 1002, 1003];
export const REPORTING_SEEDS: readonly number[] = [20250106, 778, 4242, 9001];

export const PROBABILITIES = [0.3, 0.45, 0.6, 0.75, 0.9];
export const DURATIONS = [2, 4, 8];

/** Reads "--seeds=tuning", "--seeds=reporting" or "--seeds=1,2,3" (a lone --seed=N too). */
export function seedsFrom(args: ReadonlyMap<string, string>, fallback: readonly number[]) {
  const named = args.get("seeds") ?? args.get("seed");
  if (!named) return fallback;
  if (named === "tuning") return TUNING_SEEDS;
  if (named === "reporting") return REPORTING_SEEDS;
  return named.split(",").map(Number);
}

/** Command-line arguments "--key=value" as a map. */
export function parseArgs(argv: readonly string[]): Map<string, string> {
  return new Map(
    argv.map((arg) => {
      const [key, ...rest] = arg.replace(/^--/, "").split("=");
      return [key, rest.join("=")] as const;
    }),
  );
}

/**
 * The diaries of one seed: per length (2, 4, 8 weeks) 200 without trigger, 160 with one and 80
 * with two (times scale), reaction probabilities cycling over PROBABILITIES, every other trigger
 * diary with a confounder.
 */
export function plansFor(seed: number, scale = 1, weeks: readonly number[] = DURATIONS) {
  const list: DiaryPlan[] = [];
  let n = 0;
  for (const length of DURATIONS) {
    const counts = [200, 160, 80].map((c) => Math.round(c * scale));
    counts.forEach((count, triggers) => {
      for (let i = 0; i < count; i++) {
        const reactionProbabilities = Array.from(
          { length: triggers },
          (_, k) => PROBABILITIES[(i + 2 * k) % PROBABILITIES.length],
        );
        const plan = {
          seed: seed * 7919 + n++,
          weeks: length,
          reactionProbabilities,
          confounder: i % 2 === 1,
        };
        if (weeks.includes(length)) list.push(plan);
      }
    });
  }
  return list;
}
