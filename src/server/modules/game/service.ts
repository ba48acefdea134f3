import type { LocalDate } from "../../../domain/local-day";
import { localDate } from "../../../domain/local-day";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import { diaryTransaction } from "./queue";
import {
  addLedgerEntry,
  type LockedProgress,
  ledgerEntryAlongside,
  lockProgress,
  pointsOfSource,
} from "./repo";
import { settleProgress } from "./settle";

export { diaryTransaction, settleProgress };

/** The user fields the game rules need. */
export type Player = { id: string; timeZone: string };

/**
 * One diary write in progress: the points it has moved and what it changed in the diary,
 * settled on the user row under the user's lock (decision 004). Rows and ledger entries can be
 * written before the lock; everything read to settle is read after it.
 */
export type DiaryWrite = {
  tx: Tx;
  player: Player;
  /** Points moved by this write so far (ledger entries already written). */
  points: number;
  /** The user row's progress, once locked. */
  locked?: LockedProgress;
  /** Meals and tummy checks added (positive) or removed (negative). */
  meals: number;
  tummyChecks: number;
  /** Local days that gained a meal, with the types added there. */
  daysGained: Map<LocalDate, string[]>;
  /** Local days that lost a meal (maybe their last one). */
  daysLost: Set<LocalDate>;
  /** A pattern changed status (the pattern badges' counts may move). */
  patterns: boolean;
};

/** Starts a diary write without locking yet: its rows may be written before the lock. */
export function openDiaryWrite(tx: Tx, player: Player): DiaryWrite {
  return {
    tx,
    player,
    points: 0,
    meals: 0,
    tummyChecks: 0,
    daysGained: new Map(),
    daysLost: new Set(),
    patterns: false,
  };
}

// What the last settlement in a transaction wrote: a later write of the same user in that
// transaction (writes committed together, see queue.ts) already holds the lock and starts there.
const settledIn = new WeakMap<Tx, LockedProgress>();

/** Notes the progress a settlement wrote in its transaction. */
export function settled(w: DiaryWrite, progress: LockedProgress) {
  w.locked = progress;
  settledIn.set(w.tx, progress);
}

/** Takes the user's lock (once): from here on, reads see every settled write of this user. */
export async function lockDiary(w: DiaryWrite): Promise<LockedProgress> {
  w.locked ??= settledIn.get(w.tx) ?? (await lockProgress(w.tx, w.player.id));
  return w.locked;
}

/** Starts a diary write holding the user's lock, for writes that read before they change. */
export async function beginDiaryWrite(tx: Tx, player: Player): Promise<DiaryWrite> {
  const w = openDiaryWrite(tx, player);
  await lockDiary(w);
  return w;
}

async function move(w: DiaryWrite, points: number, reason: string, sourceId: string) {
  await addLedgerEntry(w.tx, { userId: w.player.id, points, reason, sourceId });
  w.points += points;
}

/** Gives the points of a created entry, recorded against its source (e.g. "meal:<id>"). */
export function givePoints(w: DiaryWrite, points: number, reason: string, sourceId: string) {
  return move(w, points, reason, sourceId);
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
  await move(w, -given, `${reason} deleted`, sourceId);
}

/** Notes a meal that now exists at this time (created, or moved here by an edit). */
export function mealLogged(w: DiaryWrite, at: Date, mealType: string, created = true) {
  const day = localDate(at, w.player.timeZone);
  w.daysGained.set(day, [...(w.daysGained.get(day) ?? []), mealType]);
  if (created) w.meals += 1;
}

/** Notes a meal that no longer exists at this time (deleted, or moved away by an edit). */
export function mealUnlogged(w: DiaryWrite, at: Date, deleted = true) {
  w.daysLost.add(localDate(at, w.player.timeZone));
  if (deleted) w.meals -= 1;
}

/** Notes a tummy check created (+1) or deleted (-1). */
export function tummyCheckCounted(w: DiaryWrite, change: 1 | -1) {
  w.tummyChecks += change;
}

/** How a kind of diary entry is deleted: its query, its ledger source and its not-found words. */
export type Removal<Row extends { id: string }> = {
  remove: (tx: Tx, userId: string, id: string) => Promise<Row | undefined>;
  reason: string;
  sourcePrefix: string;
  notFoundMessage: string;
  /** What the deletion changes that progress keeps (e.g. a meal's day, a count). */
  noted?: (w: DiaryWrite, row: Row) => void;
  /** More work in the same transaction (e.g. the day's mission), before progress settles. */
  after?: (tx: Tx, row: Row) => Promise<void>;
};

/** Deletes one of the user's entries and takes its points back, in one transaction; 404 if not theirs. */
export function removeDiaryEntry<Row extends { id: string }>(
  db: Db,
  player: Player,
  id: string,
  how: Removal<Row>,
): Promise<void> {
  return diaryTransaction(db, player.id, async (tx) => {
    const w = await beginDiaryWrite(tx, player);
    const row = await how.remove(tx, player.id, id);
    if (!row) throw notFound(how.notFoundMessage);
    how.noted?.(w, row);
    await takeBackPoints(w, how.reason, `${how.sourcePrefix}:${row.id}`);
    await how.after?.(tx, row);
    await settleProgress(w);
  });
}
