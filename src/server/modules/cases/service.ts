import { randomInt } from "node:crypto";
import type { CaseList, CaseToday, CaseView, OpenCase } from "../../../contracts/cases";
import { planCase } from "../../../domain/cases/plan";
import { ONE_CASE_AT_A_TIME, safetyProblems } from "../../../domain/cases/safety";
import { judgeCase } from "../../../domain/cases/verdict";
import {
  CASE_MISSION,
  CASE_STARTS_TOMORROW,
  childInstruction,
  childTask,
  firstDayTask,
} from "../../../domain/cases/words";
import { addDays, localDate } from "../../../domain/local-day";
import { mealsAndDrinks } from "../../../domain/patterns/intakes";
import type { Db, Tx } from "../../db/client";
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
import { tummyChecksBetween } from "../tummy-checks/repo";
import { planOf, presentCase, presentVerdict } from "./presenter";
import {
  type CaseRow,
  casesOf,
  findCaseForUpdate,
  insertCase,
  openCaseOf,
  updateCase,
} from "./repo";

const NOT_FOUND = "That case is not in your case file.";
/** Reactions to the last day's food may come in the night after it. */
const AFTER_LAST_DAY_MS = 12 * 3_600_000;

/** Opens a case once the set-up's safety rules hold; the plan is drawn and stored. */
export function openCase(db: Db, player: Player, body: OpenCase, now = new Date()) {
  return db.transaction(async (tx) => {
    const suspect = body.suspect.trim();
    const partner = body.partner?.trim() || null;
    if (partner && partner.toLowerCase() === suspect.toLowerCase()) {
      throw badRequest("Pick two different foods to split a clue", {
        partner: "Pick a different food from the suspect",
      });
    }
    const open = await openCaseOf(tx, player.id);
    const problems = safetyProblems({
      food: partner ? `${suspect} or ${partner}` : suspect,
      days: body.days,
      allergySigns: body.allergySigns,
      agreedWithClinician: body.agreedWithClinician,
      openCases: open ? 1 : 0,
    });
    const blocking = problems.filter((p) => p.field !== "open");
    if (blocking.length > 0) {
      throw badRequest(
        blocking[0].message,
        Object.fromEntries(blocking.map((p) => [p.field, p.message])),
      );
    }
    if (problems.length > 0) throw conflict(problems[0].message, "case_already_open");
    let lagWindow = null;
    if (body.patternId) {
      const pattern = await findPattern(tx, player.id, body.patternId);
      if (!pattern) throw notFound("That clue is not in your case file.");
      lagWindow = evidenceOf(pattern).windowHours ?? null;
    }
    const today = localDate(now, player.timeZone);
    const startDate = body.start === "tomorrow" ? addDays(today, 1) : today;
    const seed = randomInt(1, 2 ** 31 - 1);
    const plan = planCase({ suspect, partner, days: body.days, startDate, lagWindow, seed });
    const row = await insertCase(tx, {
      userId: player.id,
      patternId: body.patternId ?? null,
      suspect,
      partner,
      startDate,
      endDate: plan.days[plan.days.length - 1].date,
      seed,
      plan: { ...plan },
    });
    if (!row) throw conflict(ONE_CASE_AT_A_TIME, "case_already_open");
    return presentCase(row);
  });
}

/** Closes a case whose last day has ended: its verdict from its own days, stored, and told to its clue. */
async function closeIfEnded(w: DiaryWrite, row: CaseRow, today: string): Promise<CaseRow> {
  if (row.status !== "open" || row.endDate >= today) return row;
  const { tx, player } = w;
  const plan = planOf(row);
  const range = localDaysRange(row.startDate, row.endDate, player.timeZone);
  const until = { from: range.from, to: new Date(range.to.getTime() + AFTER_LAST_DAY_MS) };
  const meals = await mealsBetween(tx, player.id, range);
  const drinks = await drinksBetween(tx, player.id, range);
  const checks = await tummyChecksBetween(tx, player.id, until);
  const verdict = presentVerdict(
    judgeCase({
      suspect: row.suspect,
      partner: row.partner,
      days: plan.days,
      lagWindow: plan.lagWindow,
      marks: row.marks,
      // A drink of the suspect counts as eating it (water never counts).
      meals: mealsAndDrinks(
        meals.map((m) => ({
          id: m.id,
          at: m.timestamp.getTime(),
          foods: [...m.detectedFoods, ...m.manualFoods],
        })),
        drinks.map((d) => ({ ...d, at: d.timestamp.getTime() })),
      ),
      checks: checks.map((c) => ({
        id: c.id,
        at: c.timestamp.getTime(),
        feeling: c.feeling,
        bathroomEvent: c.bathroomEvent,
      })),
      timeZone: player.timeZone,
    }),
  );
  const closed = await updateCase(tx, player.id, row.id, {
    status: "closed",
    verdict,
    closedAt: new Date(),
  });
  // A clue the verdict confirms earns its pattern badges now, as a confirmation by hand does.
  if (row.patternId && (await applyCaseVerdict(tx, player.id, row.patternId, row.id, verdict))) {
    w.patterns = true;
    await settleProgress(w);
  }
  return closed;
}

async function todayOf(tx: Tx, player: Player, row: CaseRow, today: string): Promise<CaseToday> {
  const plan = planOf(row);
  const index = plan.days.findIndex((d) => d.date === today);
  const day = index >= 0 ? plan.days[index] : null;
  const checks = await tummyChecksBetween(
    tx,
    player.id,
    localDaysRange(today, today, player.timeZone),
  );
  return {
    caseId: row.id,
    date: today,
    dayNumber: index + 1,
    totalDays: plan.days.length,
    kind: day?.kind ?? null,
    instruction: day ? childInstruction(plan, day.kind) : CASE_STARTS_TOMORROW,
    task: day ? childTask(plan, day.kind) : firstDayTask(plan, plan.days[0].kind),
    mission: { ...CASE_MISSION, done: Math.min(checks.length, CASE_MISSION.target) },
  };
}

/**
 * The user's cases, newest first, with today's instruction; a case whose last day has ended is
 * closed first, in a diary write (the child's lock before the case's and the patterns' ones).
 */
export function listCases(db: Db, player: Player, now = new Date()): Promise<CaseList> {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const today = localDate(now, player.timeZone);
    const rows = await casesOf(tx, player.id);
    const settled: CaseRow[] = [];
    for (const row of rows) {
      settled.push(
        row.status === "open"
          ? await closeIfEnded(w, await lockedCase(tx, player, row.id), today)
          : row,
      );
    }
    const open = settled.find((r) => r.status === "open");
    return {
      today: open ? await todayOf(tx, player, open, today) : null,
      cases: settled.map(presentCase),
    };
  });
}

async function lockedCase(tx: Tx, player: Player, id: string): Promise<CaseRow> {
  const row = await findCaseForUpdate(tx, player.id, id);
  if (!row) throw notFound(NOT_FOUND);
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
    const today = localDate(now, player.timeZone);
    const row = await closeIfEnded(w, await lockedCase(tx, player, id), today);
    if (row.status !== "open") throw conflict(`This case is already ${row.status}.`);
    return change(tx, row, today);
  });
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
    if (!planOf(row).days.some((d) => d.date === date)) {
      throw badRequest("That day is not part of this case.", {
        date: "That day is not part of this case.",
      });
    }
    if (date > today) {
      throw badRequest("That day has not come yet.", { date: "That day has not come yet." });
    }
    const updated = await updateCase(tx, player.id, id, { marks: { ...row.marks, [date]: kept } });
    return presentCase(updated);
  });
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
