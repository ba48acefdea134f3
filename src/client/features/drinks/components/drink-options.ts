import { AMOUNT_OPTIONS, cupsText, DRINK_TYPES } from "../../../../domain/hydration";
import type { ChoiceOption } from "../../../components/ui/choice-tiles";

/** The five drink types as big tiles. */
export const DRINK_TYPE_TILES: readonly ChoiceOption[] = DRINK_TYPES.map((type) => ({
  value: type.value,
  label: type.label,
  emoji: type.emoji,
}));

/** The five amounts as tiles; the cups under each are amountMl / 240 (ADR 047). */
export const AMOUNT_TILES: readonly ChoiceOption[] = AMOUNT_OPTIONS.map((amount) => ({
  value: String(amount.ml),
  label: `${amount.ml} ml`,
  emoji: "",
  note: `${amount.label} · ${cupsText(amount.ml)}`,
}));
