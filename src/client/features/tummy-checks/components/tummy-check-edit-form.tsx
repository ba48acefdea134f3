import {
  type TummyCheck,
  type TummyCheckEditFormInput,
  type TummyCheckEditFormOutput,
  tummyCheckEditForm,
} from "../../../../contracts/tummy-checks";
import { BATHROOM_EVENTS, isBathroomEvent } from "../../../../domain/bathroom";
import { FEELINGS, isFeeling } from "../../../../domain/feelings";
import { EditActions, editSavedToast } from "../../../components/ui/entry-card";
import { SelectField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { notifyError } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { UPDATE_TUMMY_CHECK_FAILED, useUpdateTummyCheck } from "../api/update-tummy-check";

const NO_EVENT = "" as const;

/** The inline editor of a tummy check: the feeling and the bathroom type. */
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
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const submit = form.submit(
    async (changes) => {
      await mutation.mutateAsync({ id: check.id, changes });
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
      <EditActions onCancel={onDone} pending={form.pending} />
    </form>
  );
}
