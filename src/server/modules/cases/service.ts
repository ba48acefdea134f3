import { randomInt } from "node:crypto";
import type { CaseList, CaseToday, CaseView, OpenCase } from "../../../contracts/cases";
import { checkedDates, localHour, mealHas } from "../../../domain/cases/days";
import {
  breakfastIsOver,
  extendPlan,
  missionCheckHour,
  planCase,
  planFromToday,
} from "../../../domain/cases/plan";
import { type SafetyProblem, safetyProblems } from "../../../domain/cases/safety";
import { MAX_CASE_DAYS, MAX_CASE_TOTAL_DAYS, MIN_CASE_DAYS } from "../../../domain/cases/types";
import { judgeCase } from "../../../domain/cases/verdict";
import { CASE_MISSION_TARGET, hidingPlaces, servedPlain } from "../../../domain/cases/words";
import { addDays, localDate } from "../../../domain/local-day";
import { mealsAndDrinks } from "../../../domain/patterns/intakes";
import type { PatternMeal, PatternTummyCheck } from "../../../domain/patterns/types";
import type { Db, Tx } from "../../db/client";
import { verdictAsData, verdictOf } from "../../db/verdict-data";
import { localDaysRange } from "../../lib/day-range";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { drinksBetween } from "../drinks/repo";
import type { DiaryWrite, Player } from "../game/diary-write";
import { writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import { mealsBetween } from "../meals/repo";
import { applyCaseVerdict } from "../patterns/case-verdict";
import { evidenceOf } from "../patterns/presenter";
import { findPattern } from "../patterns/repo";
import { sleepLogsOfNights } from "../sleep-logs/repo";
import { tummyChecksBetween } from "../tummy-checks/repo";
import { canExtend, planOf, presentCase } from "./presenter";
import {
  type CaseRow,
  casesOf,
  findCaseForUpdate,
  insertCase,
  openCaseOf,
  updateCase,
} from "./repo";

/** Reactions to the last day's food may come in the night after it. */
const AFTER_LAST_DAY_MS = 12 * 3_600_000;
/** A morning check-in before this local hour is the mission's "any tummy trouble in the night?". */
const MORNING_UNTIL = 11;

/** The zone a case's days are read in: the family's zone when it was opened, never the reader's. */
const zoneOf = (row: CaseRow, player: Player) => row.timeZone ?? player.timeZone;

async function diaryOf(tx: Tx, userId: string, range: { from: Date; to: Date }, until: Date) {
  const meals = await mealsBetween(tx, userId, range);
  const drinks = await drinksBetween(tx, userId, range);
  const checks = await tummyChecksBetween(tx, userId, { from: range.from, to: until });
  return {
    // A drink of the suspect counts as eating it (water never counts).
    meals: mealsAndDrinks(
      meals.map(
        (m): PatternMeal => ({
          id: m.id,
          at: m.timestamp.getTime(),
          foods: [...m.detectedFoods, ...m.manualFoods],
        }),
      ),
      drinks.map((d) => ({ ...d, at: d.timestamp.getTime() })),
    ),
    checks: checks.map(
      (c): PatternTummyCheck => ({
        id: c.id,
        at: c.timestamp.getTime(),
        feeling: c.feeling,
        bathroomEvent: c.bathroomEvent,
      }),
    ),
  };
}

/** Opens a case once the set-up's safety rules hold; the plan is drawn and stored. */
export async function openCase(db: Db, player: Player, body: OpenCase, now = new Date()) {
  await closeEndedCase(db, player, now);
  return db.transaction(async (tx) => {
    const suspect = body.suspect.trim();
    const partner = body.partner?.trim() || null;
    if (partner && partner.toLowerCase() === suspect.toLowerCase()) {
      throw badRequest("errors.splitNeedsTwoFoods", {
        partner: "errors.splitNeedsTwoFoods",
      });
    }
    const open = await openCaseOf(tx, player.id);
    const problems = safetyProblems({
      food: suspect,
      days: body.days,
      allergySigns: body.allergySigns,
      agreedWithClinician: body.agreedWithClinician,
      openCases: open ? 1 : 0,
    });
    const blocking = problems.filter((p) => p.field !== "open");
    if (blocking.length > 0) {
      // Facts, worded at the edge: the foods as typed (a split case names both) and the lengths.
      const key = (p: SafetyProblem) => caseProblemKey(p, partner !== null);
      const byField = Object.fromEntries(blocking.map((p) => [p.field, key(p)]));
      throw badRequest(key(blocking[0]), byField, "invalid_input", {
        food: suspect,
        ...(partner ? { partner } : {}),
        min: MIN_CASE_DAYS,
        max: MAX_CASE_DAYS,
      });
    }
    if (problems.length > 0) throw conflict("errors.case_already_open", "case_already_open");
    let lagWindow = null;
    if (body.patternId) {
      const pattern = await findPattern(tx, player.id, body.patternId);
      if (!pattern) throw notFound("errors.clueNotFound");
      lagWindow = evidenceOf(pattern).windowHours ?? null;
    }
    const timeZone = player.timeZone;
    const today = localDate(now, timeZone);
    const seed = randomInt(1, 2 ** 31 - 1);
    const input = { suspect, partner, days: body.days, lagWindow, seed };
    let plan = planCase({ ...input, startDate: addDays(today, 1) });
    if (body.start === "today") {
      // A case whose first day is already broken by what was eaten today starts tomorrow; after
      // breakfast, today can only be a free day (ADR 023).
      const range = localDaysRange(today, today, timeZone);
      const { meals } = await diaryOf(tx, player.id, range, now);
      const eaten = meals.filter((m) => m.at <= now.getTime());
      plan = planFromToday(
        { ...input, startDate: today },
        (food) => eaten.some((m) => mealHas(m, food)),
        { breakfastOver: breakfastIsOver(now, timeZone) },
      ).plan;
    }
    const row = await insertCase(tx, {
      userId: player.id,
      patternId: body.patternId ?? null,
      suspect,
      partner,
      startDate: plan.days[0].date,
      endDate: plan.days[plan.days.length - 1].date,
      seed,
      plan: { ...plan },
      timeZone,
    });
    if (!row) throw conflict("errors.case_already_open", "case_already_open");
    return presentCase(row);
  });
}

/**
 * Closes a case whose last day has ended (in the family's zone): its verdict from its own days,
 * stored as the domain's data, and told to its clue, in a diary write (the child's lock before
 * the case's and the patterns' ones). Idempotent: a closed case is returned as it is, so a stored
 * verdict never changes on a later read.
 */
async function closeIfEnded(w: DiaryWrite, row: CaseRow, now: Date): Promise<CaseRow> {
  const { tx, player } = w;
  const timeZone = zoneOf(row, player);
  if (row.status !== "open" || row.endDate >= localDate(now, timeZone)) return row;
  const plan = planOf(row);
  const range = localDaysRange(row.startDate, row.endDate, timeZone);
  const diary = await diaryOf(
    tx,
    player.id,
    range,
    new Date(range.to.getTime() + AFTER_LAST_DAY_MS),
  );
  // The nights of the case (and the one before and after): the morning check-in's waking time
  // ends the window its night's trouble is read in.
  const dates = [
    ...new Set(plan.days.flatMap((d) => [addDays(d.date, -1), d.date, addDays(d.date, 1)])),
  ];
  const nights = (await sleepLogsOfNights(tx, player.id, dates)).map((n) => ({
    bedtime: n.bedtime.getTime(),
    wokeAt: n.wokeAt?.getTime() ?? null,
  }));
  const verdict = judgeCase({
    suspect: row.suspect,
    partner: row.partner,
    days: plan.days,
    lagWindow: plan.lagWindow,
    marks: row.marks,
    illDays: row.illDays,
    ...diary,
    timeZone,
    extendedDays: row.extendedDays,
    extensions: plan.extensions ?? (row.extendedDays > 0 ? 1 : 0),
    nights,
  });
  const closed = await updateCase(tx, player.id, row.id, {
    status: "closed",
    verdict: verdictAsData(verdict),
    closedAt: now,
    timeZone,
  });
  // A clue the verdict confirms earns its pattern badges now, as a confirmation by hand does.
  if (row.patternId && (await applyCaseVerdict(tx, player.id, row.patternId, row.id, verdict))) {
    w.patterns = true;
    await settleProgress(w);
  }
  return closed;
}

/**
 * The write that gives an ended case its verdict, taken on the first read or write of the cases
 * after its last day: a diary write, under the case's row lock, once (a closed case is left as
 * it is).
 */
export async function closeEndedCase(db: Db, player: Player, now = new Date()): Promise<void> {
  // Most reads find no open case that has ended: they take no lock.
  const open = await openCaseOf(db, player.id);
  if (!open || open.endDate >= localDate(now, zoneOf(open, player))) return;
  await writeDiary(db, player, async (w) => {
    const row = await findCaseForUpdate(w.tx, player.id, open.id);
    if (row) await closeIfEnded(w, row, now);
  });
}

async function todayOf(
  player: Player,
  row: CaseRow,
  now: Date,
  checks: readonly PatternTummyCheck[],
): Promise<CaseToday> {
  const plan = planOf(row);
  const timeZone = zoneOf(row, player);
  const today = localDate(now, timeZone);
  const index = plan.days.findIndex((d) => d.date === today);
  const day = index >= 0 ? plan.days[index] : null;
  const checkHour = missionCheckHour(plan.lagWindow);
  const hours = checks
    .filter((c) => localDate(new Date(c.at), timeZone) === today)
    .map((c) => localHour(c.at, timeZone));
  const morning = hours.some((h) => h < MORNING_UNTIL) ? 1 : 0;
  const later = hours.filter((h) => h >= checkHour - 1).length;
  return {
    caseId: row.id,
    date: today,
    dayNumber: index + 1,
    totalDays: plan.days.length,
    kind: day?.kind ?? null,
    firstKind: plan.days[0].kind,
    suspect: plan.suspect,
    partner: plan.partner,
    hidingPlaces: hidingPlaces(plan.suspect),
    plainSuspect: servedPlain(plan.suspect),
    plainPartner: plan.partner !== null && servedPlain(plan.partner),
    mission: {
      checkHour,
      target: CASE_MISSION_TARGET,
      done: Math.min(CASE_MISSION_TARGET, morning + Math.min(2, later)),
    },
  };
}

/**
 * The user's cases, newest first, with today's instruction and the days of the open case that
 * still lack a tummy check. A read: the verdict of an ended case is written first, by the write
 * that closes it.
 */
export async function listCases(db: Db, player: Player, now = new Date()): Promise<CaseList> {
  await closeEndedCase(db, player, now);
  return db.transaction(async (tx) => {
    const rows = await casesOf(tx, player.id);
    const open = rows.find((r) => r.status === "open");
    if (!open) return { today: null, cases: rows.map((r) => presentCase(r)) };
    const timeZone = zoneOf(open, player);
    const today = localDate(now, timeZone);
    // Local dates compare as text: the case's days up to today (or its last day).
    const [first] = [open.startDate, today].sort();
    const [last] = [open.endDate, today].sort();
    const range = localDaysRange(first, last, timeZone);
    const { checks } = await diaryOf(
      tx,
      player.id,
      range,
      new Date(range.to.getTime() + AFTER_LAST_DAY_MS),
    );
    const checkFrom = missionCheckHour(planOf(open).lagWindow) - 1;
    const checked = { dates: checkedDates(checks, timeZone, checkFrom), today };
    return {
      today: await todayOf(player, open, now, checks),
      cases: rows.map((r) => (r === open ? presentCase(r, checked) : presentCase(r))),
    };
  });
}

async function lockedCase(tx: Tx, player: Player, id: string): Promise<CaseRow> {
  const row = await findCaseForUpdate(tx, player.id, id);
  if (!row) throw notFound("errors.caseNotFound");
  return row;
}

/**
 * Runs `change` on a case of the player that is still open today, in a diary write and under the
 * case's row lock; a case whose last day has ended is closed with its verdict first, and then
 * answers 409.
 */
function withOpenCase<T>(
  db: Db,
  player: Player,
  id: string,
  now: Date,
  change: (tx: Tx, row: CaseRow, today: string) => Promise<T>,
): Promise<T> {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const row = await closeIfEnded(w, await lockedCase(tx, player, id), now);
    if (row.status !== "open")
      throw conflict("errors.caseAlreadyDone", "conflict", { status: row.status });
    return change(tx, row, localDate(now, zoneOf(row, player)));
  });
}

