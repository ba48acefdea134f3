import { DRINK_POINTS } from "../../../../domain/game";
import { drinkTypeOf } from "../../../../domain/hydration";
import { GameDialog } from "../../../components/ui/dialog";
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
      title="Log a Drink"
      description="Every sip is a clue for a happy tummy."
      emoji="💧"
      tint="bg-sky-200"
    >
      <DrinkForm
        onSaved={(drink) => {
          onOpenChange(false);
          if (isQueued(drink)) {
            notifySaved(`${drinkTypeOf(drink.drinkType).emoji} Drink logged!`, SAVED_ON_PHONE);
            return;
          }
          notifySaved(
            `${drinkTypeOf(drink.drinkType).emoji} Drink logged!`,
            `${drink.drinkName}, ${drink.amountMl} ml. +${DRINK_POINTS} points!`,
          );
        }}
      />
    </GameDialog>
  );
}
