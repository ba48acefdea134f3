import { AMOUNT_OPTIONS, DRINK_TYPES, mlToCups } from "../../../../domain/hydration";
import { amountWord, drinkTypeWord } from "../../../../i18n/words/diary-labels";
import type { ChoiceOption } from "../../../components/ui/choice-tiles";
import { currentLocale, t } from "../../../lib/i18n";

/** The five drink types as big tiles, in the current language. */
export function drinkTypeTiles(): readonly ChoiceOption[] {
  return DRINK_TYPES.map((type) => ({
    value: type.value,
    label: drinkTypeWord(t, type.value),
    emoji: type.emoji,
  }));
}

/** A drink's amount in cups as every screen writes it: "1 cup", "0.6 cups" (ADR 047). */
export function cupsWords(ml: number): string {
  const cups = mlToCups(ml);
  return t("drinks.cups", {
    cups,
    amount: new Intl.NumberFormat(currentLocale().formatLocale).format(cups),
  });
}

/** "240 ml · 1 cup": a drink's amount and its cups. */
export function amountWords(ml: number): string {
  return t("drinks.amountAndCups", { ml, cups: cupsWords(ml) });
}

/** The five amounts as tiles; the cups under each are amountMl / 240 (ADR 047). */
export function amountTiles(): readonly ChoiceOption[] {
  return AMOUNT_OPTIONS.map((amount) => ({
    value: String(amount.ml),
    label: t("drinks.ml", { ml: amount.ml }),
    emoji: "",
    note: t("drinks.amountNote", {
      amount: amountWord(t, amount.ml) ?? amount.label,
      cups: cupsWords(amount.ml),
    }),
  }));
}
