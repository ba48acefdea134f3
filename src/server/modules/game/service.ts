import type { EarnedBadge } from "../../../contracts/common";
import { badgeKeysEarned, levelForPoints, streakFromDays } from "../../../domain/game";
import { localDate } from "../../../domain/local-day";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import {
  addLedgerEntry,
  diaryCounts,
  earnedBadgeIds,
  insertUserBadges,
  lockUser,
  mealDays,
  pointsOfSource,
  updateProgress,
} from "./repo";

/** The user fields the game rules need. */
export type Player = { id: string; timeZone: string };

/** One diary write in progress: the locked totals and the points it has moved so far. */
export type DiaryWrite = {
  tx: Tx;
  player: Player;
  totalPoints: number;
  currentStreak: number;
};

/** Starts a diary write: locks the user so that totals stay true under concurrent writes. */
export async function beginDiaryWrite(tx: Tx, player: Player): Promise<DiaryWrite> {
  const locked = await lockUser(tx, player.id);
  return { tx, player, ...locked };
}

async function move(w: DiaryWrite, points: number, reason: string, sourceId: string) {
  await addLedgerEntry(w.tx, { userId: w.player.id, points, reason, sourceId });
  w.totalPoints += points;
}

/** Gives the points of a created entry, recorded against its source (e.g. "meal:<id>"). */
export function givePoints(w: DiaryWrite, points: number, reason: string, sourceId: string) {
  return move(w, points, reason, sourceId);
}

/** Takes back whatever a deleted entry had given (a reversing ledger entry). */
export async function takeBackPoints(w: DiaryWrite, reason: string, sourceId: string) {
  const given = await pointsOfSource(w.tx, w.player.id, sourceId);
  await move(w, -given, `${reason} deleted`, sourceId);
}

// Enough days to see the current streak end (it can grow by at most one a day).
async function currentStreak(w: DiaryWrite, now: Date): Promise<number> {
  const today = localDate(now, w.player.timeZone);
  let window = w.currentStreak + 3;
  for (;;) {
    const days = await mealDays(w.tx, w.player.id, w.player.timeZone, window);
    const streak = streakFromDays(days, today);
    if (streak < window - 2 || window >= 4000) return streak;
    window *= 2;
  }
}

/**
 * After any diary change, in the same transaction: awards milestone badges whose rule now
 * holds (once, with their points), then writes points, level and streak.
 */
export async function settleProgress(w: DiaryWrite, now = new Date()): Promise<EarnedBadge[]> {
  const { tx, player } = w;
  const earned = await earnedBadgeIds(tx, player.id);
  const needs = (...keys: string[]) => keys.some((k) => !earned.has(k));
  const counts = await diaryCounts(tx, player.id, player.timeZone, {
    meals: needs("food-detective"),
    tummyChecks: needs("tummy-tracker"),
    patterns: needs("pattern-spotter", "super-sleuth"),
    mealMasterDay: needs("meal-master"),
  });
  const streak = await currentStreak(w, now);
  const due = badgeKeysEarned({ ...counts, streak }).filter((key) => !earned.has(key));
  const added = await insertUserBadges(tx, player.id, due);
  for (const badge of added) await move(w, badge.points, "badge", `badge:${badge.id}`);
  await updateProgress(tx, player.id, {
    totalPoints: w.totalPoints,
    level: levelForPoints(w.totalPoints),
    currentStreak: streak,
  });
  w.currentStreak = streak;
  return added.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    icon: b.icon,
    points: b.points,
  }));
}

/** How a kind of diary entry is deleted: its query, its ledger source and its not-found words. */
export type Removal<Row extends { id: string }> = {
  remove: (tx: Tx, userId: string, id: string) => Promise<Row | undefined>;
  reason: string;
  sourcePrefix: string;
  notFoundMessage: string;
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
  return db.transaction(async (tx) => {
    const w = await beginDiaryWrite(tx, player);
    const row = await how.remove(tx, player.id, id);
    if (!row) throw notFound(how.notFoundMessage);
    await takeBackPoints(w, how.reason, `${how.sourcePrefix}:${row.id}`);
    await how.after?.(tx, row);
    await settleProgress(w);
  });
}
