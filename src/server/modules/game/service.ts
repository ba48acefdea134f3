import type { EarnedBadge } from "../../../contracts/common";
import { badgeKeysEarned, levelForPoints, streakFromDays } from "../../../domain/game";
import { localDate } from "../../../domain/local-day";
import type { Tx } from "../../db/client";
import {
  addLedgerEntry,
  diaryCounts,
  earnedBadgeIds,
  insertUserBadges,
  ledgerTotal,
  lockUser,
  mealDays,
  pointsOfSource,
  updateProgress,
} from "./repo";

/** The user fields the game rules need. */
export type Player = { id: string; timeZone: string };

/** Starts a diary write: locks the user so that totals stay true under concurrent writes. */
export const beginDiaryWrite = (tx: Tx, player: Player) => lockUser(tx, player.id);

/** Gives the points of a created entry, recorded against its source (e.g. "meal:<id>"). */
export function givePoints(
  tx: Tx,
  player: Player,
  points: number,
  reason: string,
  sourceId: string,
) {
  return addLedgerEntry(tx, { userId: player.id, points, reason, sourceId });
}

/** Takes back whatever a deleted entry had given (a reversing ledger entry). */
export async function takeBackPoints(tx: Tx, player: Player, reason: string, sourceId: string) {
  const given = await pointsOfSource(tx, player.id, sourceId);
  await addLedgerEntry(tx, {
    userId: player.id,
    points: -given,
    reason: `${reason} deleted`,
    sourceId,
  });
}

/**
 * After any diary change, in the same transaction: awards milestone badges whose rule now
 * holds (once, with their points), then writes points, level and streak derived from the data.
 */
export async function settleProgress(
  tx: Tx,
  player: Player,
  now = new Date(),
): Promise<EarnedBadge[]> {
  // One connection runs one query at a time: these are sequential on purpose.
  const counts = await diaryCounts(tx, player.id, player.timeZone);
  const days = await mealDays(tx, player.id, player.timeZone);
  const earned = await earnedBadgeIds(tx, player.id);
  const streak = streakFromDays(days, localDate(now, player.timeZone));
  const due = badgeKeysEarned({ ...counts, streak }).filter((key) => !earned.has(key));
  const added = await insertUserBadges(tx, player.id, due);
  for (const badge of added) {
    await addLedgerEntry(tx, {
      userId: player.id,
      points: badge.points,
      reason: "badge",
      sourceId: `badge:${badge.id}`,
    });
  }
  const totalPoints = await ledgerTotal(tx, player.id);
  await updateProgress(tx, player.id, {
    totalPoints,
    level: levelForPoints(totalPoints),
    currentStreak: streak,
  });
  return added.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    icon: b.icon,
    points: b.points,
  }));
}
