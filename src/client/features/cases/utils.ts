import type { Pattern } from "../../../contracts/patterns";
import { formatDate } from "../../../i18n/format";
import type { Translate } from "../../../i18n/translate";
import { orList, patternFoodWords } from "../../../i18n/words/patterns";

/** The foods of a clue: "pancakes or maple syrup" names two, eaten together. */
export function clueFoods(pattern: Pick<Pattern, "foodItem">): string[] {
  return pattern.foodItem
    .split(/\s+or\s+/i)
    .map((f) => f.trim())
    .filter(Boolean);
}

/**
 * A clue's food in the reader's words: a component ("dairy") translated, foods as the child typed
 * them, foods eaten together joined by the reader's "or".
 */
export function clueFoodWords(
  t: Translate,
  pattern: Pick<Pattern, "foodItem" | "explanationFacts">,
) {
  const facts = pattern.explanationFacts;
  if (facts?.type === "finding")
    return orList(
      t,
      facts.foods.map((f) => patternFoodWords(t, f)),
    );
  return patternFoodWords(t, pattern.foodItem);
}

/** The emoji of a kind of case day on the trail. */
export const DAY_EMOJI = { suspect: "🔎", free: "🛡️", rest: "💤" } as const;

/** A local date as "Mon, 2 Mar" / "lun, 2 de mar", in the reader's formatting tag. */
export function shortDate(tag: string, date: string): string {
  return formatDate(tag, new Date(`${date}T12:00:00`), {
    weekday: "short",
    day: "numeric",
    month: "short",
  });
}

/** The path of a case's verdict screen. */
export const casePath = (id: string) => `/app/cases/${id}`;
