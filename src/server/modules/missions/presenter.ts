import type { Mission } from "../../../contracts/missions";
import { dailyFactAndJoke, MISSION_MEAL_TARGET } from "../../../domain/missions";
import { factWords, jokeWords } from "../../../i18n/words/missions";
import { translatorFor } from "../../lib/i18n";
import type { MissionRow } from "./repo";

/** English, as daily_missions stores the mission and its fact and joke. */
export const english = translatorFor("en").t;

/** The day's fact and joke in the English the mission row stores (SPEC 3 unlockedFact). */
export function storedFactAndJoke(userId: string, date: string) {
  const { fact, joke } = dailyFactAndJoke(userId, date);
  return { fact, joke, factText: factWords(english, fact), jokeText: jokeWords(english, joke) };
}

/**
 * Today's mission as the client sees it, with the day's meal count against the goal and the ids
 * of its fact and joke (a row that stored other words keeps them, with no id).
 */
export function presentMission(row: MissionRow, mealsLogged: number): Mission {
  const day = storedFactAndJoke(row.userId, row.date);
  return {
    id: row.id,
    userId: row.userId,
    mission: row.mission,
    description: row.description,
    completed: row.completed,
    date: row.date,
    unlockedFact: row.unlockedFact,
    unlockedJoke: row.unlockedJoke,
    unlockedFactId:
      row.unlockedFact !== null && row.unlockedFact === day.factText ? day.fact : null,
    unlockedJokeId:
      row.unlockedJoke !== null && row.unlockedJoke === day.jokeText ? day.joke : null,
    hasLoggedBreakfast: row.hasLoggedBreakfast,
    hasLoggedLunch: row.hasLoggedLunch,
    mealsLogged,
    mealsGoal: MISSION_MEAL_TARGET,
  };
}
