import { whereItHides } from "../foods";
import type { CaseFoods, PlanDayKind, VerdictOutcome } from "./types";

/**
 * Where a suspect hides, as a list a child can check a plate against: "milk, cheese, yogurt,
 * ice cream or pizza" for dairy, "milk, chocolate milk, milkshake..." for milk (foods/).
 */
export function hidingPlaces(suspect: string): string {
  const places = whereItHides(suspect);
  if (places.length <= 1) return places[0] ?? suspect;
  return `${places.slice(0, -1).join(", ")} or ${places[places.length - 1]}`;
}

/** A free day's rule in a parent's words: "Dairy-free day: no milk, cheese, yogurt, ice cream or pizza". */
export function freeDayRule(suspect: string): string {
  return `${capital(suspect)}-free day: no ${hidingPlaces(suspect)}.`;
}

/** The name of a kind of day in a parent's words: "milk", "milk-free", "cereal without milk". */
export function dayName(foods: CaseFoods, kind: PlanDayKind): string {
  if (kind === "rest") return "rest";
  if (foods.partner) {
    return kind === "suspect"
      ? `${foods.suspect} without ${foods.partner}`
      : `${foods.partner} without ${foods.suspect}`;
  }
  return kind === "suspect" ? foods.suspect : `${foods.suspect}-free`;
}

/** Today's instruction in a child's words ("Today is a milk-free day, Detective!"). */
export function childInstruction(foods: CaseFoods, kind: PlanDayKind): string {
  return `Today is a ${dayName(foods, kind)} day, Detective!`;
}

/** What the child does on such a day, in a child's words. */
export function childTask(foods: CaseFoods, kind: PlanDayKind): string {
  const { suspect, partner } = foods;
  if (kind === "rest") return `No ${suspect} today. Log your meals and tummy as usual.`;
  if (partner) {
    const [eat, skip] = kind === "suspect" ? [suspect, partner] : [partner, suspect];
    return `Have ${eat} at breakfast and at lunch, but no ${skip} today. Log every meal!`;
  }
  return kind === "suspect"
    ? `Have ${suspect} at breakfast and at lunch today. Log every meal!`
    : `No ${suspect} today. Can you spot where it hides? Watch out for ${hidingPlaces(suspect)}. Log every meal!`;
}

/** The day before a case starts: what day 1 will be. */
export function firstDayTask(foods: CaseFoods, kind: PlanDayKind): string {
  return `Day 1 is a ${dayName(foods, kind)} day. Get ready!`;
}

/** The case's daily mission: tummy checks are the clues the verdict is made of. */
export const CASE_MISSION = {
  title: "Case mission",
  text: "Do 2 tummy checks today: one after lunch and one before bed.",
  target: 2,
} as const;

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
      return `These days could not settle it. With your doctor or dietitian, you can open a new case for ${food} to add more days.`;
  }
}

/** The words a child sees the day before a case starts. */
export const CASE_STARTS_TOMORROW = "Your case starts tomorrow, Detective!";

/** The words a child sees when the case is over. */
export const CASE_CLOSED_CHILD = "Case closed, Detective! Your grown-up has the verdict.";

/**
 * The evidence sentence, e.g. "ouchy on 4 of 5 milk days, 0 of 6 milk-free days": days with
 * tummy trouble among the days the food was eaten, and among the days it was not.
 */
export function evidenceSentence(e: {
  phrase: string;
  food: string;
  exposedDays: number;
  exposedTroubleDays: number;
  freeDays: number;
  freeTroubleDays: number;
}): string {
  return `${e.phrase} on ${e.exposedTroubleDays} of ${e.exposedDays} ${e.food} days, ${e.freeTroubleDays} of ${e.freeDays} ${e.food}-free days`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
