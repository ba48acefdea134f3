import { lazy, Suspense, useState } from "react";
import type { Meal } from "../../../../contracts/meals";
import { foodsOfMeal } from "../../../../domain/food-groups";
import { mealTypeEmoji } from "../../../../domain/meal-types";
import { mealTypeWord } from "../../../../i18n/words/diary-labels";
import { EntryActions, EntryCard } from "../../../components/ui/entry-card";
import { toast } from "../../../components/ui/use-toast";
import { WaitingNote } from "../../../components/ui/waiting-note";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { formatClock } from "../../../lib/time";
import { DELETE_MEAL_FAILED, useDeleteMeal } from "../api/delete-meal";
import { FoodChip } from "./food-chip";

// The inline editor and its form library load on the first Edit (ADR 043).
const MealEditForm = lazy(() =>
  import("./meal-edit-form").then((m) => ({ default: m.MealEditForm })),
);

/**
 * A meal in Today's Detective Log: view, inline edit of foods and time, delete with confirm;
 * `waiting` when an edit of it is on this phone, not yet on the server (ADR 049).
 */
export function MealEntry({
  meal,
  waiting = false,
  readOnly = false,
}: {
  meal: Meal;
  waiting?: boolean;
  /** No Edit and Delete, for a login that may not change it (ADR 065). */
  readOnly?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const deletion = useDeleteMeal();
  const label = mealTypeWord(t, meal.mealType);
  const clock = formatClock(meal.timestamp);
  const foods = foodsOfMeal(meal);

  return (
    <EntryCard
      time={clock}
      dateTime={meal.timestamp}
      emoji={mealTypeEmoji(meal.mealType)}
      tint="bg-orange-200"
      kicker={t("meals.kicker")}
      title={label}
      label={t(waiting ? "meals.entryLabelWaiting" : "meals.entryLabel", {
        meal: label,
        time: clock,
      })}
    >
      {waiting ? <WaitingNote /> : null}
      {editing ? (
        <Suspense fallback={null}>
          <MealEditForm meal={meal} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <ul
            aria-label={t("meals.foodsIn", { meal: label })}
            className="mt-3 flex flex-wrap gap-1.5"
          >
            {foods.map((food) => (
              <li key={food} className="max-w-full">
                <FoodChip food={food} size="sm" />
              </li>
            ))}
          </ul>
          {meal.loggedByName ? (
            <p className="mt-2 text-sm font-bold text-ink-soft">
              {t("meals.reportedBy", { name: meal.loggedByName })}
            </p>
          ) : null}
          <EntryActions
            what={t("meals.what")}
            readOnly={readOnly}
            onEdit={() => setEditing(true)}
            deleting={deletion.isPending}
            onDelete={() =>
              deletion.mutate(meal.id, {
                onSuccess: () =>
                  toast({
                    title: t("meals.deletedTitle"),
                    description: t("meals.deletedDescription", { meal: label }),
                  }),
                onError: () => notifyError(DELETE_MEAL_FAILED),
              })
            }
          />
        </>
      )}
    </EntryCard>
  );
}
