import { readFoodCached, whereItHides } from "../foods/index";
import type { CaseFoods, PlanDayKind, VerdictOutcome } from "./types";

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

/** A free day's rule in a parent's words: "Dairy-free day: no milk, cheese, yogurt, ice cream or pizza". */
export function freeDayRule(suspect: string): string {
  const places = whereItHides(suspect);
  return `${capital(suspect)}-free day: no ${orList(places.length > 0 ? places : [suspect])}.`;
}

/** The name of a kind of day in a parent's words: "milk", "milk-free", "cereal without milk". */
export function dayName(foods: CaseFoods, kind: PlanDayKind): string {
  if (kind === "rest") return "rest";
  if (foods.partner) {
    return kind === "suspect"
      ? `${foods.suspect} without ${foods.partner}`
      : `${foods.partner} without ${foods.suspect}`;
  }
  const food = singularName(foods.suspect);
  return kind === "suspect" ? food : `${food}-free`;
}

/** Today's instruction in a child's words ("Today is a milk-free day, Detective!"). */
export function childInstruction(foods: CaseFoods, kind: PlanDayKind): string {
  return `Today is ${withArticle(`${dayName(foods, kind)} day`)}, Detective!`;
}

/** The foods the suspect hides in, besides itself ("chocolate milk", "milkshake"), at most 3. */
export function hidingPlaces(food: string): string[] {
  const key = readFoodCached(food).key ?? food.toLowerCase();
  return whereItHides(food, 4)
    .filter((f) => f !== key)
    .slice(0, 3);
}

/** The plain food when flavoured versions of it exist ("plain milk", not chocolate milk). */
export function plainName(food: string): string {
  const key = readFoodCached(food).key ?? food.toLowerCase();
  return hidingPlaces(food).some((f) => f.includes(key)) ? `plain ${food}` : food;
}

const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/** What the child does on such a day, in a child's words. */
export function childTask(foods: CaseFoods, kind: PlanDayKind): string {
  const { suspect, partner } = foods;
  const hides = hidingPlaces(suspect);
  const notEven = hides.length > 0 ? `, not even in ${orList(hides)}` : "";
  if (kind === "rest") return `No ${suspect} today${notEven}. Log your meals and tummy as usual.`;
  if (partner) {
    const [eat, skip] = kind === "suspect" ? [suspect, partner] : [partner, suspect];
    return `Have ${plainName(eat)} at breakfast and at lunch, but no ${skip} today. Log every meal!`;
  }
  return kind === "suspect"
    ? `Have ${plainName(suspect)} at breakfast and at lunch today. Log every meal!`
    : `No ${suspect} today${notEven}. Can you spot where else it hides? Log every meal!`;
}

/** The day before a case starts: what day 1 will be. */
export function firstDayTask(foods: CaseFoods, kind: PlanDayKind): string {
  return `Day 1 is ${withArticle(`${dayName(foods, kind)} day`)}. Get ready!`;
}

/** A local hour as a child reads it: 14 is "2 pm", 17.5 "5:30 pm". */
export function clockWords(hour: number): string {
  const h = Math.floor(hour);
  const m = Math.round((hour - h) * 60);
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "am" : "pm"}`;
}

/** The case mission's title; its checks are the clues the verdict is made of. */
export const CASE_MISSION_TITLE = "Case mission";
/** Checks a case day asks for: the morning check-in, the one at the lag's time, and bedtime. */
export const CASE_MISSION_TARGET = 3;

/** The case mission in a child's words: a check at the time the lag points to, at bedtime, and in the morning. */
export function caseMissionText(checkHour: number): string {
  return `Tummy check at ${clockWords(checkHour)}, Detective! One more at bedtime, and in the morning: any tummy trouble in the night?`;
}

/** The outcomes as a parent reads them. */
export const OUTCOME_LABELS = {
  trigger: "Very likely a trigger",
  "not-trigger": "Probably not a trigger",
  "not-enough": "Not enough evidence: extend the case",
} as const satisfies Record<VerdictOutcome, string>;

/** What to do next, per outcome, for the parent. */
export function nextSteps(food: string, outcome: VerdictOutcome): string {
  switch (outcome) {
    case "trigger":
      return `Share this verdict with your child's doctor or dietitian before changing what your child eats. They can say whether to leave out ${food}, how, and for how long.`;
    case "not-trigger":
      return `${capital(food)} is probably not behind the tummy trouble. Keep logging as usual: the detective keeps looking for other clues.`;
    case "not-enough":
      return `These days could not settle it. With your doctor or dietitian, you can extend the case by 7 more days (up to 28 days in all), or open a new case for ${food} later.`;
  }
}

