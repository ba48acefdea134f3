import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { createDrinkBody, type Drink, drinkTime } from "../../../../contracts/drinks";
import { DRINK_POINTS } from "../../../../domain/game";
import { mlToCups } from "../../../../domain/hydration";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";
import { nowLocalTime, timestampAt } from "../../../lib/time";
import { DRINK_LOG_IN_AGAIN, SAVE_DRINK_FAILED, useCreateDrink } from "../api/create-drink";
import { AMOUNT_TILES, DRINK_TYPE_TILES } from "./drink-options";

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

function freshValues(): DrinkFormInput {
  return { drinkType: "water", drinkName: "", amountMl: 240, time: nowLocalTime() };
}

/** Type, optional name, one of five amounts and a time; resets after a successful save. */
export function DrinkForm({ onSaved }: { onSaved: (drink: Drink) => void }) {
  const mutation = useCreateDrink();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DrinkFormInput, unknown, DrinkFormOutput>({
    resolver: zodResolver(drinkForm),
    defaultValues: freshValues(),
  });

  const onSubmit = handleSubmit(({ time, ...fields }) => {
    const body = createDrinkBody.safeParse({
      ...fields,
      drinkName: fields.drinkName ?? "",
      amountCups: mlToCups(fields.amountMl),
      timestamp: timestampAt(time),
    });
    if (!body.success) {
      setError("time", { message: body.error.issues[0]?.message });
      return;
    }
    mutation.mutate(body.data, {
      onSuccess: (drink) => {
        reset(freshValues());
        onSaved(drink);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          notifyError(DRINK_LOG_IN_AGAIN);
          setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
          return;
        }
        notifyError(SAVE_DRINK_FAILED);
      },
    });
  });

  const pending = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="space-y-6">
      <Controller
        control={control}
        name="drinkType"
        render={({ field }) => (
          <ChoiceTiles
            label="What are you drinking?"
            options={DRINK_TYPE_TILES}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? "water")}
            error={errors.drinkType?.message}
          />
        )}
      />
      <TextField
        label="Drink name (optional)"
        placeholder="Like apple juice"
        autoComplete="off"
        error={errors.drinkName?.message}
        {...register("drinkName")}
      />
      <Controller
        control={control}
        name="amountMl"
        render={({ field }) => (
          <ChoiceTiles
            label="How much?"
            options={AMOUNT_TILES}
            value={field.value === undefined ? null : String(field.value)}
            onChange={(value) => field.onChange(Number(value ?? 240))}
            error={errors.amountMl?.message}
            columns="grid-cols-2 sm:grid-cols-3"
          />
        )}
      />
      <TextField type="time" label="Time" error={errors.time?.message} {...register("time")} />
      <DialogActions>
        <Button type="submit" size="lg" block disabled={pending}>
          <BusyIcon busy={pending} />
          {pending ? "Saving..." : "Save Drink"}
          <span aria-hidden="true" className="rounded-full bg-brand-800 px-2 py-0.5 text-sm">
            +{DRINK_POINTS} ⭐
          </span>
        </Button>
      </DialogActions>
    </form>
  );
}
