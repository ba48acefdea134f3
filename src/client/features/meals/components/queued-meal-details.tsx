import { foodsOfMeal } from "../../../../domain/food-groups";
import { mealTypeWord } from "../../../../i18n/words/diary-labels";
import { t } from "../../../lib/i18n";
import { type OutboxEntry, useQueuedPhoto } from "../../../lib/outbox";
import { FoodChip } from "./food-chip";

/**
 * A meal still on this phone as a logged one shows: its photo (kept on the phone, or already
 * sent for reading) and its foods as chips (ADR 049).
 */
export function QueuedMealDetails({ entry }: { entry: OutboxEntry }) {
  const onPhone = useQueuedPhoto(entry.id, Boolean(entry.photo));
  const sent = typeof entry.body.photoUrl === "string" ? entry.body.photoUrl : null;
  const photo = onPhone ?? sent;
  const foods = foodsOfMeal({
    detectedFoods: entry.body.detectedFoods as string[] | undefined,
    manualFoods: entry.body.manualFoods as string[] | undefined,
  });
  const label = mealTypeWord(t, String(entry.body.mealType ?? ""));
  if (!photo && foods.length === 0) return null;
  return (
    <div className="mt-3 flex items-start gap-3">
      {photo ? (
        <img
          src={photo}
          alt={t("meals.photoAlt", { meal: label.toLowerCase() })}
          className="size-20 shrink-0 rounded-2xl border-[3px] border-ink/15 object-cover"
        />
      ) : null}
      {foods.length > 0 ? (
        <ul
          aria-label={t("meals.foodsIn", { meal: label })}
          className="flex min-w-0 flex-wrap gap-1.5"
        >
          {foods.map((food) => (
            <li key={food} className="max-w-full">
              <FoodChip food={food} size="sm" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
