import { X } from "lucide-react";
import { foodName } from "../../../lib/food-emoji";
import { foodLook } from "../../../lib/food-look";
import { t } from "../../../lib/i18n";

/** A food as a chip coloured by its food group; with `onRemove`, a remove button. */
export function FoodChip({
  food,
  onRemove,
  size = "md",
}: {
  food: string;
  onRemove?: () => void;
  size?: "sm" | "md";
}) {
  const look = foodLook(food);
  const sizing = size === "sm" ? "min-h-8 text-sm" : "min-h-10 text-base";
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full border-2 py-1 pl-2.5 font-extrabold ${sizing} ${look.chip} ${onRemove ? "pr-1" : "pr-3"}`}
    >
      <span aria-hidden="true" className="font-emoji" title={look.group.name}>
        {look.emoji}
      </span>
      <span className="min-w-0 leading-tight wrap-anywhere">{foodName(food)}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("meals.removeFood", { food })}
          className="-my-1 grid size-10 shrink-0 place-items-center rounded-full hover:bg-black/10"
        >
          <X aria-hidden="true" className="size-5" strokeWidth={3} />
        </button>
      ) : null}
    </span>
  );
}