/**
 * What would help when 28 days could not settle it: checks at the time the reactions would
 * come, ill days marked, every meal logged; and the doctor before any change.
 */
export function whatWouldHelp(food: string, lagHours: number | null, checkHour: number): string {
  const lag = lagHours === null ? null : Math.max(1, Math.round(lagHours));
  const when =
    lag === null
      ? `at the mission's time, ${clockWords(checkHour)}`
      : `about ${lag} hour${lag === 1 ? "" : "s"} after ${food} (the mission's check is at ${clockWords(checkHour)})`;
  return `The diary could not settle it in the days a case may have. What would help, if you look again later: a tummy check every day ${when}, marking the days your child was ill so they are left out, and logging every meal and drink. Talk with your child's doctor or dietitian before changing what your child eats.`;
}

/** The words a child sees the day before a case starts. */
export const CASE_STARTS_TOMORROW = "Your case starts tomorrow, Detective!";

/** The words a child sees when the case is over. */
export const CASE_CLOSED_CHILD = "Case closed, Detective! Your grown-up has the verdict.";

/** What an evidence sentence is made of. */
export interface EvidenceFacts {
  readonly outcome: VerdictOutcome;
  readonly phrase: string;
  readonly food: string;
  readonly exposedDays: number;
  readonly exposedTroubleDays: number;
  readonly freeDays: number;
  readonly freeTroubleDays: number;
  /** Hours after eating at which reactions fit best, and the food days with trouble then. */
  readonly lagHours: number;
  readonly timedTroubleDays: number;
}

const days = (n: number, name: string) => `${n} ${name} day${n === 1 ? "" : "s"}`;

/**
 * The evidence sentence, e.g. "ouchy on 4 of 5 milk days, 0 of 6 milk-free days": days with
 * tummy trouble among the days the food was eaten, and among the days it was not. A kind of day
 * with none counted says so. When those counts do not favour the verdict (a trigger whose
 * trouble is as common on both kinds, a "probably not" with more trouble on the food's days),
 * the sentence tells what the verdict rests on instead: the timing after eating.
 */
export function evidenceFor(e: EvidenceFacts): string {
  const name = singularName(e.food);
  const on = e.exposedDays > 0 ? e.exposedTroubleDays / e.exposedDays : 0;
  const off = e.freeDays > 0 ? e.freeTroubleDays / e.freeDays : 0;
  if (e.outcome === "trigger" && on <= off) {
    return `${e.phrase} about ${e.lagHours} hours after ${e.food} on ${e.timedTroubleDays} of ${days(e.exposedDays, name)}: at the same time after eating, again and again`;
  }
  if (e.outcome === "not-trigger" && on > off) {
    return `tummy trouble came at no steady time after ${e.food}: ${e.timedTroubleDays} of ${days(e.exposedDays, name)} had it about ${e.lagHours} hours later`;
  }
  const part = (trouble: number, n: number, label: string) =>
    n === 0 ? `no ${label} days counted` : `${trouble} of ${days(n, label)}`;
  return `${e.phrase} on ${part(e.exposedTroubleDays, e.exposedDays, name)}, ${part(e.freeTroubleDays, e.freeDays, `${name}-free`)}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
