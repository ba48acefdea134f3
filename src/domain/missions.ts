import { isLocalDate, type LocalDate } from "./local-day";

/** Meals to log for the daily mission. */
export const MISSION_MEAL_TARGET = 3;

/** Whether the mission is done: 3 meals logged on the day. */
export function isMissionComplete(mealsLogged: number): boolean {
  return mealsLogged >= MISSION_MEAL_TARGET;
}

/** Whether the day's fact and joke are unlocked: once a meal is logged (DESIGN). */
export function isFactAndJokeUnlocked(mealsLogged: number): boolean {
  return mealsLogged >= 1;
}

/**
 * The detective facts by id (their words: src/i18n/messages/<lang>/missions.json): kind, true
 * facts about food, bodies and detectives; never about weight or body shape. Ids never change;
 * a new fact gets the next number.
 */
export const DETECTIVE_FACT_IDS = [
  "fact01",
  "fact02",
  "fact03",
  "fact04",
  "fact05",
  "fact06",
  "fact07",
  "fact08",
  "fact09",
  "fact10",
  "fact11",
  "fact12",
  "fact13",
  "fact14",
  "fact15",
  "fact16",
  "fact17",
  "fact18",
  "fact19",
  "fact20",
  "fact21",
  "fact22",
  "fact23",
  "fact24",
  "fact25",
  "fact26",
  "fact27",
  "fact28",
  "fact29",
  "fact30",
  "fact31",
  "fact32",
] as const;

/** One detective fact. */
export type DetectiveFactId = (typeof DETECTIVE_FACT_IDS)[number];

/** The detective jokes by id: kind jokes, nothing scary, never about weight or shape. */
export const DETECTIVE_JOKE_IDS = [
  "joke01",
  "joke02",
  "joke03",
  "joke04",
  "joke05",
  "joke06",
  "joke07",
  "joke08",
  "joke09",
  "joke10",
  "joke11",
  "joke12",
  "joke13",
  "joke14",
  "joke15",
  "joke16",
  "joke17",
  "joke18",
  "joke19",
  "joke20",
  "joke21",
  "joke22",
  "joke23",
  "joke24",
  "joke25",
  "joke26",
  "joke27",
  "joke28",
  "joke29",
  "joke30",
  "joke31",
] as const;

/** One detective joke. */
export type DetectiveJokeId = (typeof DETECTIVE_JOKE_IDS)[number];

// FNV-1a: a tiny stable hash, so the same user gets the same start offset on every server.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function dayNumber(date: LocalDate): number {
  if (!isLocalDate(date)) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${date}`);
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

// A modulo that stays non-negative for dates before 1970.
function cycle(value: number, length: number): number {
  return ((value % length) + length) % length;
}

/**
 * The fact and joke of a user's day: stable for the (userId, date) pair, and stepping one
 * entry a day from a per-user start, so a child sees no repeat until the list runs out.
 */
export function dailyFactAndJoke(
  userId: string,
  date: LocalDate,
): { fact: DetectiveFactId; joke: DetectiveJokeId } {
  const day = dayNumber(date);
  return {
    fact: DETECTIVE_FACT_IDS[cycle(hash(`${userId}:fact`) + day, DETECTIVE_FACT_IDS.length)],
    joke: DETECTIVE_JOKE_IDS[cycle(hash(`${userId}:joke`) + day, DETECTIVE_JOKE_IDS.length)],
  };
}
