import { type FoodGroup, foodGroupByKey } from "../../domain/food-groups";
import { groupOfFood, normaliseFoodName } from "../../domain/food-lookup";
import { foodEmoji } from "./food-emoji";

// FOOD_GROUPS name a colour; Tailwind needs whole class names written out.
const GROUP_CLASSES: Record<string, { chip: string; bar: string; tile: string }> = {
  red: { chip: "border-red-300 bg-red-100 text-red-950", bar: "bg-red-500", tile: "bg-red-100" },
  amber: {
    chip: "border-amber-300 bg-amber-100 text-amber-950",
    bar: "bg-amber-500",
    tile: "bg-amber-100",
  },
  sky: { chip: "border-sky-300 bg-sky-100 text-sky-950", bar: "bg-sky-500", tile: "bg-sky-100" },
  green: {
    chip: "border-emerald-300 bg-emerald-100 text-emerald-950",
    bar: "bg-emerald-500",
    tile: "bg-emerald-100",
  },
  violet: {
    chip: "border-violet-300 bg-violet-100 text-violet-950",
    bar: "bg-violet-500",
    tile: "bg-violet-100",
  },
  pink: {
    chip: "border-pink-300 bg-pink-100 text-pink-950",
    bar: "bg-pink-500",
    tile: "bg-pink-100",
  },
};

const FALLBACK = { chip: "border-ink/20 bg-white text-ink", bar: "bg-ink/40", tile: "bg-white" };

/** How every screen draws a food: its own picture, and the colours of its group (SPEC 3). */
export function foodLook(food: string): {
  group: FoodGroup;
  emoji: string;
  chip: string;
  bar: string;
  tile: string;
} {
  const group = foodGroupByKey(groupOfFood(food));
  return { group, emoji: foodEmoji(food), ...(GROUP_CLASSES[group.colour] ?? FALLBACK) };
}

/** The same food, whatever its case and spacing. */
export function sameFood(a: string, b: string): boolean {
  return normaliseFoodName(a) === normaliseFoodName(b);
}
