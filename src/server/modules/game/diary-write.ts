import { type SQL, sql } from "drizzle-orm";
import { TUMMY_CHECK_POINTS } from "../../../domain/game";
import type { LocalDate } from "../../../domain/local-day";
import { localDate } from "../../../domain/local-day";
import type { Tx } from "../../db/client";
import { pointsLedger, users } from "../../db/schema/index";
import {
  asOneStatement,
  asSql,
  insertTemplate,
  type Statement,
  statementOf,
  statementTemplate,
} from "../../db/statements";
import {
  type LockedProgress,
  ledgerEntryAlongside,
  pointsOfSource,
  type updateProgress,
} from "./repo";

/** The user fields the game rules need. */
export type Player = { id: string; timeZone: string };

/** What a settlement writes on the user row. */
export type ProgressRow = Parameters<typeof updateProgress>[2];

/**
 * What one transaction of a child's diary writes holds (see service.ts, writeDiary): the user
 * row's progress, locked once when the transaction began and moved by each settlement since
 * (a later write in the same transaction starts there), the row still to be written before the
 * commit, and the days whose mission a new meal already marked in this transaction.
 */
export type HeldDiary = {
  progress: LockedProgress;
  unwritten: ProgressRow | null;
  /** What the transaction wrote on the user row so far (told to the session cache after it). */
  written: Partial<ProgressRow>;
  /**
   * The last write's closing statement, not sent yet: it goes with the COMMIT in one round
   * trip, or before the next write of the transaction begins (decision 070).
   */
  closing: Statement | null;
  missionMealsMarked: Set<string>;
  /** The user row's diary_version as this transaction leaves it so far (decision 076). */
  version: number;
  /**
   * Set when the write goes as one statement (decision 076): the diary_version the row must
   * still have. The progress update is then guarded by it, and the statement refused whole
   * when the row moved on.
   */
  guard: number | null;
  /** Meal types of local days, as they stand with this transaction's writes (see dayMealTypes). */
  dayTypes: Map<LocalDate, string[]>;
};

/**
 * Thrown when a write sent as one statement (decision 076) needs a read first: it runs again
 * in a transaction that holds the user's lock.
 */
export class LockNeeded extends Error {
  constructor() {
    super("this write needs the user's lock");
  }
}

/** At most this many days' meal types are kept with a child's progress. */
const KEPT_DAYS = 4;

/** Notes the meal types of a local day as they stand now (read, or kept and moved). */
export function keepDayTypes(held: HeldDiary, day: LocalDate, types: string[]) {
  held.dayTypes.delete(day);
  held.dayTypes.set(day, types);
  for (const oldest of held.dayTypes.keys()) {
    if (held.dayTypes.size <= KEPT_DAYS) break;
    held.dayTypes.delete(oldest);
  }
}

/**
 * One diary write in progress, inside its transaction and under the user's lock (decision
 * 004): the points it has moved and what it changed in the diary, until it settles.
 */
export type DiaryWrite = {
  tx: Tx;
  player: Player;
  held: HeldDiary;
  /** Points moved by this write so far (ledger entries already written). */
  points: number;
  /** Meals and tummy checks added (positive) or removed (negative). */
  meals: number;
  tummyChecks: number;
  /** Local days that gained a meal, with the types added there. */
  daysGained: Map<LocalDate, string[]>;
  /** Local days that lost a meal (maybe their last one). */
  daysLost: Set<LocalDate>;
  /** A pattern changed status (the pattern badges' counts may move). */
  patterns: boolean;
  /**
   * Writes whose outcome the write does not read (ledger entries, the day's mission, badges,
   * the idempotency answer): sent together as one statement when the write ends (writeAll).
   */
  pending: Statement[];
};

/** A write of the player in a transaction that holds their lock. */
export function newDiaryWrite(tx: Tx, player: Player, held: HeldDiary): DiaryWrite {
  return {
    tx,
    player,
    held,
    points: 0,
    meals: 0,
    tummyChecks: 0,
    daysGained: new Map(),
    daysLost: new Set(),
    patterns: false,
    pending: [],
  };
}

/** Adds a write to the ones sent together when the write ends. */
export function later(w: DiaryWrite, statement: SQL | Statement): void {
  w.pending.push("text" in statement ? statement : statementOf(statement));
}

const PROGRESS = [
  "totalPoints",
  "level",
  "currentStreak",
  "mealCount",
  "tummyCheckCount",
  "streakStart",
  "streakEnd",
  "progressZone",
] as const satisfies readonly (keyof ProgressRow)[];

type ProgressSlot = (typeof PROGRESS)[number] | "id";

const progressSet = () =>
  sql.join(
    [
      ...PROGRESS.map((k) => sql`${sql.identifier(users[k].name)} = ${sql.placeholder(k)}`),
      sql`${sql.identifier(users.diaryVersion.name)} = ${users.diaryVersion} + 1`,
    ],
    sql`, `,
  );

// The progress a settlement writes on the user row, and the row's diary_version moved by one
// (decision 076: the row counts its updates; this one counts itself, and the trigger that
// counts every other update is not run).
const progressUpdate = statementTemplate<ProgressSlot>(
  () => sql`update ${users} set ${progressSet()} where ${users.id} = ${sql.placeholder("id")}`,
);

// The same, only if the row still has the kept diary_version, marking the transaction as a
// diary write (its change is not announced to the session caches: decision 070).
const guardedProgressUpdate = statementTemplate<ProgressSlot | "version">(
  () =>
    sql`update ${users} set ${progressSet()} where ${users.id} = ${sql.placeholder("id")}
      and ${users.diaryVersion} = ${sql.placeholder("version")}
      and set_config('td.diary_write', 'on', true) = 'on' returning 1`,
);

