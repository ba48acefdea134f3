import {
  DETECTIVE_FACT_IDS,
  DETECTIVE_JOKE_IDS,
  type DetectiveFactId,
  type DetectiveJokeId,
  MISSION_MEAL_TARGET,
} from "../../domain/missions";
import type { MessageKey, Translate } from "../translate";

/** The message of each detective fact, by id. */
export const FACT_KEYS = Object.fromEntries(
  DETECTIVE_FACT_IDS.map((id) => [id, `missions.${id}`]),
) as Record<DetectiveFactId, MessageKey>;

/** The message of each detective joke, by id. */
export const JOKE_KEYS = Object.fromEntries(
  DETECTIVE_JOKE_IDS.map((id) => [id, `missions.${id}`]),
) as Record<DetectiveJokeId, MessageKey>;

/** A detective fact in the reader's language. */
export function factWords(t: Translate, id: DetectiveFactId): string {
  return t(FACT_KEYS[id]);
}

/** A detective joke in the reader's language. */
export function jokeWords(t: Translate, id: DetectiveJokeId): string {
  return t(JOKE_KEYS[id]);
}

/** The daily mission's name ("Log 3 meals"). */
export function missionName(t: Translate): string {
  return t("missions.dailyMission");
}

/** The daily mission's description. */
export function missionDescription(t: Translate): string {
  return t("missions.dailyMissionDescription");
}

/** The mission bar, 'N out of 3 meals'; capped at 3 so a fourth meal never reads '4 out of 3'. */
export function missionProgressWords(t: Translate, mealsLogged: number): string {
  const done = Math.min(Math.max(0, mealsLogged), MISSION_MEAL_TARGET);
  return t("missions.progress", { done, goal: MISSION_MEAL_TARGET });
}

/** What a mission answer says of its fact: the id, and the English stored beside it. */
interface UnlockedWords {
  readonly unlockedFact: string | null;
  readonly unlockedFactId: string | null;
  readonly unlockedJoke: string | null;
  readonly unlockedJokeId: string | null;
}

const isFactId = (id: string | null): id is DetectiveFactId =>
  DETECTIVE_FACT_IDS.some((known) => known === id);
const isJokeId = (id: string | null): id is DetectiveJokeId =>
  DETECTIVE_JOKE_IDS.some((known) => known === id);

/** The day's unlocked fact in the reader's language; stored words no id has, as stored. */
export function unlockedFactWords(t: Translate, mission: UnlockedWords): string | null {
  return isFactId(mission.unlockedFactId)
    ? factWords(t, mission.unlockedFactId)
    : mission.unlockedFact;
}

/** The day's unlocked joke in the reader's language; stored words no id has, as stored. */
export function unlockedJokeWords(t: Translate, mission: UnlockedWords): string | null {
  return isJokeId(mission.unlockedJokeId)
    ? jokeWords(t, mission.unlockedJokeId)
    : mission.unlockedJoke;
}
