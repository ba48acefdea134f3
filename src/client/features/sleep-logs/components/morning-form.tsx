import { Controller } from "react-hook-form";
import {
  type MorningFormInput,
  type MorningFormOutput,
  morningForm,
  type SleepLog,
} from "../../../../contracts/sleep-logs";
import { isMorningMood, MORNING_MOODS } from "../../../../domain/feelings";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextAreaField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { notifyError } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { SAVE_SLEEP_LOG_FAILED } from "../api/log-bedtime";
import { useLogMorningMood } from "../api/log-morning-mood";

const MOOD_TINTS: Record<string, string> = {
  bunny: "bg-pink-100",
  turtle: "bg-emerald-100",
  bear: "bg-amber-100",
};

const MOOD_TILES = MORNING_MOODS.map((mood) => ({
  value: mood.value,
  label: mood.label,
  emoji: mood.emoji,
  note: mood.meaning,
  tint: MOOD_TINTS[mood.value],
}));

/** Morning mode: the mood (bunny, turtle or bear) is required, notes are optional. */
export function MorningForm({
  sleepLog,
  onSaved,
}: {
  sleepLog: SleepLog;
  /** The night with its mood, or null when it waits in the outbox (ADR 058). */
  onSaved: (log: SleepLog | null) => void;
}) {
  const mutation = useLogMorningMood();
  const form = useContractForm<MorningFormInput, MorningFormOutput>({
    schema: morningForm,
    defaultValues: { morningMood: undefined, notes: "" },
    draft: `morning-${sleepLog.id}`,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  const submit = form.submit(
    async ({ morningMood, notes }) =>
      onSaved(
        await mutation.mutateAsync({
          id: sleepLog.id,
          // Blank notes are left out so the bedtime's notes stay.
          body: {
            morningMood,
            morningMoodTime: new Date().toISOString(),
            ...(notes ? { notes } : {}),
          },
        }),
      ),
    { failed: () => notifyError(SAVE_SLEEP_LOG_FAILED) },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-busy={pending} className="space-y-5">
      <Controller
        control={control}
        name="morningMood"
        render={({ field }) => (
          <ChoiceTiles
            label="How did you wake up?"
            options={MOOD_TILES}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value && isMorningMood(value) ? value : undefined)}
            size="lg"
            error={errors.morningMood?.message}
          />
        )}
      />
      <TextAreaField
        label="Notes (optional)"
        placeholder="Had a funny dream…"
        error={errors.notes?.message}
        {...register("notes")}
      />
      <FormNotice form={form} action="Save Morning Mood" />
      <DialogActions>
        <Button type="submit" variant="sunny" size="lg" block disabled={pending}>
          <BusyIcon busy={pending} />
          {pending ? "Saving..." : "Save Morning Mood"}
        </Button>
      </DialogActions>
    </form>
  );
}
