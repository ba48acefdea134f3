import { Plus } from "lucide-react";
import { type RefObject, useId } from "react";
import { quickAddFoodsWorded } from "../../../../i18n/words/diary-labels";
import { Button } from "../../../components/ui/button";
import { FieldError } from "../../../components/ui/field-error";
import { foodName } from "../../../lib/food-emoji";
import { foodLook } from "../../../lib/food-look";
import { t } from "../../../lib/i18n";
import { FoodChip } from "./food-chip";

interface FoodPickerProps {
  foods: readonly string[];
  text: string;
  onTextChange: (text: string) => void;
  onAdd: (food: string) => void;
  onRemove: (food: string) => void;
  quickAddFoods: readonly string[];
  error?: string;
  /** The food box, for the photo's questions to send the detective to. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

function sameFood(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Type a food or tap a quick-add chip; the meal's foods show as chips coloured by group. */
export function FoodPicker({
  foods,
  text,
  onTextChange,
  onAdd,
  onRemove,
  quickAddFoods,
  error,
  inputRef,
}: FoodPickerProps) {
  const id = useId();
  // The common defaults are offered in the child's language, and logged as read.
  const offered = quickAddFoodsWorded(t, quickAddFoods);
  const addTyped = () => {
    if (text.trim()) onAdd(text);
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-food`} className="mb-2.5 block text-lg font-black">
          {t("meals.foodQuestion")}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={`${id}-food`}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addTyped();
              }
            }}
            enterKeyHint="done"
            autoComplete="off"
            placeholder={t("meals.foodPlaceholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="block min-h-14 w-full min-w-0 flex-1 rounded-2xl border-[3px] border-ink/25 bg-white px-4 text-lg font-bold text-ink placeholder:font-semibold placeholder:text-ink-soft/70 hover:border-ink/40 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300 aria-[invalid=true]:border-red-600"
          />
          <Button size="lg" onClick={addTyped} className="shrink-0 px-4">
            <Plus aria-hidden="true" className="size-6" strokeWidth={3} />
            {t("meals.addButton")}
            <span className="sr-only">{t("meals.addButtonHidden")}</span>
          </Button>
        </div>
        {error ? (
          <FieldError id={`${id}-error`} className="mt-2">
            {error}
          </FieldError>
        ) : null}
        {foods.length > 0 ? (
          <ul aria-label={t("meals.foodsInThisMeal")} className="mt-3 flex flex-wrap gap-2">
            {foods.map((food) => (
              <li key={food} className="max-w-full">
                <FoodChip food={food} onRemove={() => onRemove(food)} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {offered.length > 0 ? (
        <div>
          <p id={`${id}-quick`} className="mb-2 text-base font-black text-ink-soft">
            {t("meals.quickAddLabel")}
          </p>
          <ul aria-labelledby={`${id}-quick`} className="flex flex-wrap gap-2">
            {offered.map((food) => {
              const chosen = foods.some((picked) => sameFood(picked, food));
              const look = foodLook(food);
              return (
                <li key={food} className="max-w-full">
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => (chosen ? onRemove(food) : onAdd(food))}
                    className={`pressable inline-flex min-h-12 max-w-full items-center gap-1.5 rounded-full border-2 px-3.5 text-left text-base font-extrabold ${
                      chosen
                        ? "border-ink bg-sunny-300 text-ink shadow-pop-ink"
                        : "border-ink/15 bg-white text-ink shadow-[0_3px_0_0_rgb(31_27_58/0.12)] hover:border-ink/40"
                    }`}
                  >
                    <span aria-hidden="true" className="font-emoji">
                      {chosen ? "✅" : look.emoji}
                    </span>
                    <span className="min-w-0 leading-tight wrap-anywhere">{foodName(food)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
