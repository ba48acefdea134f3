// `node --import tsx bench/cases/behaviours.ts [trigger|null|split] [realistic|ideal|aches] [seed] [n]`:
// the 14-day verdicts of realistic children broken down by what each child and family does, to
// see which behaviour a shortfall comes from. Reaction probabilities 0.6, 0.75 and 0.9 in turn.
import { DIARY_START_MS } from "../patterns/generate-diary";
import { judge } from "./judge";
import { type Scenario, simulateCase } from "./simulate";

const kind = (process.argv[2] ?? "trigger") as Scenario["kind"];
const child = (process.argv[3] ?? "realistic") as Scenario["child"];
const firstSeed = Number(process.argv[4] ?? 90210);
const n = Number(process.argv[5] ?? 300);
const DAY_MS = 86_400_000;

const groups = new Map<string, { n: number; right: number; wrong: number }>();
const add = (key: string, result: string) => {
  const g = groups.get(key) ?? { n: 0, right: 0, wrong: 0 };
  g.n++;
  if (result === "right") g.right++;
  if (result === "wrong") g.wrong++;
  groups.set(key, g);
};

for (let i = 0; i < n; i++) {
  const c = simulateCase({
    seed: firstSeed + i,
    days: 14,
    kind,
    probability: [0.6, 0.75, 0.9][i % 3],
    clueWindow: false,
    child,
  });
  const end = DIARY_START_MS + 14 * DAY_MS + 12 * 3_600_000;
  const outcomes = judge({
    suspect: c.suspect,
    partner: c.partner,
    days: c.plan.days,
    lagWindow: c.plan.lagWindow,
    marks: c.marks,
    illDays: c.illDays,
    meals: c.meals.filter((m) => m.at < end),
    checks: c.checks.filter((m) => m.at < end),
    homeZone: "UTC",
    readerZone: c.behaviour.readerZone ?? "UTC",
  });
  const trigger = c.trigger?.food;
  const byFood = new Map(outcomes.map((o, j) => [c.truthNames[j], o]));
  let result = "none";
  if ([...byFood].some(([f, o]) => f !== trigger && o === "trigger")) result = "wrong";
  else if (trigger && byFood.has(trigger)) {
    const t = byFood.get(trigger);
    result = t === "trigger" ? "right" : t === "not-trigger" ? "wrong" : "none";
  } else result = [...byFood.values()].every((o) => o === "not-trigger") ? "right" : "none";
  const b = c.behaviour;
  const lag = c.trigger?.lagHours;
  add("all", result);
  add(`checks: ${b.missionChecks < 0.55 ? "sparse (20-50%)" : "most (60-95%)"}`, result);
  add(`aches logged late: ${b.lateLog > 0 ? "some" : "none"}`, result);
  add(`background: ${b.background}`, result);
  add(`tummy bug: ${b.bug ? (b.marksIll ? "marked ill" : "not marked") : "none"}`, result);
  add(`substitutes on free days: ${b.substitutes ? "yes" : "no"}`, result);
  add(`name variants logged: ${b.variantNames > 0 ? "yes" : "no"}`, result);
  add(`case typed as a variant: ${c.suspect !== c.truthNames[0] ? "yes" : "no"}`, result);
  add(`verdict read abroad: ${b.readerZone ? "yes" : "no"}`, result);
  add(
    `lag: ${lag === undefined ? "-" : lag > 12 ? "12-20 h" : lag > 8 ? "8-12 h" : "1-8 h"}`,
    result,
  );
  add(`carrier (chocolate milk): ${trigger === "chocolate" ? "yes" : "no"}`, result);
  add(`ceiling (3+ revealing days): ${c.revealedDays.size >= 3 ? "yes" : "no"}`, result);
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)}%`;
console.log(`| ${kind}, ${child} children, seed ${firstSeed} | n | right | wrong |`);
console.log("|:--|--:|--:|--:|");
for (const [key, g] of [...groups].sort()) {
  console.log(`| ${key} | ${g.n} | ${pct(g.right, g.n)} | ${pct(g.wrong, g.n)} |`);
}
