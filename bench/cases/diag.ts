import { DIARY_START_MS } from "../patterns/generate-diary";
import { judge } from "./judge";
import { type Scenario, simulateCase } from "./simulate";

const kind = (process.argv[2] ?? "trigger") as Scenario["kind"];
const child = (process.argv[3] ?? "realistic") as Scenario["child"];
const seed0 = Number(process.argv[4] ?? 777);
const groups = new Map<string, { n: number; right: number; wrong: number }>();
const add = (k: string, r: string) => {
  const g = groups.get(k) ?? { n: 0, right: 0, wrong: 0 };
  g.n++;
  if (r === "right") g.right++;
  if (r === "wrong") g.wrong++;
  groups.set(k, g);
};
for (let i = 0; i < Number(process.argv[5] ?? 300); i++) {
  const c = simulateCase({
    seed: seed0 + i,
    days: 14,
    kind,
    probability: [0.6, 0.75, 0.9][i % 3],
    clueWindow: false,
    child,
  });
  const end = DIARY_START_MS + 14 * 86400000 + 12 * 3600000;
  const out = judge({
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
  const t = c.trigger?.food;
  const by = new Map(out.map((o, j) => [c.truthNames[j], o]));
  let r = "none";
  if ([...by].some(([f, o]) => f !== t && o === "trigger")) r = "wrong";
  else if (t && by.has(t))
    r = by.get(t) === "trigger" ? "right" : by.get(t) === "not-trigger" ? "wrong" : "none";
  else r = [...by.values()].every((o) => o === "not-trigger") ? "right" : "none";
  const b = c.behaviour;
  add("all", r);
  add(`typedVariant=${b.typedVariant && c.suspect !== c.truthNames[0]}`, r);
  add(`variantNames=${b.variantNames > 0}`, r);
  add(`substitutes=${b.substitutes}`, r);
  add(`sparse=${b.missionChecks < 0.55}`, r);
  add(`late=${b.lateLog > 0}`, r);
  add(`bg=${b.background}`, r);
  add(`bug=${b.bug !== null}`, r);
  add(`away=${b.readerZone !== null}`, r);
  add(
    `lag=${c.trigger ? (c.trigger.lagHours > 12 ? ">12" : c.trigger.lagHours > 8 ? "8-12" : "<8") : "-"}`,
    r,
  );
  add(`carrier=${c.suspect === "milk" && c.trigger?.food === "chocolate"}`, r);
}
for (const [k, g] of [...groups].sort())
  console.log(
    k.padEnd(24),
    String(g.n).padStart(4),
    `right ${((100 * g.right) / g.n).toFixed(0)}%`.padEnd(11),
    `wrong ${((100 * g.wrong) / g.n).toFixed(0)}%`,
  );
