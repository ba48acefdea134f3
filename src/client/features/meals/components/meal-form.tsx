import { useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { foodList } from "../../../../contracts/common";
import {
  createMealBody,
  type MealFormInput,
  type MealFormOutput,
  mealForm,
  mealWithWaitingPhotoBody,
  type SavedMeal,
} from "../../../../contracts/meals";
import { MEAL_POINTS } from "../../../../domain/game";
import { isMealType, MEAL_TYPES, suggestMealType } from "../../../../domain/meal-types";
import { mealTypeWord } from "../../../../i18n/words/diary-labels";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { issueMessages } from "../../../lib/form-wiring";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { nowLocalTime, timestampAt } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { PhotoCapture, type PhotoMealResult } from "../../photos/components/photo-capture";
import { useCreateMeal } from "../api/create-meal";
import { FoodPicker } from "./food-picker";
import { FoodQuestionCard, useFoodQuestion } from "./food-question";

/** The meal types as tiles, in the current language. */
function mealTypeTiles() {
  return MEAL_TYPES.map((type) => ({
    value: type.value,
    label: mealTypeWord(t, type.value),
    emoji: type.emoji,
  }));
}

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

/** The meal body's fields the form spells another way (foods all show on the picker). */
const SERVER_FIELDS = {
  detectedFoods: "manualFoods",
  timestamp: "time",
} as const;

/** SPEC 2 meal log: meal type, detected foods, manual foods, quick-add and a time; saves it. */
export function MealForm({
  userId,
  quickAddFoods,
  initialFoods = [],
  withTimePicker,
  onSaved,
  actionsClassName,
}: MealFormProps) {
  const [photoBusy, setPhotoBusy] = useState(false);
  // The photo step's kept foods, confidence and photo; null until a photo is analysed.
  const [photo, setPhoto] = useState<PhotoMealResult | null>(null);
  // The one food box: typed foods, and the answers to the photo's questions.
  const foodInput = useRef<HTMLInputElement>(null);
  const mutation = useCreateMeal();
  // The time the form opened: the default time and the meal type it suggests.
  const [openedValues] = useState<MealFormInput>(() => {
    const time = nowLocalTime();
    return {
      mealType: suggestMealType(time),
      manualFoods: [...initialFoods],
      foodText: "",
      time,
    };
  });
  const form = useContractForm<MealFormInput, MealFormOutput>({
    schema: mealForm,
    defaultValues: openedValues,
    serverFields: SERVER_FIELDS,
    draft: "meal",
  });
  const {
    control,
    register,
    setError,
    clearErrors,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const manualFoods = watch("manualFoods") ?? [];
  const foodText = watch("foodText") ?? "";

  const addFood = (name: string) => {
    const next = foodList.safeParse([...manualFoods, name]);
    if (!next.success) {
      setError("manualFoods", { message: next.error.issues[0]?.message });
      return;
    }
    setValue("manualFoods", next.data);
    setValue("foodText", "");
    clearErrors("manualFoods");
  };
  const removeFood = (name: string) =>
    setValue(
      "manualFoods",
      manualFoods.filter((food) => food.toLowerCase() !== name.toLowerCase()),
    );

  // A food the reader cannot tell apart ("tortilla") is asked about; the answer replaces it.
  const asked = useFoodQuestion(manualFoods);
  const answerFood = (food: string, answer: string) => {
    const others = manualFoods.filter((name) => name !== food);
    const replaced = others.some((name) => name.toLowerCase() === answer.toLowerCase())
      ? others
      : manualFoods.map((name) => (name === food ? answer : name));
    setValue("manualFoods", replaced);
  };

  // The photo's foods count as foods: a "no foods" message goes once some are on the plate.
  const takePhoto = (result: PhotoMealResult) => {
    setPhoto(result);
    if (result.detectedFoods.length > 0) clearErrors("manualFoods");
  };

  const submit = form.submit(
    async (fields) => {
      // A photo kept for later brings its foods when it is analysed: none are needed yet.
      const schema = photo?.waitingPhoto ? mealWithWaitingPhotoBody : createMealBody;
      const body = schema.safeParse({
        userId,
        mealType: fields.mealType,
        detectedFoods: photo?.detectedFoods ?? [],
        manualFoods: [...fields.manualFoods, ...(fields.foodText.trim() ? [fields.foodText] : [])],
        aiConfidence: photo?.aiConfidence ?? 0,
        photoUrl: photo?.photoUrl || undefined,
        timestamp: withTimePicker ? timestampAt(fields.time) : new Date().toISOString(),
      });
      if (!body.success) {
        form.showErrors(issueMessages(body.error.issues));
        return;
      }
      onSaved(await mutation.mutateAsync({ body: body.data, photo: photo?.waitingPhoto }));
    },
    { failed: () => notifyError(t("errors.saveMealFailed")) },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-busy={pending} className="space-y-6">
      <PhotoCapture
        onResult={takePhoto}
        onClear={() => setPhoto(null)}
        onBusyChange={setPhotoBusy}
        onAskFood={() => foodInput.current?.focus()}
      />
      <Controller
        control={control}
        name="mealType"
        render={({ field }) => (
          <ChoiceTiles
            label={t("meals.mealTypeQuestion")}
            readOnOpening
            options={mealTypeTiles()}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value && isMealType(value) ? value : undefined)}
            error={errors.mealType?.message}
          />
        )}
      />
      <FoodPicker
        foods={manualFoods}
        text={foodText}
        onTextChange={(text) => setValue("foodText", text)}
        onAdd={addFood}
        onRemove={removeFood}
        quickAddFoods={quickAddFoods}
        error={errors.manualFoods?.message ?? errors.foodText?.message}
        inputRef={foodInput}
      />
      {asked ? <FoodQuestionCard asked={asked} onAnswer={answerFood} /> : null}
      {withTimePicker ? (
        <TextField
          type="time"
          label={t("meals.timeQuestion")}
          error={errors.time?.message}
          {...register("time")}
        />
      ) : null}
      <FormNotice form={form} action={t("meals.saveButton")} />
      <DialogActions className={actionsClassName}>
        <Button type="submit" variant="sunny" size="lg" block disabled={pending || photoBusy}>
          <BusyIcon busy={pending} />
          {pending
            ? t("meals.saving")
            : photoBusy
              ? t("meals.readingPhoto")
              : t("meals.saveButton")}
          <span aria-hidden="true" className="rounded-full bg-white/70 px-2 py-0.5 text-sm">
            +{MEAL_POINTS} ⭐
          </span>
        </Button>
      </DialogActions>
    </form>
  );
}
