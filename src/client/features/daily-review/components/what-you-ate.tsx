import type { MealTypeFoods } from "../../../../domain/daily-report";
import { mealTypeEmoji } from "../../../../domain/meal-types";
import { mealTypeWord } from "../../../../i18n/words/diary-labels";
import { t } from "../../../lib/i18n";
import { FoodChip } from "../../meals/components/food-chip";
import { SectionHeading } from "./section-heading";

/** A row's title: the meal type in words, or the drinks row's own. */
function mealWord(meal: MealTypeFoods): string {
  return meal.mealType === "drinks" ? meal.label : mealTypeWord(t, meal.mealType);
}

/**
 * 'What You Ate Today': each meal type eaten, with its foods as chips coloured by group, and the
 * drinks that counted for a group (a glass of milk).
 */
export function WhatYouAte({
  meals,
  drinks = [],
}: {
  meals: readonly MealTypeFoods[];
  drinks?: readonly string[];
}) {
  const rows: readonly MealTypeFoods[] =
    drinks.length > 0
      ? [...meals, { mealType: "drinks", label: t("dailyReview.drinks"), foods: drinks }]
      : meals;
  return (
    <section aria-labelledby="what-you-ate-heading">
      <SectionHeading id="what-you-ate-heading" emoji="🍽️">
        {t("dailyReview.whatYouAte")}
      </SectionHeading>
      {rows.length === 0 ? (
        <p className="mt-2 rounded-2xl border-2 border-dashed border-ink/30 bg-white p-4 font-bold text-ink-soft">
          {t("dailyReview.noMealsYet")}
        </p>
      ) : (
        <ul className="mt-3 space-y-2.5">
          {rows.map((meal) => (
            <li
              key={meal.mealType}
              aria-label={mealWord(meal)}
              className="rounded-2xl border-[3px] border-ink bg-white p-3"
            >
              <h3 className="flex items-center gap-1.5 text-lg font-black">
                <span aria-hidden="true" className="font-emoji">
                  {meal.mealType === "drinks" ? "🥛" : mealTypeEmoji(meal.mealType)}
                </span>
                {mealWord(meal)}
              </h3>
              <ul
                aria-label={t("dailyReview.foodsIn", { meal: mealWord(meal) })}
                className="mt-2 flex flex-wrap gap-1.5"
              >
                {meal.foods.map((food, index) => (
                  // The same food may be eaten at two breakfasts; position keeps keys apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: foods repeat across meals of a type
                  <li key={`${food}-${index}`} className="max-w-full">
                    <FoodChip food={food} size="sm" />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
