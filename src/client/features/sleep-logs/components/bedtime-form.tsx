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
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { errorCodeOf, friendlyMessage } from "../../../lib/api-client";
import { issueMessages } from "../../../lib/form-wiring";
import { notifyError } from "../../../lib/notify";
import { browserTimeZone, nowLocalTime } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { SAVE_SLEEP_LOG_FAILED, useLogBedtime } from "../api/log-bedtime";
import { bedtimeInstant } from "../utils/bedtime";

/** Bedtime mode: the time is required, notes are optional. */
export function BedtimeForm({
  userId,
  shown,
  onSaved,
}: {
  userId: string;
  /** The night the dashboard shows: it tells tonight's bedtime from last night's (ADR 047). */
  shown: SleepLog | null;
  /** The saved night, or null when it waits in the outbox (ADR 058). */
  onSaved: (log: SleepLog | null) => void;
}) {
  const mutation = useLogBedtime();
  const form = useContractForm<BedtimeFormInput, BedtimeFormOutput>({
    schema: bedtimeForm,
    defaultValues: { time: nowLocalTime(), notes: "" },
    serverFields: { bedtime: "time" },
    draft: "bedtime",
  });
  const {
    register,
    formState: { errors },
  } = form;

  const submit = form.submit(
    async ({ time, notes }) => {
      // The picked clock time becomes an instant of tonight, or of last night while its
      // morning check-in is still to come (ADR 047).
      const body = createSleepLogBody.safeParse({
        userId,
        bedtime: bedtimeInstant(time, new Date(), browserTimeZone(), shown).toISOString(),
        notes: notes || null,
      });
      if (!body.success) {
        form.showErrors(issueMessages(body.error.issues));
        return;
      }
      onSaved(await mutation.mutateAsync(body.data));
    },
    {
      // That night already has a bedtime; the server says so kindly.
      failed: (error) =>
        notifyError(
          errorCodeOf(error) === "bedtime_already_logged"
            ? friendlyMessage(error, SAVE_SLEEP_LOG_FAILED)
            : SAVE_SLEEP_LOG_FAILED,
        ),
    },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-busy={pending} className="space-y-5">
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
      <FormNotice form={form} action="Save Bedtime" />
      <DialogActions>
        <Button type="submit" size="lg" block disabled={pending}>
          <BusyIcon busy={pending} />
          {pending ? "Saving..." : "Save Bedtime"}
        </Button>
      </DialogActions>
    </form>
  );
}
