import {
  type TummyCheck,
  type TummyCheckEditFormInput,
  type TummyCheckEditFormOutput,
  tummyCheckEditForm,
} from "../../../../contracts/tummy-checks";
import { BATHROOM_EVENTS, isBathroomEvent } from "../../../../domain/bathroom";
import { FEELINGS, isFeeling } from "../../../../domain/feelings";
import { isInTheFuture, NOT_YET_MESSAGE } from "../../../../domain/symptom-time";
import { EditActions, editSavedToast } from "../../../components/ui/entry-card";
import { SelectField, TextField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { notifyError } from "../../../lib/notify";
import { localDateOf, localTimeOf, timestampAt } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { UPDATE_TUMMY_CHECK_FAILED, useUpdateTummyCheck } from "../api/update-tummy-check";

const NO_EVENT = "" as const;

/** The inline editor of a tummy check: the feeling, the bathroom type and the time. */
export function TummyCheckEditForm({ check, onDone }: { check: TummyCheck; onDone: () => void }) {
  const mutation = useUpdateTummyCheck();
  const form = useContractForm<TummyCheckEditFormInput, TummyCheckEditFormOutput>({
    schema: tummyCheckEditForm,
    defaultValues: {
      feeling: isFeeling(check.feeling) ? check.feeling : undefined,
      bathroomEvent:
        check.bathroomEvent && isBathroomEvent(check.bathroomEvent)
          ? check.bathroomEvent
          : NO_EVENT,
      time: localTimeOf(check.timestamp),
    },
    serverFields: { timestamp: "time" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const submit = form.submit(
    async ({ time, ...changes }) => {
      // Keep the check on its own day: only the clock time changes, never into the future.
      const timestamp = timestampAt(time, localDateOf(check.timestamp));
      if (isInTheFuture(new Date(timestamp), new Date())) {
        form.setError("time", { message: NOT_YET_MESSAGE });
        return;
      }
      // An unchanged bathroom type is left out: sending it would drop a children's type (ADR 063).
      const { bathroomEvent, ...rest } = changes;
      const stool = bathroomEvent === check.bathroomEvent ? {} : { bathroomEvent };
      await mutation.mutateAsync({ id: check.id, changes: { ...rest, ...stool, timestamp } });
      toast(editSavedToast("tummy check"));
      onDone();
    },
    { failed: () => notifyError(UPDATE_TUMMY_CHECK_FAILED) },
  );

  return (
    <form
      ref={form.ref}
      onSubmit={submit}
      noValidate
      aria-busy={form.pending}
      aria-label="Edit tummy check"
      className="mt-3 space-y-3"
    >
      <SelectField label="Feeling" error={errors.feeling?.message} {...register("feeling")}>
        {FEELINGS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.emoji} {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Bathroom type"
        error={errors.bathroomEvent?.message}
        {...register("bathroomEvent")}
      >
        <option value={NO_EVENT}>No bathroom trip</option>
        {BATHROOM_EVENTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.emoji} {option.label}
          </option>
        ))}
      </SelectField>
      <TextField type="time" label="Time" error={errors.time?.message} {...register("time")} />
      <EditActions onCancel={onDone} pending={form.pending} />
    </form>
  );
}
