import { type FormEvent, useState } from "react";
import { type TummyCheck, updateTummyCheckBody } from "../../../../contracts/tummy-checks";
import { BATHROOM_EVENTS } from "../../../../domain/bathroom";
import { FEELINGS } from "../../../../domain/feelings";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { notifyError } from "../../../lib/notify";
import { UPDATE_TUMMY_CHECK_FAILED, useUpdateTummyCheck } from "../api/update-tummy-check";

const NO_EVENT = "";

/** The inline editor of a tummy check: the feeling and the bathroom type. */
export function TummyCheckEditForm({ check, onDone }: { check: TummyCheck; onDone: () => void }) {
  const [feeling, setFeeling] = useState(check.feeling);
  const [bathroomEvent, setBathroomEvent] = useState(check.bathroomEvent ?? NO_EVENT);
  const [error, setError] = useState<string>();
  const mutation = useUpdateTummyCheck();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateTummyCheckBody.safeParse({
      feeling,
      bathroomEvent: bathroomEvent === NO_EVENT ? null : bathroomEvent,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    mutation.mutate(
      { id: check.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast({ title: "Case notes updated! ✏️", description: "Your tummy check is fixed up." });
          onDone();
        },
        onError: () => notifyError(UPDATE_TUMMY_CHECK_FAILED),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit tummy check" className="mt-3 space-y-3">
      <SelectField
        label="Feeling"
        value={feeling}
        onChange={(event) => setFeeling(event.target.value)}
        error={error}
      >
        {FEELINGS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.emoji} {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Bathroom type"
        value={bathroomEvent}
        onChange={(event) => setBathroomEvent(event.target.value)}
      >
        <option value={NO_EVENT}>No bathroom trip</option>
        {BATHROOM_EVENTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.emoji} {option.label}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" className="flex-1" disabled={mutation.isPending}>
          <BusyIcon busy={mutation.isPending} size="size-5" />
          Save changes
        </Button>
      </div>
    </form>
  );
}
