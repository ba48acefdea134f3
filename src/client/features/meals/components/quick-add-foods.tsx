import { Zap } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { foodName } from "../../../lib/food-emoji";
import { foodLook } from "../../../lib/food-look";

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
        Quick Add
      </h2>
      <p className="mt-1 text-sm font-bold text-ink-soft">Tap a favourite to log it in a flash.</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {foods.map((food) => {
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
                  <span className="sr-only">Quick add </span>
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
