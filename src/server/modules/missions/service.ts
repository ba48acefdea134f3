import type { Mission } from "../../../contracts/missions";
import { MISSION_POINTS } from "../../../domain/game";
import { localDate } from "../../../domain/local-day";
import { isFactAndJokeUnlocked, isMissionComplete } from "../../../domain/missions";
import { missionDescription, missionName } from "../../../i18n/words/missions";
import type { Db, Tx } from "../../db/client";
import { localDaysRange } from "../../lib/day-range";
import { badRequest, notFound } from "../../lib/errors";
import { type DiaryWrite, givePoints, later, type Player } from "../game/diary-write";
import { mealTypesOn } from "../game/repo";
import { writeDiary } from "../game/service";
import { settleProgress } from "../game/settle";
import { english, presentMission, storedFactAndJoke } from "./presenter";
import {
  ensureMission,
  findMission,
  type MissionRow,
  markMissionMeal,
  missionOfDay,
  updateMission,
} from "./repo";

/** The daily mission as daily_missions stores it (SPEC 3): in English, for API clients. */
const STORED_MISSION = {
  mission: missionName(english),
  description: missionDescription(english),
};

/** Shown when the mission is finished before its 3 meals. */
export const MISSION_NOT_DONE = "Log 3 meals first to finish this mission!";

function mealTypesOfDay(tx: Tx, player: Player, date: string): Promise<string[]> {
  return mealTypesOn(tx, player.id, localDaysRange(date, date, player.timeZone));
}

// The stored flags follow the day's meals: deleting the only breakfast clears the flag again.
async function syncRow(tx: Tx, player: Player, row: MissionRow): Promise<Mission> {
  const types = await mealTypesOfDay(tx, player, row.date);
  const unlocked = isFactAndJokeUnlocked(types.length);
  const { factText: fact, jokeText: joke } = storedFactAndJoke(player.id, row.date);
  const wanted = {
    hasLoggedBreakfast: types.includes("breakfast"),
    hasLoggedLunch: types.includes("lunch"),
    unlockedFact: unlocked ? fact : null,
    unlockedJoke: unlocked ? joke : null,
  };
  const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every((k) => row[k] === wanted[k]);
  const current = same ? row : await updateMission(tx, row.id, wanted);
  return presentMission(current, types.length);
}

/** Today's mission, created on the first read of the user's local day. */
export function todaysMission(db: Db, player: Player, now = new Date()): Promise<Mission> {
  return db.transaction(async (tx) => {
    const date = localDate(now, player.timeZone);
    const row = await ensureMission(tx, { userId: player.id, date, ...STORED_MISSION });
    return syncRow(tx, player, row);
  });
}

/** Keeps the missions of these days true to their meals (inside a meal's diary write). */
export async function syncMissionDays(w: DiaryWrite, dates: string[]): Promise<void> {
  // A flag cleared here may be gained again by a later meal of the same transaction.
  w.held.missionMealsMarked.clear();
  for (const date of new Set(dates)) {
    const row = await missionOfDay(w.tx, w.player.id, date);
    if (row) await syncRow(w.tx, w.player, row);
  }
}

/**
 * A meal created on a day (inside its transaction, under the user's lock): the day's mission,
 * if it was ever read, can only gain flags and its fact and joke, so no meal is read.
 */
export async function noteMealOnMission(w: DiaryWrite, date: string, mealType: string) {
  // Several meals may share a transaction (game/queue.ts): a later meal of the same kind on
  // that day has nothing to add.
  const kind = `${date} ${mealType === "breakfast" || mealType === "lunch" ? mealType : "meal"}`;
  const marked = w.held.missionMealsMarked;
  if (marked.has(kind)) return;
  marked.add(kind);
  const { factText: fact, jokeText: joke } = storedFactAndJoke(w.player.id, date);
  later(
    w,
    markMissionMeal(w.player.id, date, {
      breakfast: mealType === "breakfast",
      lunch: mealType === "lunch",
      fact: isFactAndJokeUnlocked(1) ? fact : null,
      joke: isFactAndJokeUnlocked(1) ? joke : null,
    }),
  );
}

/** Completes a mission once its meals are logged; points once. 404 for another user's. */
export function completeMission(db: Db, player: Player, id: string): Promise<Mission> {
  return writeDiary(db, player, async (w) => {
    const { tx } = w;
    const row = await findMission(tx, player.id, id);
    if (!row) throw notFound("errors.missionNotFound");
    w.held.missionMealsMarked.clear();
    const mission = await syncRow(tx, player, row);
    if (mission.completed) return mission;
    if (!isMissionComplete(mission.mealsLogged))
      throw badRequest("errors.missionNotDone", undefined, "not_allowed_yet");
    await updateMission(tx, id, { completed: true });
    await givePoints(w, MISSION_POINTS, "mission", `mission:${id}`);
    await settleProgress(w);
    return { ...mission, completed: true };
  });
}
