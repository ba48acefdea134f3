import { createHash } from "node:crypto";
import { detectPatterns } from "../../src/domain/patterns/detect-patterns";
import type { PatternOptions } from "../../src/domain/patterns/options";
import { DIARY_START_MS, generateDiary } from "./generate-diary";
import { parseArgs, plansFor, REPORTING_SEEDS, TUNING_SEEDS } from "./plans";

/**
 * The engine's findings, in full, on the benchmark's diaries: one JSON line per diary run, then
 * a SHA-256 of all of them. A change meant to keep the engine's behaviour (a refactor) must
 * leave this output byte-identical. Run:
 * npx tsx bench/patterns/dump-findings.ts [--seeds=all|reporting|tuning|N,M] > findings.json
 *
 * Covered: every diary of the seeds with the default options; the same diaries with the
 * tuning aid's options (minConfidence 0.05, no false-discovery cut), which shows the weak
 * proposals too; and the first-seed 8-week trigger diaries cut at the days the benchmark
 * replays them.
 */
const args = parseArgs(process.argv.slice(2));
const named = args.get("seeds") ?? "all";
const seeds =
  named === "all"
    ? [...REPORTING_SEEDS, ...TUNING_SEEDS]
    : named === "reporting"
      ? REPORTING_SEEDS
      : named === "tuning"
        ? TUNING_SEEDS
        : named.split(",").map(Number);

const LOOSE: Partial<PatternOptions> = { minConfidence: 0.05, maxFalseDiscoveryRate: 1 };
const PREFIX_DAYS = [7, 10, 14, 17, 21, 24, 28, 35, 42, 49, 56];

const hash = createHash("sha256");
const emit = (line: string) => {
  hash.update(`${line}\n`);
  process.stdout.write(`${line}\n`);
};

for (const [index, seed] of seeds.entries()) {
  for (const plan of plansFor(seed)) {
    const diary = generateDiary(plan);
    const { meals, checks } = diary;
    emit(JSON.stringify({ seed: plan.seed, findings: detectPatterns(meals, checks) }));
    emit(JSON.stringify({ seed: plan.seed, loose: detectPatterns(meals, checks, LOOSE) }));
    if (index !== 0 || plan.weeks !== 8 || diary.triggers.length === 0) continue;
    for (const days of PREFIX_DAYS) {
      const end = DIARY_START_MS + days * 86_400_000;
      const findings = detectPatterns(
        meals.filter((m) => m.at < end),
        checks.filter((c) => c.at < end),
      );
      emit(JSON.stringify({ seed: plan.seed, days, findings }));
    }
  }
}
process.stdout.write(`sha256 ${hash.digest("hex")}\n`);
