import { X } from "lucide-react";
import { foodGroupByKey } from "../../../../domain/food-groups";
import { groupOfFood } from "../../../../domain/food-lookup";

// FOOD_GROUPS name a colour; Tailwind needs whole class names written out.
const CHIP_COLOURS: Record<string, string> = {
  red: "border-red-300 bg-red-100 text-red-950",
  amber: "border-amber-300 bg-amber-100 text-amber-950",
  sky: "border-sky-300 bg-sky-100 text-sky-950",
  green: "border-emerald-300 bg-emerald-100 text-emerald-950",
  violet: "border-violet-300 bg-violet-100 text-violet-950",
  pink: "border-pink-300 bg-pink-100 text-pink-950",
};

/** The chip colours and emoji of a food's group. */
export function foodChipLook(food: string): { classes: string; emoji: string; group: string } {
  const group = foodGroupByKey(groupOfFood(food));
  return {
    classes: CHIP_COLOURS[group.colour] ?? "border-ink/20 bg-white text-ink",
    emoji: group.emoji,
    group: group.name,
  };
}

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
  const look = foodChipLook(food);
  const sizing = size === "sm" ? "min-h-8 text-sm" : "min-h-10 text-base";
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full border-2 py-1 pl-2.5 font-extrabold ${sizing} ${look.classes} ${onRemove ? "pr-1" : "pr-3"}`}
    >
      <span aria-hidden="true" className="font-emoji" title={look.group}>
        {look.emoji}
      </span>
      <span className="truncate">{food}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${food}`}
          className="-my-1 grid size-10 shrink-0 place-items-center rounded-full hover:bg-black/10"
        >
          <X aria-hidden="true" className="size-5" strokeWidth={3} />
        </button>
      ) : null}
    </span>
  );
}
