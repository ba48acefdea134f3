import type { Pattern } from "../../../contracts/patterns";

/** The foods of a clue: "pancakes or maple syrup" names two, eaten together. */
export function clueFoods(pattern: Pick<Pattern, "foodItem">): string[] {
  return pattern.foodItem
    .split(/\s+or\s+/i)
    .map((f) => f.trim())
    .filter(Boolean);
}

/** The emoji of a kind of case day on the trail. */
export const DAY_EMOJI = { suspect: "🔎", free: "🛡️", rest: "💤" } as const;

/** A date as "Mon 2 Mar". */
export function shortDate(date: string): string {
  return new Date(`${date}T12:00:00`).toLocaleDateString(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
  });
}

/** The path of a case's verdict screen. */
export const casePath = (id: string) => `/app/cases/${id}`;
