import { Zap } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { foodChipLook } from "./food-chip";

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
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {foods.map((food) => {
          const look = foodChipLook(food);
          return (
            <li key={food}>
              <button
                type="button"
                onClick={() => onPick(food)}
                className={`pressable flex min-h-12 w-full items-center gap-2 rounded-2xl border-2 px-3 text-left text-base font-extrabold shadow-[0_3px_0_0_rgb(31_27_58/0.15)] ${look.classes}`}
              >
                <span aria-hidden="true" className="font-emoji text-xl">
                  {look.emoji}
                </span>
                <span className="min-w-0 truncate">
                  <span className="sr-only">Quick add </span>
                  {food}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