/** A day of the case that has begun, or a 400 naming the date. */
function pastOrPresentDay(row: CaseRow, date: string, today: string) {
  if (!planOf(row).days.some((d) => d.date === date)) {
    throw badRequest("errors.dayNotInCase", {
      date: "errors.dayNotInCase",
    });
  }
  if (date > today) {
    throw badRequest("errors.dayNotYet", { date: "errors.dayNotYet" });
  }
}

/** Marks a past or present day of an open case as kept or not kept. */
export function markCaseDay(
  db: Db,
  player: Player,
  id: string,
  date: string,
  kept: boolean,
  now = new Date(),
): Promise<CaseView> {
  return withOpenCase(db, player, id, now, async (tx, row, today) => {
    pastOrPresentDay(row, date, today);
    const updated = await updateCase(tx, player.id, id, { marks: { ...row.marks, [date]: kept } });
    return presentCase(updated);
  });
}

/** Marks (or unmarks) a past or present day of an open case as a day the child was ill. */
export function markCaseIllDay(
  db: Db,
  player: Player,
  id: string,
  date: string,
  ill: boolean,
  now = new Date(),
): Promise<CaseView> {
  return withOpenCase(db, player, id, now, async (tx, row, today) => {
    pastOrPresentDay(row, date, today);
    const others = row.illDays.filter((d) => d !== date);
    const illDays = ill ? [...others, date].sort() : others;
    return presentCase(await updateCase(tx, player.id, id, { illDays }));
  });
}

