// `npm run bench cases`: simulated children follow (and sometimes slip from) a case plan; the
// verdicts are scored against the planted truth and against a passive diary of the same days.
// Options: --seed=N (first seed), --n=N (children per row), --days=14,10.
import { judgeCase } from "../../src/domain/cases/verdict";
import { detectPatterns } from "../../src/domain/patterns/detect-patterns";
import { parseArgs } from "../patterns/plans";
import { type Scenario, type SimulatedCase, simulateCase } from "./simulate";

const args = parseArgs(process.argv.slice(2));
// Settings were chosen on seed 20260101; the README quotes this one.
const firstSeed = Number(args.get("seed") ?? 4242);
const perRow = Number(args.get("n") ?? 200);
const lengths = (args.get("days") ?? "14,10").split(",").map(Number);
/** --clue-window: the case knows the lag window of its clue (as when opened from a pattern). */
const clueWindow = args.has("clue-window");
const PROBABILITIES = [0.3, 0.45, 0.6, 0.75, 0.9];

type Outcome = "trigger" | "not-trigger" | "not-enough";

interface Scored {
  /** The case's verdict on the planted truth: right, none ("not enough") or wrong. */
  caseResult: "right" | "none" | "wrong";
  /** First case day (from 8) from which the verdict was decisive and right, if ever. */
  caseDays: number | null;
  passiveResult: "right" | "none" | "wrong";
  passiveDays: number | null;
  /** The trigger left at least 3 case days with a logged reaction it caused (the ceiling). */
  detectable: boolean;
}

function judgeAt(c: SimulatedCase, k: number) {
  const days = c.plan.days.slice(0, k);
  return judgeCase({
    suspect: c.suspect,
    partner: c.partner,
    days,
    lagWindow: c.plan.lagWindow,
    marks: c.marks,
    meals: c.meals,
    checks: c.checks,
    timeZone: "UTC",
  });
}

/** Right, none or wrong for a case's foods: the trigger (if among them) named alone, the others cleared. */
function caseScore(c: SimulatedCase, k: number): "right" | "none" | "wrong" {
  const verdict = judgeAt(c, k);
  const outcomes = new Map<string, Outcome>(verdict.foods.map((f) => [f.food, f.outcome]));
  const trigger = c.trigger?.food;
  const foods = [...outcomes.keys()];
  if (foods.some((f) => f !== trigger && outcomes.get(f) === "trigger")) return "wrong";
  if (trigger && outcomes.has(trigger)) {
    const t = outcomes.get(trigger);
    if (t === "not-trigger") return "wrong";
    return t === "trigger" ? "right" : "none";
  }
  return foods.every((f) => outcomes.get(f) === "not-trigger") ? "right" : "none";
}

function passiveScore(c: SimulatedCase, days: number): "right" | "none" | "wrong" {
  const end = c.passive.meals[0] ? c.passive.meals[0].at + days * 86_400_000 : 0;
  const meals = c.passive.meals.filter((m) => m.at < end);
  const checks = c.passive.checks.filter((m) => m.at < end);
  const findings = detectPatterns(meals, checks);
  const trigger = c.trigger?.food;
  const named = (food: string) => findings.some((f) => f.foods.includes(food));
  const alone = (food: string) => findings.some((f) => f.foods.length === 1 && f.foods[0] === food);
  const asked = [c.suspect, ...(c.partner ? [c.partner] : [])];
  if (asked.some((f) => f !== trigger && alone(f))) return "wrong";
  if (trigger && asked.includes(trigger)) {
    if (c.partner) return alone(trigger) ? "right" : "none";
    return named(trigger) ? "right" : "none";
  }
  return asked.some(named) ? "wrong" : "none";
}

