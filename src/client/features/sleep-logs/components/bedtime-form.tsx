import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type BedtimeFormInput,
  type BedtimeFormOutput,
  bedtimeForm,
  createSleepLogBody,
  type SleepLog,
} from "../../../../contracts/sleep-logs";
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
  shown,
  onSaved,
}: {
  userId: string;
  /** The night the dashboard shows: it tells tonight's bedtime from last night's. */
  shown: SleepLog | null;
  onSaved: (log: SleepLog) => void;
}) {
  const mutation = useLogBedtime();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BedtimeFormInput, unknown, BedtimeFormOutput>({
    resolver: zodResolver(bedtimeForm),
    defaultValues: { time: nowLocalTime(), notes: "" },
  });

  const submit = handleSubmit(({ time, notes }) => {
    // The picked clock time becomes an instant of tonight, or of last night while its
    // morning check-in is still to come (ADR 047).
    const body = createSleepLogBody.safeParse({
      userId,
      bedtime: bedtimeInstant(time, new Date(), browserTimeZone(), shown).toISOString(),
      notes: notes || null,
    });
    if (!body.success) {
      setError("time", { message: body.error.issues[0]?.message });
      return;
    }
    mutation.mutate(body.data, {
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
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={mutation.isPending} className="space-y-5">
      <TextField
        type="time"
        label="Bedtime"
        hint="When did you (or will you) go to sleep?"
        error={errors.time?.message}
        required
        {...register("time")}
      />
      <TextAreaField
        label="Notes (optional)"
        placeholder="Read a story, had a bath…"
        error={errors.notes?.message}
        {...register("notes")}
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
