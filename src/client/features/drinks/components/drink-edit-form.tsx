import { Controller } from "react-hook-form";
import { z } from "zod";
import {
  createDrinkBody,
  type Drink,
  drinkTime,
  updateDrinkBody,
} from "../../../../contracts/drinks";
import { DRINK_TYPES, hasOwnDrinkName, isDrinkType } from "../../../../domain/hydration";
import { drinkTypeWord } from "../../../../i18n/words/diary-labels";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { EditActions, editSavedToast } from "../../../components/ui/entry-card";
import { SelectField, TextField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { issueMessages } from "../../../lib/form-wiring";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { localDateOf, localTimeOf, timestampAt } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { UPDATE_DRINK_FAILED, useUpdateDrink } from "../api/update-drink";
import { amountTiles } from "./drink-options";

/** The inline editor of a drink: the same fields as Log a Drink, the time kept on its day. */
const drinkEditForm = z.object({
  drinkType: createDrinkBody.shape.drinkType,
  drinkName: createDrinkBody.shape.drinkName,
  amountMl: createDrinkBody.shape.amountMl,
  time: drinkTime,
});
type DrinkEditFormInput = z.input<typeof drinkEditForm>;
type DrinkEditFormOutput = z.output<typeof drinkEditForm>;

/** Fixes a drink logged by mistake (750 ml that was a cup): type, name, amount and time. */
export function DrinkEditForm({ drink, onDone }: { drink: Drink; onDone: () => void }) {
  const mutation = useUpdateDrink();
  const form = useContractForm<DrinkEditFormInput, DrinkEditFormOutput>({
    schema: drinkEditForm,
    defaultValues: {
      drinkType: isDrinkType(drink.drinkType) ? drink.drinkType : "other",
      // A drink logged without a name shows none (the type says it), in any language.
      drinkName: hasOwnDrinkName(drink) ? drink.drinkName : "",
      amountMl: drink.amountMl,
      time: localTimeOf(drink.timestamp),
    },
    serverFields: { timestamp: "time" },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  const submit = form.submit(
    async ({ time, ...fields }) => {
      // Keep the drink on its own day: only the clock time changes.
      const changes = updateDrinkBody.safeParse({
        ...fields,
        timestamp: timestampAt(time, localDateOf(drink.timestamp)),
      });
      if (!changes.success) {
        form.showErrors(issueMessages(changes.error.issues));
        return;
      }
      await mutation.mutateAsync({ id: drink.id, changes: changes.data });
      toast(editSavedToast(t("drinks.what")));
      onDone();
    },
    { failed: () => notifyError(UPDATE_DRINK_FAILED) },
  );

  return (
    <form
      ref={form.ref}
      onSubmit={submit}
      noValidate
      aria-busy={form.pending}
      aria-label={t("drinks.editDrink")}
      className="mt-3 space-y-4"
    >
      <SelectField
        label={t("drinks.drinkLabel")}
        error={errors.drinkType?.message}
        {...register("drinkType")}
      >
        {DRINK_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.emoji} {drinkTypeWord(t, type.value)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("drinks.nameLabel")}
        autoComplete="off"
        error={errors.drinkName?.message}
        {...register("drinkName")}
      />
      <Controller
        control={control}
        name="amountMl"
        render={({ field }) => (
          <ChoiceTiles
            label={t("drinks.amountQuestion")}
            options={amountTiles()}
            value={field.value === undefined ? null : String(field.value)}
            onChange={(value) => field.onChange(Number(value ?? field.value))}
            error={errors.amountMl?.message}
            columns="grid-cols-2 sm:grid-cols-3"
          />
        )}
      />
      <TextField
        type="time"
        label={t("drinks.timeLabel")}
        error={errors.time?.message}
        {...register("time")}
      />
      <EditActions onCancel={onDone} pending={form.pending} />
    </form>
  );
}
