import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import {
  type TummyCheckFormInput,
  type TummyCheckFormOutput,
  tummyCheckForm,
} from "../../../../contracts/tummy-checks";
import { isBathroomEvent } from "../../../../domain/bathroom";
import { isFeeling } from "../../../../domain/feelings";
import { TUMMY_CHECK_POINTS } from "../../../../domain/game";
import { isInTheFuture, NOT_YET_MESSAGE, whenInstant } from "../../../../domain/symptom-time";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { BusyIcon } from "../../../components/ui/spinner";
import { notifyError } from "../../../lib/notify";
import { browserTimeZone } from "../../../lib/time";
import {
  SAVE_TUMMY_CHECK_FAILED,
  type SavedTummyCheck,
  useCreateTummyCheck,
} from "../api/create-tummy-check";
import { BATHROOM_TILES, FEELING_TILES } from "./tummy-options";
import { WhenPicker } from "./when-picker";

interface TummyCheckFormProps {
  onSaved: (check: SavedTummyCheck) => void;
  /** A page can take over failures (SPEC 8: 'Session expired' on the standalone page). */
  onFailed?: (error: Error) => void;
  /** Runs before saving; returning false stops the save (SPEC 8: 'Please log in'). */
  onBeforeSave?: () => boolean;
  actionsClassName?: string;
}

/** SPEC 2 tummy check: a feeling (required) and a bathroom event that toggles off. */
export function TummyCheckForm({
  onSaved,
  onFailed,
  onBeforeSave,
  actionsClassName,
}: TummyCheckFormProps) {
  const mutation = useCreateTummyCheck();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TummyCheckFormInput, unknown, TummyCheckFormOutput>({
    resolver: zodResolver(tummyCheckForm),
    defaultValues: { bathroomEvent: null, when: "now", earlierDay: "today", earlierTime: "" },
  });

  const submit = handleSubmit(({ when, earlierDay, earlierTime, ...fields }) => {
    if (onBeforeSave && !onBeforeSave()) return;
    // The time it happened, said the child's way (ADR 047); never still to come.
    const now = new Date();
    const at = whenInstant(when, { day: earlierDay, time: earlierTime }, now, browserTimeZone());
    if (isInTheFuture(at, now)) {
      setError("earlierTime", { message: NOT_YET_MESSAGE });
      return;
    }
    mutation.mutate(
      { ...fields, timestamp: at.toISOString() },
      {
        onSuccess: onSaved,
        onError: (failure) => (onFailed ? onFailed(failure) : notifyError(SAVE_TUMMY_CHECK_FAILED)),
      },
    );
  });

  const pending = mutation.isPending;
  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-7">
      <Controller
        control={control}
        name="feeling"
        render={({ field }) => (
          <ChoiceTiles
            label="How does your tummy feel?"
            options={FEELING_TILES}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value && isFeeling(value) ? value : undefined)}
            size="lg"
            error={errors.feeling?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="bathroomEvent"
        render={({ field }) => (
          <ChoiceTiles
            label="Any bathroom clues?"
            hint="Optional. Tap a chosen one again to clear it."
            options={BATHROOM_TILES}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value && isBathroomEvent(value) ? value : null)}
            deselectable
            columns="grid-cols-3 sm:grid-cols-5"
          />
        )}
      />
      <WhenPicker
        control={control}
        register={register}
        errors={errors}
        earlier={watch("when") === "earlier"}
      />
      <DialogActions className={actionsClassName}>
        <Button type="submit" variant="sunny" size="lg" block disabled={pending}>
          <BusyIcon busy={pending} />
          {pending ? "Saving..." : "Save Tummy Check"}
          <span aria-hidden="true" className="rounded-full bg-white/70 px-2 py-0.5 text-sm">
            +{TUMMY_CHECK_POINTS} ⭐
          </span>
        </Button>
      </DialogActions>
    </form>
  );
}
