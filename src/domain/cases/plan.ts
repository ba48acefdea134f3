import { whereItHides } from "../foods/index";
import { addDays, localTime } from "../local-day";
import type { WindowHours } from "../patterns/types";
import type { PlanReason, StartReason } from "./facts";
import { seededRandom, shuffle } from "./random";
import {
  type CasePlan,
  MAX_CASE_DAYS,
  MAX_CASE_TOTAL_DAYS,
  MAX_EXTENSION_DAYS,
  MIN_CASE_DAYS,
  type PlanDay,
  type PlanDayKind,
  type PlanInput,
} from "./types";
import { servedPlain } from "./words";

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
export function planCase(input: PlanInput, { freeFirst = false } = {}): CasePlan {
  if (!Number.isInteger(input.days) || input.days < MIN_CASE_DAYS || input.days > MAX_CASE_DAYS) {
    throw new RangeError(`A case lasts ${MIN_CASE_DAYS} to ${MAX_CASE_DAYS} days`);
  }
  const lagWindow = input.lagWindow ?? DEFAULT_LAG_WINDOW;
  const rest = restDaysFor(lagWindow);
  const days = planDays(input.days, input.startDate, rest, seededRandom(input.seed), freeFirst);
  const plan = { suspect: input.suspect, partner: input.partner, days, lagWindow };
  return { ...plan, restDaysAfterSuspect: rest, reasons: planReasons({ ...plan, rest }) };
}

/**
 * Suspect, free and rest days in balanced random blocks, from a start date; with `freeFirst`,
 * drawn again until day 1 is a free day too (a case that starts after today's breakfast).
 */
function planDays(
  count: number,
  startDate: string,
  rest: number,
  random: () => number,
  freeFirst = false,
) {
  // Units: a suspect day with its rest days, or one free day; as many of each as fit.
  let suspects = Math.floor(count / (2 + rest));
  if (rest === 0 && count % 2 === 1 && random() < 0.5) suspects += 1;
  const frees = count - suspects * (1 + rest);
  const fits = (order: readonly PlanDayKind[]) =>
    longestRun(order) <= MAX_RUN && (!freeFirst || order[0] === "free");
  let order = blockOrder(suspects, frees, random);
  for (let draw = 1; draw < MAX_DRAWS && !fits(order); draw++) {
    order = blockOrder(suspects, frees, random);
  }
  const kinds = order
    .flatMap((k): PlanDayKind[] =>
      k === "suspect" ? ["suspect", ...Array<PlanDayKind>(rest).fill("rest")] : ["free"],
    )
    .slice(0, count);
  return kinds.map((kind, i): PlanDay => ({ date: addDays(startDate, i), kind }));
}

/**
 * The plan with `extraDays` (1 to MAX_EXTENSION_DAYS, and MAX_CASE_TOTAL_DAYS in all) more days
 * from `startDate` (the day the family says yes; the day after its last one by default), planned
 * the same way (balanced random blocks, the same rest days), deterministic for the seed. The
 * days before it keep their blocks; days between the plan's end and the start are not case days.
 */
export function extendPlan(
  plan: CasePlan,
  extraDays: number,
  seed: number,
  startDate?: string,
): CasePlan {
  const room = MAX_CASE_TOTAL_DAYS - plan.days.length;
  if (
    !Number.isInteger(extraDays) ||
    extraDays < 1 ||
    extraDays > Math.min(MAX_EXTENSION_DAYS, room)
  ) {
    throw new RangeError(
      `A case is extended by 1 to ${MAX_EXTENSION_DAYS} days, ${MAX_CASE_TOTAL_DAYS} days in all`,
    );
  }
  const last = plan.days[plan.days.length - 1];
  const next = addDays(last.date, 1);
  const start = startDate !== undefined && startDate > next ? startDate : next;
  const more = planDays(extraDays, start, plan.restDaysAfterSuspect, seededRandom(seed));
  // A rest day is owed after a suspect day that ended the plan (unless days passed since).
  const owed = last.kind === "suspect" && start === next ? plan.restDaysAfterSuspect : 0;
  const days = [
    ...plan.days,
    ...more.map((d, i): PlanDay => (i < owed ? { ...d, kind: "rest" } : d)),
  ];
  const reason: PlanReason = {
    code: "extended",
    days: extraDays,
    before: plan.days.length,
    from: start === next ? null : start,
  };
  return {
    ...plan,
    days,
    reasons: [...plan.reasons, reason],
    extensions: (plan.extensions ?? 0) + 1,
  };
}

