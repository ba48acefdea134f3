import { addDays } from "../local-day";
import type { WindowHours } from "../patterns/types";
import { seededRandom, shuffle } from "./random";
import {
  type CasePlan,
  MAX_CASE_DAYS,
  MIN_CASE_DAYS,
  type PlanDay,
  type PlanDayKind,
  type PlanInput,
} from "./types";
import { dayName, freeDayRule } from "./words";

/** When no clue gives one: the pattern engine's whole range of lags (DESIGN 1-4 h plus late windows). */
export const DEFAULT_LAG_WINDOW: WindowHours = { from: 1, to: 9 };
/** Never more days of one kind in a row (suspect units and free days). */
export const MAX_RUN = 2;
/** The suspect food is eaten by dinner at the latest (local hour). */
const LAST_SERVING_HOUR = 19;
/** Spread of a reaction around its lag that the gap also leaves room for (hours). */
const ONSET_SPREAD_HOURS = 1;
/** The next day's observations start when the child wakes (local hour, next day). */
const NEXT_WAKING_HOUR = 24 + 7;
/** Order is drawn again (deterministically) until no kind bunches up. */
const MAX_DRAWS = 200;

/**
 * Rest days after each suspect day: none while a reaction to a dinner serving still comes
 * before the next morning, one more for each further day a slow reaction may reach.
 */
export function restDaysFor(lag: WindowHours): number {
  const lastReaction = LAST_SERVING_HOUR + lag.to + ONSET_SPREAD_HOURS;
  return Math.max(0, Math.ceil((lastReaction - NEXT_WAKING_HOUR) / 24));
}

function longestRun(order: readonly PlanDayKind[]): number {
  let best = 0;
  let run = 0;
  order.forEach((kind, i) => {
    run = i > 0 && order[i - 1] === kind ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/** Permuted blocks of two suspect and two free units, the last block cut to the counts left. */
function blockOrder(suspects: number, frees: number, random: () => number): PlanDayKind[] {
  const order: PlanDayKind[] = [];
  let s = suspects;
  let f = frees;
  while (s + f > 0) {
    const block: PlanDayKind[] = [];
    for (let i = 0; i < 2 && s > 0; i++, s--) block.push("suspect");
    for (let i = 0; i < 2 && f > 0; i++, f--) block.push("free");
    order.push(...shuffle(block, random));
  }
  return order;
}

/**
 * A case plan: suspect and free days in a randomised, balanced order (permuted blocks of four,
 * never more than MAX_RUN of a kind in a row), each suspect day followed by the rest days its
 * reaction lag needs, over the number of days the parent chose. Deterministic for its seed.
 */
export function planCase(input: PlanInput): CasePlan {
  if (!Number.isInteger(input.days) || input.days < MIN_CASE_DAYS || input.days > MAX_CASE_DAYS) {
    throw new RangeError(`A case lasts ${MIN_CASE_DAYS} to ${MAX_CASE_DAYS} days`);
  }
  const lagWindow = input.lagWindow ?? DEFAULT_LAG_WINDOW;
  const rest = restDaysFor(lagWindow);
  const random = seededRandom(input.seed);
  // Units: a suspect day with its rest days, or one free day; as many of each as fit.
  let suspects = Math.floor(input.days / (2 + rest));
  if (rest === 0 && input.days % 2 === 1 && random() < 0.5) suspects += 1;
  const frees = input.days - suspects * (1 + rest);
  let order = blockOrder(suspects, frees, random);
  for (let draw = 1; draw < MAX_DRAWS && longestRun(order) > MAX_RUN; draw++) {
    order = blockOrder(suspects, frees, random);
  }
  const kinds = order.flatMap((k): PlanDayKind[] =>
    k === "suspect" ? ["suspect", ...Array<PlanDayKind>(rest).fill("rest")] : ["free"],
  );
  const days: PlanDay[] = kinds.map((kind, i) => ({ date: addDays(input.startDate, i), kind }));
  const plan = { suspect: input.suspect, partner: input.partner, days, lagWindow };
  return { ...plan, restDaysAfterSuspect: rest, reasons: planReasons({ ...plan, rest }) };
}

function planReasons(p: {
  suspect: string;
  partner: string | null;
  days: readonly PlanDay[];
  lagWindow: WindowHours;
  rest: number;
}): string[] {
  const count = (kind: PlanDayKind) => p.days.filter((d) => d.kind === kind).length;
  const s = dayName(p, "suspect");
  const f = dayName(p, "free");
  const reasons = [
    `${p.days.length} days, as you chose: ${count("suspect")} ${s} days and ${count("free")} ${f} days, so the two kinds can be compared.`,
    `The days come in a random order, in small balanced blocks: never more than ${MAX_RUN} of a kind in a row, so a busy week or a cold does not fall on one kind only.`,
  ];
  if (p.partner) {
    reasons.push(
      `${capital(p.suspect)} and ${p.partner} are usually eaten together, so the case compares days with ${p.suspect} but no ${p.partner} against days with ${p.partner} but no ${p.suspect}.`,
    );
  }
  reasons.push(
    `On ${s} days, have ${p.suspect} at breakfast and again at lunch: two servings give a reaction two chances to show, before bedtime.`,
  );
  if (!p.partner) reasons.push(freeDayRule(p.suspect));
  const { from, to } = p.lagWindow;
  reasons.push(
    p.rest === 0
      ? `No rest day is needed: a reaction to ${p.suspect} is expected ${from} to ${to} hours after eating, before the next morning.`
      : `Each ${s} day is followed by ${p.rest} rest day${p.rest > 1 ? "s" : ""} without ${p.suspect}, not counted: a reaction may come up to ${to} hours later.`,
  );
  return reasons;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
