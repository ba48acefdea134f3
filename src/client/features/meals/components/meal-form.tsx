import { type FormEvent, useState } from "react";
import { foodList } from "../../../../contracts/common";
import { drinkTime } from "../../../../contracts/drinks";
import { createMealBody, type SavedMeal } from "../../../../contracts/meals";
import { MEAL_POINTS } from "../../../../domain/game";
import { isMealType, MEAL_TYPES, type MealType } from "../../../../domain/meal-types";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";
import { nowLocalTime, timestampAt } from "../../../lib/time";
import { PhotoCapture, type PhotoMealResult } from "../../photos/components/photo-capture";
import { SAVE_MEAL_FAILED, useCreateMeal } from "../api/create-meal";
import { suggestMealType } from "../utils/suggest-meal-type";
import { FoodPicker } from "./food-picker";

type MealErrors = Partial<Record<"mealType" | "foods" | "time", string>>;

const MEAL_TYPE_TILES = MEAL_TYPES.map((type) => ({
  value: type.value,
  label: type.label,
  emoji: type.emoji,
}));

interface MealFormProps {
  userId: string;
  quickAddFoods: readonly string[];
  /** Foods already on the plate when the form opens (a quick-add tap on the dashboard). */
  initialFoods?: readonly string[];
  /** The dashboard modal has a time picker; the standalone page logs "now" (SPEC 2). */
  withTimePicker: boolean;
  onSaved: (meal: SavedMeal) => void;
  /** Where the sticky Save bar sits (above the bottom tabs on a page). */
  actionsClassName?: string;
}

function errorField(path: PropertyKey | undefined): keyof MealErrors | null {
  if (path === "mealType") return "mealType";
  if (path === "manualFoods" || path === "detectedFoods") return "foods";
  if (path === "timestamp") return "time";
  return null;
}

/** SPEC 2 meal log: meal type, detected foods, manual foods, quick-add and a time; saves it. */
export function MealForm({
  userId,
  quickAddFoods,
  initialFoods = [],
  withTimePicker,
  onSaved,
  actionsClassName,
}: MealFormProps) {
  const [startTime] = useState(() => nowLocalTime());
  const [mealType, setMealType] = useState<MealType | null>(() => suggestMealType(startTime));
  const [photoBusy, setPhotoBusy] = useState(false);
  // The photo step's kept foods, confidence and photo; null until a photo is analysed.
  const [photo, setPhoto] = useState<PhotoMealResult | null>(null);
  const [manualFoods, setManualFoods] = useState<string[]>(() => [...initialFoods]);
  const [foodText, setFoodText] = useState("");
  const [time, setTime] = useState(startTime);
  const [errors, setErrors] = useState<MealErrors>({});
  const mutation = useCreateMeal();

  const addFood = (name: string) => {
    const next = foodList.safeParse([...manualFoods, name]);
    if (!next.success) {
      setErrors((e) => ({ ...e, foods: next.error.issues[0]?.message }));
      return;
    }
    setManualFoods(next.data);
    setFoodText("");
    setErrors((e) => ({ ...e, foods: undefined }));
  };
  const removeFood = (name: string) =>
    setManualFoods((list) => list.filter((food) => food.toLowerCase() !== name.toLowerCase()));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: MealErrors = {};
    const timeOk = !withTimePicker || drinkTime.safeParse(time).success;
    if (!timeOk) found.time = drinkTime.safeParse(time).error?.issues[0]?.message;
    const parsed = createMealBody.safeParse({
      userId,
      mealType: mealType ?? undefined,
      detectedFoods: photo?.detectedFoods ?? [],
      manualFoods: [
        ...manualFoods,
        ...(photo?.manualFoods ?? []),
        ...(foodText.trim() ? [foodText] : []),
      ],
      aiConfidence: photo?.aiConfidence ?? 0,
      photoUrl: photo?.photoUrl,
      timestamp: withTimePicker && timeOk ? timestampAt(time) : new Date().toISOString(),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = errorField(issue.path[0]);
        if (field && !found[field]) found[field] = issue.message;
      }
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;

    mutation.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const serverErrors: MealErrors = {};
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            const field = errorField(path);
            if (field) serverErrors[field] = message;
          }
          setErrors(serverErrors);
        }
        notifyError(SAVE_MEAL_FAILED);
      },
    });
  };

  const pending = mutation.isPending;
  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-6">
      <PhotoCapture
        onResult={setPhoto}
        onClear={() => setPhoto(null)}
        onBusyChange={setPhotoBusy}
      />
      <ChoiceTiles
        label="Which meal is it?"
        options={MEAL_TYPE_TILES}
        value={mealType}
        onChange={(value) => setMealType(value && isMealType(value) ? value : null)}
        error={errors.mealType}
      />
      <FoodPicker
        foods={manualFoods}
        text={foodText}
        onTextChange={setFoodText}
        onAdd={addFood}
        onRemove={removeFood}
        quickAddFoods={quickAddFoods}
        error={errors.foods}
      />
      {withTimePicker ? (
        <TextField
          type="time"
          label="What time did you eat?"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          error={errors.time}
        />
      ) : null}
      <DialogActions className={actionsClassName}>
        <Button type="submit" variant="sunny" size="lg" block disabled={pending || photoBusy}>
          <BusyIcon busy={pending} />
          {pending ? "Saving..." : photoBusy ? "Reading your photo..." : "Save Meal"}
          <span aria-hidden="true" className="rounded-full bg-white/70 px-2 py-0.5 text-sm">
            +{MEAL_POINTS} ⭐
          </span>
        </Button>
      </DialogActions>
    </form>
  );
}
