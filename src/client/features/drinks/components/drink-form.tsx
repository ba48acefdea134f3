import { Controller } from "react-hook-form";
import { z } from "zod";
import { createDrinkBody, type Drink, drinkTime } from "../../../../contracts/drinks";
import { DRINK_POINTS } from "../../../../domain/game";
import { mlToCups } from "../../../../domain/hydration";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { issueMessages } from "../../../lib/form-wiring";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { nowLocalTime, timestampAt } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { SAVE_DRINK_FAILED, useCreateDrink } from "../api/create-drink";
import { amountTiles, drinkTypeTiles } from "./drink-options";

/** The Log a Drink form: the contract's drink fields plus the HH:MM time field (SPEC 5). */
const drinkForm = z.object({
  drinkType: createDrinkBody.shape.drinkType,
  drinkName: createDrinkBody.shape.drinkName,
  amountMl: createDrinkBody.shape.amountMl,
  time: drinkTime,
});
type DrinkFormInput = z.input<typeof drinkForm>;
type DrinkFormOutput = z.output<typeof drinkForm>;

/** SPEC 9: the page reloads this long after a drink save answered 401. */
const RELOAD_AFTER_MS = 2000;

function freshValues(): Required<DrinkFormInput> {
  return { drinkType: "water", drinkName: "", amountMl: 240, time: nowLocalTime() };
}

/** Type, optional name, one of five amounts and a time; resets after a successful save. */
export function DrinkForm({ onSaved }: { onSaved: (drink: Drink) => void }) {
  const mutation = useCreateDrink();
  const form = useContractForm<DrinkFormInput, DrinkFormOutput>({
    schema: drinkForm,
    defaultValues: freshValues(),
    serverFields: { timestamp: "time", amountCups: "amountMl" },
    draft: "drink",
  });
  const {
    control,
    register,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = form.submit(
    async ({ time, ...fields }) => {
      const body = createDrinkBody.safeParse({
        ...fields,
        drinkName: fields.drinkName ?? "",
        amountCups: mlToCups(fields.amountMl),
        timestamp: timestampAt(time),
      });
      if (!body.success) {
        form.showErrors(issueMessages(body.error.issues));
        return;
      }
      const drink = await mutation.mutateAsync(body.data);
      reset(freshValues());
      onSaved(drink);
    },
    {
      failed: () => notifyError(SAVE_DRINK_FAILED),
      // SPEC 9: 'Please log in again', then the page reloads; what was typed is kept for after.
      signedOut: () => {
        notifyError(t("errors.logInAgain"));
        setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      },
    },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate aria-busy={pending} className="space-y-6">
      <Controller
        control={control}
        name="drinkType"
        render={({ field }) => (
          <ChoiceTiles
            label={t("drinks.typeQuestion")}
            readOnOpening
            options={drinkTypeTiles()}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? "water")}
            error={errors.drinkType?.message}
          />
        )}
      />
      <TextField
        label={t("drinks.nameLabel")}
        placeholder={t("drinks.namePlaceholder")}
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
            onChange={(value) => field.onChange(Number(value ?? 240))}
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
      <FormNotice form={form} action={t("drinks.saveButton")} />
      <DialogActions>
        <Button type="submit" size="lg" block disabled={pending}>
          <BusyIcon busy={pending} />
          {pending ? t("drinks.saving") : t("drinks.saveButton")}
          <span aria-hidden="true" className="rounded-full bg-brand-800 px-2 py-0.5 text-sm">
            +{DRINK_POINTS} ⭐
          </span>
        </Button>
      </DialogActions>
    </form>
  );
}