/**
 * The local hour at which the case mission asks for a tummy check: where the lag window points
 * after the lunch serving (12:30 plus the middle of the window), between 10:00 and 19:00, on
 * the half hour.
 */
export function missionCheckHour(lag: WindowHours): number {
  const hour = 12.5 + (lag.from + Math.min(lag.to, 12)) / 2;
  return Math.min(19, Math.max(10, Math.round(hour * 2) / 2));
}

/** A case day begins with breakfast: from this local hour, today's breakfast is over. */
export const BREAKFAST_ENDS_HOUR = 10;

/** Whether today's breakfast is over at `now` in the family's zone (ADR 023). */
export function breakfastIsOver(now: Date, timeZone: string): boolean {
  return Number(localTime(now, timeZone).slice(0, 2)) >= BREAKFAST_ENDS_HOUR;
}

/**
 * Where a case that was asked to start today starts (ADR 023). Before breakfast is over: today,
 * unless what was already eaten today breaks day 1 (the suspect on a free day, the partner on a
 * split case's suspect day). After breakfast, day 1 asks only for what is still ahead: a free
 * day (no suspect for the rest of today) when the suspect alone is tested and was not eaten
 * today; a split case, whose every day serves a food at breakfast, starts tomorrow. A case
 * moved to tomorrow is planned from the same seed, with a reason that says so.
 */
export function planFromToday(
  input: PlanInput,
  eatenToday: (food: string) => boolean,
  { breakfastOver = false } = {},
): { plan: CasePlan; movedToTomorrow: boolean } {
  const tomorrow = (why: (day1: PlanDayKind) => StartReason) => {
    const moved = planCase({ ...input, startDate: addDays(input.startDate, 1) });
    const reason = why(moved.days[0].kind);
    return { plan: { ...moved, reasons: [reason, ...moved.reasons] }, movedToTomorrow: true };
  };
  if (breakfastOver && input.partner !== null) {
    return tomorrow((day1) => ({ code: "movedBreakfastSplit", day1 }));
  }
  const plan = planCase(input, { freeFirst: breakfastOver });
  const first = plan.days[0].kind;
  if (breakfastOver && first !== "free") {
    return tomorrow((day1) => ({ code: "movedBreakfast", day1 }));
  }
  const broken =
    (first !== "suspect" && eatenToday(input.suspect)) ||
    (first === "suspect" && input.partner !== null && eatenToday(input.partner));
  if (broken) {
    const food = (first === "suspect" ? input.partner : input.suspect) ?? input.suspect;
    return tomorrow((day1) => ({ code: "movedEaten", food, day1 }));
  }
  if (!breakfastOver) return { plan, movedToTomorrow: false };
  const reason: PlanReason = { code: "todayFree" };
  // Told after the days' counts, which stay the plan's first reason.
  const [counts, ...others] = plan.reasons;
  return { plan: { ...plan, reasons: [counts, reason, ...others] }, movedToTomorrow: false };
}

function planReasons(p: {
  suspect: string;
  partner: string | null;
  days: readonly PlanDay[];
  lagWindow: WindowHours;
  rest: number;
}): PlanReason[] {
  const count = (kind: PlanDayKind) => p.days.filter((d) => d.kind === kind).length;
  const plain = servedPlain;
  const reasons: PlanReason[] = [
    {
      code: "counts",
      days: p.days.length,
      suspectDays: count("suspect"),
      freeDays: count("free"),
    },
    { code: "order", maxRun: MAX_RUN },
  ];
  if (p.partner) reasons.push({ code: "split" });
  reasons.push({ code: "servings", plain: plain(p.suspect) });
  if (p.partner) {
    // Each food served as often and at the same meals: a reaction then has the same chances to
    // show after either, and the one that is followed by trouble stands out alone.
    reasons.push({ code: "partnerServings", plain: plain(p.partner) });
  }
  if (!p.partner) reasons.push({ code: "freeRule", places: freeDayPlaces(p.suspect) });
  if (plain(p.suspect)) reasons.push({ code: "compound" });
  const { from, to } = p.lagWindow;
  reasons.push(
    p.rest === 0 ? { code: "noRest", from, to } : { code: "rest", restDays: p.rest, to },
  );
  return reasons;
}

/** The foods a free day leaves out: where the suspect hides, or the suspect alone. */
export function freeDayPlaces(suspect: string): string[] {
  const places = whereItHides(suspect);
  return places.length > 0 ? places : [suspect];
}
