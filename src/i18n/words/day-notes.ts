import type { AdviceLine } from "../../domain/food-group-review";
import type { Translate } from "../translate";

/**
 * The Daily Report's note on the logging itself, praise for the detective work, never for what
 * was eaten ("Nice clue-gathering! You logged 1 meal today...").
 */
export function dayNoteWords(t: Translate, note: AdviceLine): string {
  const meals = note.meals ?? 0;
  if (note.code === "logging-full") return t("dayNotes.loggingFull", { meals });
  if (note.code === "logging-some") return t("dayNotes.loggingSome", { meals });
  return t("dayNotes.loggingNone");
}
