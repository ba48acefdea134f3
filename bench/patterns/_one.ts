import { generateDiary } from "/work/main/bench/patterns/generate-diary";
import { detectPatterns } from "/work/main/src/domain/patterns/detect-patterns";

const [seed, food] = [Number(process.argv[2]), process.argv[3]];
const probs = process.argv[4].split(",").map(Number);
const d = generateDiary({
  seed,
  weeks: 4,
  reactionProbabilities: probs,
  confounder: process.argv[5] === "c",
});
console.log(d.triggers);
const H = 3600000,
  S = Date.UTC(2025, 0, 6);
const fmt = (t: number) =>
  ((t - S) / H / 24).toFixed(2) + "d " + (((t - S) / H) % 24).toFixed(1) + "h";
for (const m of d.meals)
  if (m.foods.includes(d.triggers[0].food)) console.log("meal", fmt(m.at), m.foods.join(","));
for (const c of d.checks)
  if (c.feeling !== "happy" || c.bathroomEvent)
    console.log("check", fmt(c.at), c.feeling, c.bathroomEvent);
console.log(
  detectPatterns(d.meals, d.checks, {
    minConfidence: 0.01,
    maxFalseDiscoveryRate: 1,
    expectedTriggers: 2,
  }).map((f) => f.explanation + " " + f.confidence),
);
