import { Controller } from "react-hook-form";
import {
  type TummyCheckFormInput,
  type TummyCheckFormOutput,
  tummyCheckForm,
} from "../../../../contracts/tummy-checks";
import { isBathroomEvent } from "../../../../domain/bathroom";
import { isFeeling } from "../../../../domain/feelings";
import { TUMMY_CHECK_POINTS } from "../../../../domain/game";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { notifyError } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import {
  SAVE_TUMMY_CHECK_FAILED,
  type SavedTummyCheck,
  useCreateTummyCheck,
} from "../api/create-tummy-check";
import { BATHROOM_TILES, FEELING_TILES } from "./tummy-options";

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
  const form = useContractForm<TummyCheckFormInput, TummyCheckFormOutput>({
    schema: tummyCheckForm,
    defaultValues: { feeling: undefined, bathroomEvent: null },
    draft: "tummy-check",
  });
  const {
    control,
    formState: { errors },
  } = form;

  const submit = form.submit(
    async (fields) => {
      if (onBeforeSave && !onBeforeSave()) return;
      onSaved(await mutation.mutateAsync({ ...fields, timestamp: new Date().toISOString() }));
    },
    {
      failed: (failure) =>
        onFailed && failure instanceof Error
          ? onFailed(failure)
          : notifyError(SAVE_TUMMY_CHECK_FAILED),
      signedOut: (failure) =>
        onFailed && failure instanceof Error ? onFailed(failure) : undefined,
    },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-busy={pending} className="space-y-7">
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
      <FormNotice form={form} action="Save Tummy Check" />
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
