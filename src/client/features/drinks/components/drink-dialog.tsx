import { DRINK_POINTS } from "../../../../domain/game";
import { drinkTypeOf } from "../../../../domain/hydration";
import { drinkNameWord } from "../../../../i18n/words/diary-labels";
import { GameDialog } from "../../../components/ui/dialog";
import { t } from "../../../lib/i18n";
import { notifySaved } from "../../../lib/notify";
import { isQueued, SAVED_ON_PHONE } from "../../../lib/outbox";
import { DrinkForm } from "./drink-form";

/** The Log a Drink dialog (SPEC 2 "Modals"): closes and cheers once the drink is saved. */
export function DrinkDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("drinks.logTitle")}
      description={t("drinks.logDescription")}
      emoji="💧"
      tint="bg-sky-200"
    >
      <DrinkForm
        onSaved={(drink) => {
          onOpenChange(false);
          if (isQueued(drink)) {
            notifySaved(
              t("drinks.savedTitle", { emoji: drinkTypeOf(drink.drinkType).emoji }),
              SAVED_ON_PHONE,
            );
            return;
          }
          notifySaved(
            t("drinks.savedTitle", { emoji: drinkTypeOf(drink.drinkType).emoji }),
            t("drinks.savedDescription", {
              name: drinkNameWord(t, drink),
              ml: drink.amountMl,
              points: DRINK_POINTS,
            }),
          );
        }}
      />
    </GameDialog>
  );
}
