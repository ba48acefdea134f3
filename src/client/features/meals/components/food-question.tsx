import { useEffect, useState } from "react";
import type { FoodQuestion } from "../../../../domain/foods/read-food";
import { foodChoiceWords } from "../../../../i18n/words/food-questions";
import { Button } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";

/** The first food of a meal the reader could not tell apart, with what it may be (ADR 072). */
export type AskedFood = { food: string; question: FoodQuestion };

/**
 * Which of the meal's foods needs a question ("tortilla": a flatbread or the Spanish omelette),
 * read in the background: the food reader and its table load only when a meal has foods.
 */
export function useFoodQuestion(foods: readonly string[]): AskedFood | null {
  const [asked, setAsked] = useState<AskedFood | null>(null);
  const key = foods.join("\n");
  useEffect(() => {
    const named = key ? key.split("\n") : [];
    if (named.length === 0) {
      setAsked(null);
      return;
    }
    let live = true;
    import("../../../../domain/foods/read-food")
      .then(({ readFood }) => {
        if (!live) return;
        for (const food of named) {
          const { ask } = readFood(food);
          if (ask) return setAsked({ food, question: ask });
        }
        setAsked(null);
      })
      // Without the reader (offline before it was ever loaded) the meal is saved as typed.
      .catch(() => live && setAsked(null));
    return () => {
      live = false;
    };
  }, [key]);
  return asked;
}

/**
 * "Which tortilla was it?" with one big button per food it may be; the answer takes the bare
 * word's place in the meal, so the reader counts the food the child ate.
 */
export function FoodQuestionCard({
  asked,
  onAnswer,
}: {
  asked: AskedFood;
  onAnswer: (food: string, answer: string) => void;
}) {
  const choices = asked.question.choices.map((choice) => foodChoiceWords(t, choice));
  return (
    <fieldset className="rounded-3xl border-[3px] border-ink bg-sunny-100 p-4">
      <legend className="float-left mb-1 w-full text-lg font-black text-ink">
        {t("meals.whichTortilla")}
      </legend>
      <p className="clear-both mb-3 text-base text-ink">{t("meals.whichTortillaHint")}</p>
      <div className="grid gap-3">
        {choices.map((choice) => (
          <Button
            key={choice.choice}
            type="button"
            variant="outline"
            size="lg"
            block
            onClick={() => onAnswer(asked.food, choice.food)}
          >
            <span aria-hidden="true" className="text-2xl">
              {choice.emoji}
            </span>
            {choice.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
