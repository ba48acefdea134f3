import { readFoodCached, whereItHides } from "../foods/index";
import type { EvidenceFact, TroubleName } from "./facts";
import type { VerdictOutcome } from "./types";

/**
 * A food's name as the first word of a compound ("egg day", "pancake-free day"): a plain
 * plural becomes singular; mass nouns and names that only end in s stay as they are.
 */
export function singularName(food: string): string {
  const words = food.trim().split(/\s+/);
  const last = words[words.length - 1];
  const lower = last.toLowerCase();
  let one = last;
  if (lower.length > 4 && lower.endsWith("ies")) one = `${last.slice(0, -3)}y`;
  else if (/(ch|sh|x|tomato|potato)es$/.test(lower)) one = last.slice(0, -2);
  else if (lower.length > 3 && lower.endsWith("s") && !/(ss|us|is|ous|chips)$/.test(lower)) {
    one = last.slice(0, -1);
  }
  return [...words.slice(0, -1), one].join(" ");
}

/** "a" or "an" before a phrase, by its first sound as spelled ("an egg day", "a milk day"). */
export function withArticle(phrase: string): string {
  return /^[aeio]|^u(?!ni|se|su)/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/**
 * The foods the suspect hides in, besides itself, at most 3: the food reader's keys ("chocolate
 * milk", "milkshake"), facts worded at the edge (i18n/words/food-names.ts).
 */
export function hidingPlaces(food: string): string[] {
  const key = readFoodCached(food).key ?? food.toLowerCase();
  return whereItHides(food, 4)
    .filter((f) => f !== key)
    .slice(0, 3);
}

/**
 * Whether the suspect is served plain: flavoured versions of it exist among the foods it hides
 * in (plain milk, not chocolate milk). A fact: its words are made at the edge.
 */
export function servedPlain(food: string): boolean {
  const key = readFoodCached(food).key ?? food.toLowerCase();
  return hidingPlaces(food).some((f) => f.includes(key));
}

/** The case mission's checks a case day asks for: the morning check-in, the one at the lag's time, and bedtime. */
export const CASE_MISSION_TARGET = 3;

/** What a food's evidence is made of. */
export interface EvidenceNumbers {
  readonly outcome: VerdictOutcome;
  readonly trouble: TroubleName;
  readonly exposedDays: number;
  readonly exposedTroubleDays: number;
  readonly freeDays: number;
  readonly freeTroubleDays: number;
}

/**
 * What a food's evidence rests on, e.g. "ouchy on 4 of 5 milk days, 0 of 6 milk-free days"
 * ("counts"): days with tummy trouble among the days the food was eaten, and among the days it
 * was not. When those counts do not favour the verdict (a trigger whose trouble is as common on
 * both kinds, a "probably not" with more trouble on the food's days), the evidence is the timing
 * after eating instead ("timed" for a trigger, "untimed" for a "probably not").
 */
export function evidenceOf(e: EvidenceNumbers): EvidenceFact {
  const on = e.exposedDays > 0 ? e.exposedTroubleDays / e.exposedDays : 0;
  const off = e.freeDays > 0 ? e.freeTroubleDays / e.freeDays : 0;
  if (e.outcome === "trigger" && on <= off) return { code: "timed", trouble: e.trouble };
  if (e.outcome === "not-trigger" && on > off) return { code: "untimed", trouble: e.trouble };
  return { code: "counts", trouble: e.trouble };
}
