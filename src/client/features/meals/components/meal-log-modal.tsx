import type { SavedMeal } from "../../../../contracts/meals";
import { MEAL_POINTS } from "../../../../domain/game";
import { mealTypeLabel } from "../../../../domain/meal-types";
import { GameDialog } from "../../../components/ui/dialog";
import { notifySaved } from "../../../lib/notify";
import { MealForm } from "./meal-form";

/** Tells the child the meal is in the case file (or celebrates a badge it earned). */
export function announceMeal(meal: SavedMeal): void {
  notifySaved(
    `${mealTypeLabel(meal.mealType)} logged! 🍽️`,
    `+${MEAL_POINTS} points for your case file, Detective.`,
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
      title="Log a Meal"
      description="Pick the meal, add your foods, save the clue."
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
