import { type FormEvent, useState } from "react";
import { drinkTime } from "../../../../contracts/drinks";
import { type Meal, NO_FOODS, updateMealBody } from "../../../../contracts/meals";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { notifyError } from "../../../lib/notify";
import { localDateOf, localTimeOf, timestampAt } from "../../../lib/time";
import { UPDATE_MEAL_FAILED, useUpdateMeal } from "../api/update-meal";
import { foodsText, splitEditedFoods } from "../utils/edit-foods";

/** The inline editor of a logged meal: its foods as one comma-separated line, and its time. */
export function MealEditForm({ meal, onDone }: { meal: Meal; onDone: () => void }) {
  const [text, setText] = useState(() => foodsText(meal));
  const [time, setTime] = useState(() => localTimeOf(meal.timestamp));
  const [errors, setErrors] = useState<{ foods?: string; time?: string }>({});
  const mutation = useUpdateMeal();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lists = splitEditedFoods(text, meal);
    const found: { foods?: string; time?: string } = {};
    if (lists.detectedFoods.length + lists.manualFoods.length === 0) found.foods = NO_FOODS;
    const timeCheck = drinkTime.safeParse(time);
    if (!timeCheck.success) found.time = timeCheck.error.issues[0]?.message;
    // Keep the meal on its own day: only the clock time changes.
    const parsed = updateMealBody.safeParse({
      ...lists,
      ...(timeCheck.success ? { timestamp: timestampAt(time, localDateOf(meal.timestamp)) } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "timestamp" ? "time" : "foods";
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (!parsed.success || found.foods || found.time) return;
    mutation.mutate(
      { id: meal.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast({ title: "Case notes updated! ✏️", description: "Your meal is fixed up." });
          onDone();
        },
        onError: () => notifyError(UPDATE_MEAL_FAILED),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit meal" className="mt-3 space-y-3">
      <TextAreaField
        label="Foods"
        hint="Separate foods with commas"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.foods}
        autoComplete="off"
      />
      <TextField
        type="time"
        label="Time"
        value={time}
        onChange={(event) => setTime(event.target.value)}
        error={errors.time}
      />
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" className="flex-1" disabled={mutation.isPending}>
          <BusyIcon busy={mutation.isPending} size="size-5" />
          Save changes
        </Button>
      </div>
    </form>
  );
}