const ledgerInsert = insertTemplate(pointsLedger, ["userId", "points", "reason", "sourceId"]);

/**
 * Makes the write's pending statements and the progress its settlement left unwritten one
 * statement (data-modifying common table expressions), the transaction's closing statement,
 * sent with its COMMIT (or before the next write of the transaction: sendClosing).
 */
export async function writeAll(w: DiaryWrite): Promise<void> {
  const { held } = w;
  if (held.guard !== null) {
    held.closing = guardedStatement(w, held.guard);
    w.pending = [];
    return;
  }
  if (held.unwritten) {
    w.pending.push(progressUpdate({ ...held.unwritten, id: w.player.id }));
    Object.assign(held.written, held.unwritten);
    held.unwritten = null;
    held.version += 1;
  }
  if (w.pending.length === 0) return;
  await sendClosing(w.tx, held);
  held.closing = asOneStatement(w.pending);
  w.pending = [];
}

/**
 * The whole write as one statement (decision 076): the progress update, only if the user row
 * still has the kept diary_version (marking the transaction as a diary write, so that its
 * change is not announced to the session caches: decision 070), and the write's other changes.
 * The statement's last step refuses it whole when the guarded update changed no row; it runs
 * first, so a write that waited for another one's lock changes nothing at all.
 */
function guardedStatement(w: DiaryWrite, version: number): Statement {
  const { held } = w;
  const progress = held.unwritten;
  // A write that does not settle progress has nothing to guard: it takes the lock.
  if (!progress) throw new LockNeeded();
  const guard = guardedProgressUpdate({ ...progress, id: w.player.id, version });
  Object.assign(held.written, progress);
  held.unwritten = null;
  held.version = version + 1;
  return asOneStatement(
    [...w.pending, guard],
    `select td_refuse_stale((select count(*) from w${w.pending.length}))`,
  );
}

/**
 * Sends what the write left for its end so far (and an earlier write's closing statement),
 * before a read that must see it: the settlement reading the meals of a day, say.
 */
export async function sendPending(w: DiaryWrite): Promise<void> {
  // A read needs the lock: a write sent as one statement runs again under it.
  if (w.held.guard !== null) throw new LockNeeded();
  await sendClosing(w.tx, w.held);
  if (w.pending.length === 0) return;
  const statement = asOneStatement(w.pending);
  w.pending = [];
  await w.tx.execute(asSql(statement));
}

/** Sends a closing statement left by an earlier write of the transaction, if any. */
export async function sendClosing(tx: Tx, held: HeldDiary): Promise<void> {
  const closing = held.closing;
  if (!closing) return;
  held.closing = null;
  await tx.execute(asSql(closing));
}

/**
 * Gives the points of a created entry, recorded against its source (e.g. "meal:<id>"); the
 * ledger entry is written with the write's last statement (writeAll).
 */
export async function givePoints(w: DiaryWrite, points: number, reason: string, sourceId: string) {
  if (points !== 0) later(w, ledgerInsert({ userId: w.player.id, points, reason, sourceId }));
  w.points += points;
}

/**
 * Gives the points of an entry being created, as a ledger write that goes along with the
 * entry's own insert (see ledgerEntryAlongside); the entry's id is chosen before.
 */
export function pointsAlongside(w: DiaryWrite, points: number, reason: string, sourceId: string) {
  w.points += points;
  return ledgerEntryAlongside(w.tx, { userId: w.player.id, points, reason, sourceId });
}

/** Takes back whatever a deleted entry had given (a reversing ledger entry). */
export async function takeBackPoints(w: DiaryWrite, reason: string, sourceId: string) {
  const given = await pointsOfSource(w.tx, w.player.id, sourceId);
  await givePoints(w, -given, `${reason} deleted`, sourceId);
}

/** Notes a meal that now exists at this time (created, or moved here by an edit). */
export function mealLogged(w: DiaryWrite, at: Date, mealType: string, created = true) {
  const day = localDate(at, w.player.timeZone);
  w.daysGained.set(day, [...(w.daysGained.get(day) ?? []), mealType]);
  const known = w.held.dayTypes.get(day);
  if (known) keepDayTypes(w.held, day, [...known, mealType]);
  if (created) w.meals += 1;
}

/** Notes a meal that no longer exists at this time (deleted, or moved away by an edit). */
export function mealUnlogged(w: DiaryWrite, at: Date, deleted = true) {
  const day = localDate(at, w.player.timeZone);
  w.daysLost.add(day);
  // Which type left is not told: the day is read again when a rule needs it.
  w.held.dayTypes.delete(day);
  if (deleted) w.meals -= 1;
}

/** Notes a tummy check created (+1) or deleted (-1). */
export function tummyCheckCounted(w: DiaryWrite, change: 1 | -1) {
  w.tummyChecks += change;
}

/**
 * A tummy check the child logged themselves: its points, recorded against the check, and one
 * more toward the Tummy Tracker badge. A grown-up's check earns neither (isChildsOwnCheck).
 */
export async function childsCheckLogged(w: DiaryWrite, checkId: string) {
  await givePoints(w, TUMMY_CHECK_POINTS, "tummy check", `tummy:${checkId}`);
  tummyCheckCounted(w, 1);
}

/** A check that stops being the child's own (a grown-up reported it): its points and count go. */
export async function childsCheckUnlogged(w: DiaryWrite, checkId: string) {
  const sourceId = `tummy:${checkId}`;
  const given = await pointsOfSource(w.tx, w.player.id, sourceId);
  await givePoints(w, -given, "tummy check reported by a grown-up", sourceId);
  tummyCheckCounted(w, -1);
}
