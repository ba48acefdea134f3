import { detectPatterns } from "../../src/domain/patterns/detect-patterns";
import type { PatternOptions } from "../../src/domain/patterns/options";
import { generateDiary } from "./generate-diary";
import { parseArgs, plansFor, seedsFrom, TUNING_SEEDS } from "./plans";

/**
 * Tuning aid: on 4-week diaries of the tuning seeds (pooled), the trigger's confidence
 * (triggers with p >= 0.6) and every null diary's findings, with the FDR rule off, so that
 * recall and alerts per null diary can be read off for any confidence threshold. Run:
 * npx tsx bench/patterns/diagnose.ts [--seeds=tuning|N,M] [--weeks=4] [--options=...]
 * [--misses] [--nulls] [--dump]. Never tune on the reporting seeds.
 */
const args = parseArgs(process.argv.slice(2));
const seeds = seedsFrom(args, TUNING_SEEDS);
const weeksList = (args.get("weeks") ?? "4").split(",").map(Number);
const options: Partial<PatternOptions> = {
  minConfidence: 0.05,
  maxFalseDiscoveryRate: 1,
  ...JSON.parse(args.get("options") || "{}"),
};

const strong: number[] = [];
const nullScores: number[] = [];
let nullDiaries = 0;
let undetectable = 0;
const calibration = Array.from({ length: 10 }, () => [0, 0]);
const misses: string[] = [];
for (const plan of seeds.flatMap((seed) => plansFor(seed, 1, weeksList))) {
  const diary = generateDiary(plan);
  const findings = detectPatterns(diary.meals, diary.checks, options);
  const planted = new Set(diary.triggers.map((t) => t.food));
  for (const f of findings) {
    const bin = Math.min(9, Math.floor(f.confidence / 10));
    calibration[bin][0] += 1;
    if (f.foods.some((food) => planted.has(food))) calibration[bin][1] += 1;
  }
  if (diary.triggers.length === 0) {
    nullDiaries += 1;
    for (const f of findings) nullScores.push(f.confidence);
    for (const f of findings)
      if (args.has("dump"))
        console.log(`N ${f.confidence} ${f.occurrences} ${f.exposures} ${f.foods.length}`);
    for (const f of findings) {
      if (f.confidence >= 50 && args.has("nulls"))
        console.log(`null ${plan.seed} ${f.explanation} ${f.confidence}`);
    }
    continue;
  }
  for (const t of diary.triggers) {
    if (t.probability < 0.6) continue;
    const f = findings.find((x) => x.foods.includes(t.food));
    const c = f?.confidence ?? 0;
    strong.push(c);
    const reactions = t.revealingMeals;
    if (reactions < 3) undetectable += 1;
    if (args.has("dump")) {
      const shown = `${f?.occurrences ?? 0} ${f?.exposures ?? 0} ${diary.triggers.length} ${reactions}`;
      console.log(`T ${c} ${shown}`);
    }
    if (c < 85 && reactions >= 3 && args.has("misses")) {
      const top = findings
        .slice(0, 3)
        .map((x) => `${x.foodItem}:${x.kind}:${x.confidence}:${x.occurrences}/${x.exposures}`);
      misses.push(
        `${plan.seed}:${plan.reactionProbabilities.join(",")}:${plan.confounder ? "c" : "x"} ${t.food} p=${t.probability} lag=${t.lagHours.toFixed(1)} conf=${c} ${f ? `${f.kind} ${f.occurrences}/${f.exposures} vs ${f.baselineReactions}/${f.baselineMeals} w${f.windowHours.from}` : "-"} | conf=${diary.confounder?.food ?? ""} | ${top.join(", ")}`,
      );
    }
  }
}
for (const m of misses) console.log(m);
console.log(
  `seeds ${seeds.join(",")} weeks ${weeksList} strong triggers ${strong.length} (undetectable ${undetectable}) null diaries ${nullDiaries}`,
);
for (const t of [5, 20, 35, 50, 60, 70, 80, 85, 90, 93, 95, 97, 99]) {
  const recall = strong.filter((c) => c >= t).length / strong.length;
  const nulls = nullScores.filter((c) => c >= t).length / nullDiaries;
  console.log(`>=${t}: recall ${recall.toFixed(3)} null ${nulls.toFixed(3)}`);
}
console.log(
  "calibration (confidence decile: findings, share true):",
  calibration.map(([n, t], i) => `${i * 10}s ${n}:${n ? (t / n).toFixed(2) : "-"}`).join(" "),
);
