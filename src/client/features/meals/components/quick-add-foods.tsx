import { Zap } from "lucide-react";
import { quickAddFoodsWorded } from "../../../../i18n/words/diary-labels";
import { Card } from "../../../components/ui/card";
import { foodName } from "../../../lib/food-emoji";
import { foodLook } from "../../../lib/food-look";
import { t } from "../../../lib/i18n";

/** The dashboard's 8 quick-add foods: one tap opens the meal log with that food on the plate. */
export function QuickAddFoods({
  foods,
  onPick,
}: {
  foods: readonly string[];
  onPick: (food: string) => void;
}) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-black">
        <Zap
          aria-hidden="true"
          className="size-6 fill-sunny-400 text-sunny-700"
          strokeWidth={2.5}
        />
        {t("meals.quickAddTitle")}
      </h2>
      <p className="mt-1 text-sm font-bold text-ink-soft">{t("meals.quickAddIntro")}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {quickAddFoodsWorded(t, foods).map((food) => {
          const look = foodLook(food);
          return (
            <li key={food} className="max-w-full">
              <button
                type="button"
                onClick={() => onPick(food)}
                className={`pressable flex min-h-12 max-w-full items-center gap-2 rounded-2xl border-2 px-3 py-2 text-left text-base font-extrabold shadow-[0_3px_0_0_rgb(31_27_58/0.15)] ${look.chip}`}
              >
                <span aria-hidden="true" className="font-emoji text-xl">
                  {look.emoji}
                </span>
                {/* Each name whole: a chip is as wide as its name, and only a name wider than the card wraps. */}
                <span className="min-w-0 leading-tight wrap-anywhere">
                  <span className="sr-only">{t("meals.quickAddHidden")}</span>
                  {foodName(food)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
