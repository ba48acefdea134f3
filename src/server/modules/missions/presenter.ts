import type { Mission } from "../../../contracts/missions";
import { MISSION_MEAL_TARGET } from "../../../domain/missions";
import type { MissionRow } from "./repo";

/** Today's mission as the client sees it, with the day's meal count against the goal. */
export function presentMission(row: MissionRow, mealsLogged: number): Mission {
  return {
    id: row.id,
    userId: row.userId,
    mission: row.mission,
    description: row.description,
    completed: row.completed,
    date: row.date,
    unlockedFact: row.unlockedFact,
    unlockedJoke: row.unlockedJoke,
    hasLoggedBreakfast: row.hasLoggedBreakfast,
    hasLoggedLunch: row.hasLoggedLunch,
    mealsLogged,
    mealsGoal: MISSION_MEAL_TARGET,
  };
}
