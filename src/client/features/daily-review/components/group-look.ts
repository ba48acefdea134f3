import type { FoodGroupKey } from "../../../../domain/food-groups";
import { foodGroupByKey } from "../../../../domain/food-groups";
import { currentLocale, t } from "../../../lib/i18n";

// FOOD_GROUPS name a colour; Tailwind needs whole class names written out.
const LOOKS: Record<string, { bar: string; soft: string; box: string }> = {
  red: { bar: "bg-red-400", soft: "bg-red-50", box: "bg-red-200" },
  amber: { bar: "bg-amber-400", soft: "bg-amber-50", box: "bg-amber-200" },
  sky: { bar: "bg-sky-400", soft: "bg-sky-50", box: "bg-sky-200" },
  green: { bar: "bg-emerald-400", soft: "bg-emerald-50", box: "bg-emerald-200" },
  violet: { bar: "bg-violet-400", soft: "bg-violet-50", box: "bg-violet-200" },
  pink: { bar: "bg-pink-400", soft: "bg-pink-50", box: "bg-pink-200" },
};

/** The colour classes of a food group's meter, guide card and boxes. */
export function groupLook(key: FoodGroupKey): { bar: string; soft: string; box: string } {
  return LOOKS[foodGroupByKey(key).colour] ?? { bar: "bg-brand-400", soft: "bg-white", box: "" };
}

/** Serves as a child reads them: "2", "2.5" ("2,5" in Spanish). */
export function formatServes(serves: number): string {
  return new Intl.NumberFormat(currentLocale().formatLocale, { maximumFractionDigits: 1 }).format(
    Math.round(serves * 10) / 10,
  );
}

/** "1 serve", "2.5 serves". */
export function servesText(serves: number): string {
  return t("dailyReview.serves", {
    count: Math.round(serves * 10) / 10,
    amount: formatServes(serves),
  });
}
