import { type FormEvent, useState } from "react";
import { drinkTime } from "../../../../contracts/drinks";
import { createSleepLogBody, type SleepLog } from "../../../../contracts/sleep-logs";
import { Button } from "../../../components/ui/button";
import { DialogActions } from "../../../components/ui/dialog";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";
import { browserTimeZone, nowLocalTime } from "../../../lib/time";
import { SAVE_SLEEP_LOG_FAILED, useLogBedtime } from "../api/log-bedtime";
import { bedtimeInstant } from "../utils/bedtime";

/** Bedtime mode: the time is required, notes are optional. */
export function BedtimeForm({
  userId,
  onSaved,
}: {
  userId: string;
  onSaved: (log: SleepLog) => void;
}) {
  const [time, setTime] = useState(() => nowLocalTime());
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<{ time?: string; notes?: string }>({});
  const mutation = useLogBedtime();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const timeOk = drinkTime.safeParse(time).success;
    const parsed = createSleepLogBody.safeParse({
      userId,
      bedtime: timeOk
        ? bedtimeInstant(time, new Date(), browserTimeZone()).toISOString()
        : undefined,
      notes: notes.trim() || null,
    });
    if (!parsed.success) {
      const found: { time?: string; notes?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "notes" ? "notes" : "time";
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        // 409: that night already has a bedtime; the server says so kindly.
        const message =
          error instanceof ApiError && error.status === 409 && error.serverMessage
            ? error.serverMessage
            : SAVE_SLEEP_LOG_FAILED;
        notifyError(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={mutation.isPending} className="space-y-5">
      <TextField
        type="time"
        label="Bedtime"
        hint="When did you (or will you) go to sleep?"
        value={time}
        onChange={(event) => setTime(event.target.value)}
        error={errors.time}
        required
      />
      <TextAreaField
        label="Notes (optional)"
        placeholder="Read a story, had a bath…"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={errors.notes}
      />
      <DialogActions>
        <Button type="submit" size="lg" block disabled={mutation.isPending}>
          <BusyIcon busy={mutation.isPending} />
          {mutation.isPending ? "Saving..." : "Save Bedtime"}
        </Button>
      </DialogActions>
    </form>
  );
}