function score(c: SimulatedCase, length: number): Scored {
  const caseResult = caseScore(c, length);
  let caseDays: number | null = null;
  for (let k = 8; k <= length && caseResult === "right"; k++) {
    if (caseScore(c, k) === "right") {
      caseDays = k;
      break;
    }
  }
  const passiveResult = passiveScore(c, length);
  let passiveDays: number | null = null;
  for (const k of [7, 10, length]) {
    if (k <= length && passiveResult === "right" && passiveScore(c, k) === "right") {
      passiveDays = k;
      break;
    }
  }
  const asked = [c.suspect, ...(c.partner ? [c.partner] : [])];
  const detectable =
    c.trigger !== null && asked.includes(c.trigger.food) && c.revealedDays.size >= 3;
  return { caseResult, caseDays, passiveResult, passiveDays, detectable };
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)}%`);
function median(xs: number[]): string {
  if (xs.length === 0) return "-";
  const s = [...xs].sort((a, b) => a - b);
  return String(s[Math.floor(s.length / 2)]);
}

function row(label: string, scored: Scored[]) {
  const n = scored.length;
  const count = (key: "caseResult" | "passiveResult", v: string) =>
    scored.filter((s) => s[key] === v).length;
  return [
    label,
    String(n),
    pct(count("caseResult", "right"), n),
    pct(count("caseResult", "none"), n),
    pct(count("caseResult", "wrong"), n),
    median(scored.flatMap((s) => (s.caseDays ? [s.caseDays] : []))),
    pct(count("passiveResult", "right"), n),
    pct(count("passiveResult", "none"), n),
    pct(count("passiveResult", "wrong"), n),
    median(scored.flatMap((s) => (s.passiveDays ? [s.passiveDays] : []))),
    label.startsWith("not") ? "-" : pct(scored.filter((s) => s.detectable).length, n),
  ];
}

function printTable(rows: string[][]) {
  const head = [
    "scenario",
    "n",
    "case right",
    "case not enough",
    "case wrong",
    "case days",
    "diary right",
    "diary nothing",
    "diary wrong",
    "diary days",
    "ceiling",
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(line(head));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? ":" : "-") + "-".repeat(w) + (i === 0 ? "-" : ":")).join("|")}|`,
  );
  for (const r of rows) console.log(line(r));
}

const started = performance.now();
for (const length of lengths) {
  const lag = clueWindow ? "the clue's lag window" : "no lag window (1-9 h)";
  console.log(
    `\n${length}-day cases (${lag}) against a passive diary of ${length} days, ${perRow} children a row (seed ${firstSeed})\n`,
  );
  let seed = firstSeed;
  const run = (kind: Scenario["kind"], probability: number) =>
    Array.from({ length: perRow }, () =>
      score(simulateCase({ seed: seed++, days: length, kind, probability, clueWindow }), length),
    );
  const rows: string[][] = [];
  const strong: Scored[] = [];
  for (const p of PROBABILITIES) {
    const scored = run("trigger", p);
    if (p >= 0.6) strong.push(...scored);
    rows.push(row(`trigger p=${p}`, scored));
  }
  rows.push(row("trigger p>=0.6", strong));
  const nulls = [0.3, 0.6, 0.9].flatMap((p) => run("null", p));
  rows.push(row("not a trigger", nulls));
  const split = [0.6, 0.75, 0.9].flatMap((p) => run("split", p));
  rows.push(row("split pair, p>=0.6", split));
  // Milk only ever drunk (Log a Drink), and dairy eaten as different foods from day to day.
  const drink = [0.6, 0.75, 0.9].flatMap((p) => run("drink", p));
  rows.push(row("milk drunk, p>=0.6", drink));
  const component = [0.6, 0.75, 0.9].flatMap((p) => run("component", p));
  rows.push(row("dairy as foods, p>=0.6", component));
  printTable(rows);
  const rightOf = (xs: Scored[]) =>
    pct(xs.filter((s) => s.caseResult === "right").length, xs.length);
  console.log(
    `\nDrinks and components (${length} days): milk drunk right ${rightOf(drink)}, dairy right ${rightOf(component)} (food triggers p>=0.6: ${rightOf(strong)})`,
  );
  const falseTrigger = nulls.filter((s) => s.caseResult === "wrong").length;
  console.log(
    `\nTargets (${length} days): trigger p>=0.6 right ${pct(strong.filter((s) => s.caseResult === "right").length, strong.length)} (>= 95%), ` +
      `"trigger" on non-triggers ${pct(falseTrigger, nulls.length)} (<= 5%), ` +
      `split named alone ${pct(split.filter((s) => s.caseResult === "right").length, split.length)} (>= 90%)`,
  );
}
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
