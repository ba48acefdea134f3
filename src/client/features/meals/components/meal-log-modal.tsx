import type { SavedMeal } from "../../../../contracts/meals";
import { MEAL_POINTS } from "../../../../domain/game";
import { mealTypeWord } from "../../../../i18n/words/diary-labels";
import { GameDialog } from "../../../components/ui/dialog";
import { t } from "../../../lib/i18n";
import { notifySaved } from "../../../lib/notify";
import { MealForm } from "./meal-form";

/** Tells the child the meal is in the case file (or celebrates a badge it earned). */
export function announceMeal(meal: SavedMeal): void {
  notifySaved(
    t("meals.savedTitle", { meal: mealTypeWord(t, meal.mealType) }),
    t("meals.savedDescription", { points: MEAL_POINTS }),
    meal.newBadges,
  );
}

/** The dashboard's Log a Meal dialog; `session` remounts the form so each opening starts fresh. */
export function MealLogModal({
  open,
  onOpenChange,
  session,
  userId,
  quickAddFoods,
  initialFoods,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: number;
  userId: string;
  quickAddFoods: readonly string[];
  initialFoods: readonly string[];
}) {
  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("meals.logTitle")}
      description={t("meals.logDescription")}
      emoji="🍽️"
      tint="bg-orange-200"
    >
      <MealForm
        key={session}
        userId={userId}
        quickAddFoods={quickAddFoods}
        initialFoods={initialFoods}
        withTimePicker
        onSaved={(meal) => {
          announceMeal(meal);
          onOpenChange(false);
        }}
      />
    </GameDialog>
  );
}
