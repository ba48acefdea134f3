import type { NewBedtime, NewMorningMood, SleepLog } from "../../../contracts/sleep-logs";
import { BEDTIME_POINTS, MORNING_MOOD_POINTS } from "../../../domain/game";
import { nightOf, nightsToShow } from "../../../domain/sleep";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { givePoints, type Player } from "../game/diary-write";
import { writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import type { CreateKey } from "../idempotency/service";
import { presentSleepLog } from "./presenter";
import { findSleepLog, insertSleepLog, sleepLogsOfNights, updateSleepLog } from "./repo";

const NOT_FOUND = "That sleep log is not in your case file.";
/** Shown when tonight's bedtime is already in the diary. */
export const BEDTIME_ALREADY_LOGGED =
  "Bedtime is already logged for that night. Sweet dreams, Detective!";

/** The night the dashboard is about: tonight's log, else last night's during the morning. */
export async function currentSleepLog(
  db: Db,
  player: Player,
  now = new Date(),
): Promise<SleepLog | null> {
  const { tonight, lastNight } = nightsToShow(now, player.timeZone);
  const rows = await sleepLogsOfNights(db, player.id, lastNight ? [tonight, lastNight] : [tonight]);
  const row = rows.find((r) => r.date === tonight) ?? rows.find((r) => r.date === lastNight);
  return row ? presentSleepLog(row) : null;
}

/** Logs a bedtime (once per night) with its points. */
export function logBedtime(db: Db, player: Player, input: NewBedtime, key?: CreateKey) {
  return writeDiary(
    db,
    player,
    async (w) => {
      const { tx } = w;
      const bedtime = new Date(input.bedtime);
      const row = await insertSleepLog(tx, {
        userId: player.id,
        bedtime,
        notes: input.notes || null,
        date: nightOf(bedtime, player.timeZone),
      });
      if (!row) throw conflict(BEDTIME_ALREADY_LOGGED, "bedtime_already_logged");
      await givePoints(w, BEDTIME_POINTS, "bedtime", `sleep:${row.id}`);
      await settleProgress(w);
      return presentSleepLog(row);
    },
    key,
  );
}

/** Logs the morning mood of a night; its points the first time only. */
export function logMorningMood(db: Db, player: Player, id: string, input: NewMorningMood) {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const before = await findSleepLog(tx, player.id, id);
    if (!before) throw notFound(NOT_FOUND);
    const row = await updateSleepLog(tx, player.id, id, {
      morningMood: input.morningMood,
      morningMoodTime: input.morningMoodTime ? new Date(input.morningMoodTime) : new Date(),
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
    });
    if (!row) throw notFound(NOT_FOUND);
    if (!before.morningMood) {
      await givePoints(w, MORNING_MOOD_POINTS, "morning mood", `sleep-morning:${row.id}`);
      await settleProgress(w);
    }
    return presentSleepLog(row);
  });
}
