import { reasonKey } from "../../../contracts/error-reasons";
import type { NewBedtime, NewMorningMood, SleepLog } from "../../../contracts/sleep-logs";
import { BEDTIME_POINTS, MORNING_MOOD_POINTS } from "../../../domain/game";
import { isBedtimeToCome, nightOf, nightsToShow, wakeProblem } from "../../../domain/sleep";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { givePoints, type Player } from "../game/diary-write";
import { writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import type { CreateKey } from "../idempotency/service";
import { presentSleepLog } from "./presenter";
import { findSleepLog, insertSleepLog, sleepLogsOfNights, updateSleepLog } from "./repo";

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

/**
 * Logs a bedtime (once per night) with its points. A night that has not happened is not
 * stored: a bedtime more than a few minutes ahead is refused (ADR 063).
 */
export function logBedtime(
  db: Db,
  player: Player,
  input: NewBedtime,
  by: string,
  key?: CreateKey,
  now = new Date(),
) {
  const bedtime = new Date(input.bedtime);
  if (isBedtimeToCome(bedtime, now)) {
    throw badRequest("errors.bedtimeNotYet", { bedtime: "errors.bedtimeNotYet" });
  }
  return writeDiary(
    db,
    player,
    async (w) => {
      const { tx } = w;
      const row = await insertSleepLog(tx, {
        userId: player.id,
        loggedBy: by,
        bedtime,
        notes: input.notes || null,
        date: nightOf(bedtime, player.timeZone),
      });
      if (!row) throw conflict("errors.bedtime_already_logged", "bedtime_already_logged");
      await givePoints(w, BEDTIME_POINTS, "bedtime", `sleep:${row.id}`);
      await settleProgress(w);
      return presentSleepLog(row);
    },
    key,
  );
}

/**
 * Logs the morning mood of a night, and when the child woke (after the bedtime, within a long
 * night); its points the first time only. A night whose bedtime has not come cannot be closed.
 */
export function logMorningMood(
  db: Db,
  player: Player,
  id: string,
  input: NewMorningMood,
  by: string,
  now = new Date(),
) {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const before = await findSleepLog(tx, player.id, id);
    if (!before) throw notFound("errors.sleepLogNotFound");
    if (before.bedtime.getTime() > now.getTime()) throw badRequest("errors.morningBeforeBedtime");
    const wokeAt = input.wokeAt ? new Date(input.wokeAt) : undefined;
    const problem = wokeAt ? wakeProblem(wokeAt, before.bedtime) : null;
    if (problem) {
      const key = reasonKey(problem.reason);
      throw badRequest(
        key,
        { wokeAt: key },
        "invalid_input",
        "params" in problem ? problem.params : undefined,
      );
    }
    const row = await updateSleepLog(tx, player.id, id, {
      editedBy: by,
      morningMood: input.morningMood,
      morningMoodTime: input.morningMoodTime ? new Date(input.morningMoodTime) : now,
      ...(wokeAt ? { wokeAt } : {}),
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
    });
    if (!row) throw notFound("errors.sleepLogNotFound");
    if (!before.morningMood) {
      await givePoints(w, MORNING_MOOD_POINTS, "morning mood", `sleep-morning:${row.id}`);
      await settleProgress(w);
    }
    return presentSleepLog(row);
  });
}