/**
 * The catalogue key of a broken safety rule (its params: the food, the partner of a split case,
 * and the case lengths).
 */
function caseProblemKey(problem: SafetyProblem, split: boolean): string {
  switch (problem.field) {
    case "allergySigns":
      return split ? "errors.allergyStopSplit" : "errors.allergyStop";
    case "agreedWithClinician":
      return "errors.agreementNeeded";
    case "days":
      return "errors.caseLengthRule";
    default:
      return "errors.case_already_open";
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Extends a case that ended with "not enough evidence" by 1 to 7 days (28 days in all), from the
 * day the family says yes (today in the family's zone, or the day after the last day when that
 * is later), planned the same way, the earlier days kept: it opens again, its verdict to come
 * from all its days, with the bars of a further look.
 */
export async function extendCase(
  db: Db,
  player: Player,
  id: string,
  days: number,
  now = new Date(),
): Promise<CaseView> {
  await closeEndedCase(db, player, now);
  try {
    return await writeDiary(db, player, async ({ tx }) => {
      const row = await lockedCase(tx, player, id);
      if (!canExtend(row, verdictOf(row.verdict))) throw conflict("errors.cannotExtend");
      if (await openCaseOf(tx, player.id))
        throw conflict("errors.case_already_open", "case_already_open");
      const before = planOf(row);
      if (days > MAX_CASE_TOTAL_DAYS - before.days.length) {
        throw badRequest("errors.caseTooLong", { days: "errors.extraDaysLeft" }, "invalid_input", {
          max: MAX_CASE_TOTAL_DAYS,
          left: MAX_CASE_TOTAL_DAYS - before.days.length,
        });
      }
      const today = localDate(now, zoneOf(row, player));
      const extensions = before.extensions ?? (row.extendedDays > 0 ? 1 : 0);
      const plan = extendPlan({ ...before, extensions }, days, row.seed + 1 + extensions, today);
      const updated = await updateCase(tx, player.id, id, {
        plan: { ...plan },
        endDate: plan.days[plan.days.length - 1].date,
        status: "open",
        verdict: null,
        closedAt: null,
        extendedDays: row.extendedDays + days,
      });
      return presentCase(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("errors.case_already_open", "case_already_open");
    throw error;
  }
}

/** Closes an open case without a verdict. */
export function abandonCase(
  db: Db,
  player: Player,
  id: string,
  now = new Date(),
): Promise<CaseView> {
  return withOpenCase(db, player, id, now, async (tx) => {
    const updated = await updateCase(tx, player.id, id, { status: "abandoned", closedAt: now });
    return presentCase(updated);
  });
}
