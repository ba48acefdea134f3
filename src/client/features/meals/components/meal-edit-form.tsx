import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type Meal,
  type MealEditFormInput,
  type MealEditFormOutput,
  mealEditForm,
  NO_FOODS,
  updateMealBody,
} from "../../../../contracts/meals";
import { EditActions, editSavedToast } from "../../../components/ui/entry-card";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { notifyError } from "../../../lib/notify";
import { localDateOf, localTimeOf, timestampAt } from "../../../lib/time";
import { UPDATE_MEAL_FAILED, useUpdateMeal } from "../api/update-meal";
import { foodsText, splitEditedFoods } from "../utils/edit-foods";

/** The inline editor of a logged meal: its foods as one comma-separated line, and its time. */
export function MealEditForm({ meal, onDone }: { meal: Meal; onDone: () => void }) {
  const mutation = useUpdateMeal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MealEditFormInput, unknown, MealEditFormOutput>({
    resolver: zodResolver(mealEditForm),
    defaultValues: { foods: foodsText(meal), time: localTimeOf(meal.timestamp) },
  });

  const submit = handleSubmit(({ foods, time }) => {
    const lists = splitEditedFoods(foods, meal);
    if (lists.detectedFoods.length + lists.manualFoods.length === 0) {
      setError("foods", { message: NO_FOODS });
      return;
    }
    // Keep the meal on its own day: only the clock time changes.
    const changes = updateMealBody.safeParse({
      ...lists,
      timestamp: timestampAt(time, localDateOf(meal.timestamp)),
    });
    if (!changes.success) {
      for (const issue of changes.error.issues) {
        setError(issue.path[0] === "timestamp" ? "time" : "foods", { message: issue.message });
      }
      return;
    }
    mutation.mutate(
      { id: meal.id, changes: changes.data },
      {
        onSuccess: () => {
          toast(editSavedToast("meal"));
          onDone();
        },
        onError: () => notifyError(UPDATE_MEAL_FAILED),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit meal" className="mt-3 space-y-3">
      <TextAreaField
        label="Foods"
        hint="Separate foods with commas"
        rows={2}
        error={errors.foods?.message}
        autoComplete="off"
        {...register("foods")}
      />
      <TextField type="time" label="Time" error={errors.time?.message} {...register("time")} />
      <EditActions onCancel={onDone} pending={mutation.isPending} />
    </form>
  );
}
