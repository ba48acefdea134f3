import {
  type Meal,
  type MealEditFormInput,
  type MealEditFormOutput,
  mealEditForm,
  updateMealBody,
} from "../../../../contracts/meals";
import { foodsOfMeal } from "../../../../domain/food-groups";
import { EditActions, editSavedToast } from "../../../components/ui/entry-card";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { issueMessages } from "../../../lib/form-wiring";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { localDateOf, localTimeOf, timestampAt } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { UPDATE_MEAL_FAILED, useUpdateMeal } from "../api/update-meal";
import { foodsText, splitEditedFoods } from "../utils/edit-foods";
import { FoodQuestionCard, useFoodQuestion } from "./food-question";

/** The meal body's fields the editor spells another way: all foods are one line. */
const SERVER_FIELDS = {
  detectedFoods: "foods",
  manualFoods: "foods",
  timestamp: "time",
} as const;

/** The inline editor of a logged meal: its foods as one comma-separated line, and its time. */
export function MealEditForm({ meal, onDone }: { meal: Meal; onDone: () => void }) {
  const mutation = useUpdateMeal();
  const form = useContractForm<MealEditFormInput, MealEditFormOutput>({
    schema: mealEditForm,
    defaultValues: { foods: foodsText(meal), time: localTimeOf(meal.timestamp) },
    serverFields: SERVER_FIELDS,
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;

  // A food the reader cannot tell apart ("tortilla") is asked about, as when the meal was
  // logged; the answer takes its place in the line (ADR 072).
  const foods = foodsOfMeal({ manualFoods: watch("foods") ?? "" });
  const asked = useFoodQuestion(foods);
  const answerFood = (food: string, answer: string) => {
    const others = foods.filter((name) => name !== food);
    const replaced = others.some((name) => name.toLowerCase() === answer.toLowerCase())
      ? others
      : foods.map((name) => (name === food ? answer : name));
    setValue("foods", replaced.join(", "));
  };

  const submit = form.submit(
    async ({ foods, time }) => {
      const lists = splitEditedFoods(foods, meal);
      if (lists.detectedFoods.length + lists.manualFoods.length === 0) {
        form.showErrors({ foods: t("errors.noFoods") });
        return;
      }
      // Keep the meal on its own day: only the clock time changes.
      const changes = updateMealBody.safeParse({
        ...lists,
        timestamp: timestampAt(time, localDateOf(meal.timestamp)),
      });
      if (!changes.success) {
        form.showErrors(issueMessages(changes.error.issues));
        return;
      }
      await mutation.mutateAsync({ id: meal.id, changes: changes.data });
      toast(editSavedToast(t("meals.what")));
      onDone();
    },
    { failed: () => notifyError(UPDATE_MEAL_FAILED) },
  );

  return (
    <form
      ref={form.ref}
      onSubmit={submit}
      noValidate
      aria-busy={form.pending}
      aria-label={t("meals.editMeal")}
      className="mt-3 space-y-3"
    >
      <TextAreaField
        label={t("meals.foodsLabel")}
        hint={t("meals.foodsHint")}
        rows={2}
        error={errors.foods?.message}
        autoComplete="off"
        {...register("foods")}
      />
      {asked ? <FoodQuestionCard asked={asked} onAnswer={answerFood} /> : null}
      <TextField
        type="time"
        label={t("meals.timeLabel")}
        error={errors.time?.message}
        {...register("time")}
      />
      <EditActions onCancel={onDone} pending={form.pending} />
    </form>
  );
}
