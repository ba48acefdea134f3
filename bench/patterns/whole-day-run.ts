import { foodContains, isComponentKey } from "../../src/domain/foods";
import { detectPatterns } from "../../src/domain/patterns/detect-patterns";
import type { PatternOptions } from "../../src/domain/patterns/options";
import { ratio, type Tally } from "./evaluate";
import { DURATIONS, PROBABILITIES } from "./plans";
import { generateWholeDay, type WholeDayKind, type WholeDayPlan } from "./whole-day";

/** Per seed and length: this many diaries of each kind (drink, component, none). */
export const WHOLE_DAY_PER_KIND = 100;

type Cell = { found: Tally; alone: Tally; asMember: Tally; detectable: Tally };
const emptyCell = (): Cell => ({
  found: { hits: 0, total: 0 },
  alone: { hits: 0, total: 0 },
  asMember: { hits: 0, total: 0 },
  detectable: { hits: 0, total: 0 },
});
const add = (t: Tally, hit: boolean) => {
  t.total += 1;
  t.hits += hit ? 1 : 0;
};

/** The whole-day diaries of one seed (per length and kind, probabilities cycling). */
export function wholeDayPlans(seed: number, perKind = WHOLE_DAY_PER_KIND): WholeDayPlan[] {
  const plans: WholeDayPlan[] = [];
  let n = 0;
  for (const weeks of DURATIONS) {
    for (const kind of ["drink", "component", "none"] as WholeDayKind[]) {
      for (let i = 0; i < perKind; i++) {
        plans.push({
          seed: seed * 104_729 + n++,
          weeks,
          kind,
          probability: PROBABILITIES[i % PROBABILITIES.length] ?? 0.6,
        });
      }
    }
  }
  return plans;
}

/**
 * Runs the engine on the whole-day diaries and prints, per kind and length: recall of the
 * planted trigger (all probabilities, and p >= 0.6 as the food target), the share named alone,
 * for a component the share found only as one of its foods, the ceiling (3+ revealing intakes),
 * and null alerts per diary without trigger.
 */
export function runWholeDay(
  seeds: readonly number[],
  options: Partial<PatternOptions>,
  perKind = WHOLE_DAY_PER_KIND,
): string {
  const cells = new Map<string, Cell>();
  const nulls = new Map<number, Tally>();
  let elapsed = 0;
  let diaries = 0;
  for (const seed of seeds) {
    for (const plan of wholeDayPlans(seed, perKind)) {
      const diary = generateWholeDay(plan);
      const t0 = performance.now();
      const findings = detectPatterns(diary.meals, diary.checks, options);
      elapsed += performance.now() - t0;
      diaries += 1;
      if (plan.kind === "none" || diary.trigger === null) {
        const t = nulls.get(plan.weeks) ?? { hits: 0, total: 0 };
        t.total += 1;
        t.hits += findings.length;
        nulls.set(plan.weeks, t);
        continue;
      }
      const trigger = diary.trigger;
      const found = findings.some((f) => f.foods.includes(trigger));
      const alone = findings.some((f) => f.foods.length === 1 && f.foods[0] === trigger);
      // Not found by its name: for a component, found as one of its foods; for a drink, found
      // as a component it contains (cola as caffeine).
      const asMember =
        !found &&
        findings.some((f) =>
          f.foods.some((food) =>
            plan.kind === "component"
              ? diary.members.includes(food)
              : isComponentKey(food) && foodContains(trigger, food),
          ),
        );
      for (const key of [
        `${plan.kind}:${plan.weeks}:all`,
        plan.probability >= 0.6 ? `${plan.kind}:${plan.weeks}:strong` : "",
      ]) {
        if (!key) continue;
        const cell = cells.get(key) ?? emptyCell();
        add(cell.found, found);
        if (found) add(cell.alone, alone);
        add(cell.asMember, asMember);
        add(cell.detectable, diary.revealing >= 3);
        cells.set(key, cell);
      }
    }
  }
  const rows: string[] = [
    `Whole-day diaries: ${diaries} (seeds ${seeds.join(", ")}; per seed and length ${perKind} of each kind), late logs, typos, respellings and substitutes included`,
    "| kind, length | recall (all p) | recall p>=0.6 | named alone | found otherwise: a dairy food, or the drink's component | ceiling p>=0.6 |",
    "|:-------------|---------------:|--------------:|------------:|-------------------------:|---------------:|",
  ];
  for (const kind of ["drink", "component"]) {
    for (const weeks of DURATIONS) {
      const all = cells.get(`${kind}:${weeks}:all`) ?? emptyCell();
      const strong = cells.get(`${kind}:${weeks}:strong`) ?? emptyCell();
      rows.push(
        `| ${kind} trigger, ${weeks} wk | ${ratio(all.found, 3)} | ${ratio(strong.found, 3)} (${strong.found.hits}/${strong.found.total}) | ${ratio(all.alone)} | ${ratio(all.asMember)} | ${ratio(strong.detectable, 3)} |`,
      );
    }
  }
  for (const weeks of DURATIONS) {
    const t = nulls.get(weeks) ?? { hits: 0, total: 0 };
    rows.push(
      `| no trigger, ${weeks} wk | null alerts per diary ${(t.hits / Math.max(1, t.total)).toFixed(3)} (${t.hits}/${t.total}) | | | | |`,
    );
  }
  rows.push(`Engine on whole-day diaries: ${(elapsed / Math.max(1, diaries)).toFixed(2)} ms/diary`);
  return rows.join("\n");
}
