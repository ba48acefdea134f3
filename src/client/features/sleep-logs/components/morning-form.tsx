import { Controller } from "react-hook-form";
import {
  type MorningFormInput,
  type MorningFormOutput,
  morningForm,
  type SleepLog,
} from "../../../../contracts/sleep-logs";
import { isMorningMood, MORNING_MOODS } from "../../../../domain/feelings";
import { WAKE_CHOICES, type WakeProblem, wakeInstant, wakeProblem } from "../../../../domain/sleep";
import { moodMeaningWord, moodWord, wakeWord } from "../../../../i18n/words/diary-labels";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { browserTimeZone } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { SAVE_SLEEP_LOG_FAILED } from "../api/log-bedtime";
import { useLogMorningMood } from "../api/log-morning-mood";

const MOOD_TINTS: Record<string, string> = {
  bunny: "bg-pink-100",
  turtle: "bg-emerald-100",
  bear: "bg-amber-100",
};

const moodTiles = () =>
  MORNING_MOODS.map((mood) => ({
    value: mood.value,
    label: moodWord(t, mood.value),
    emoji: mood.emoji,
    note: moodMeaningWord(t, mood.value),
    tint: MOOD_TINTS[mood.value],
  }));

const wakeTiles = () =>
  WAKE_CHOICES.map((c) => ({ value: c.value, label: wakeWord(t, c.value), emoji: c.emoji }));

/** What is wrong with a waking time, in words (wakeProblem names its reason). */
function wakeProblemWords(problem: WakeProblem): string {
  return problem.reason === "wokeBeforeBedtime"
    ? t("sleep.wokeBeforeBedtime")
    : t("sleep.wokeTooLate", problem.params);
}

/**
 * Morning mode: the mood (bunny, turtle or bear) is required, "When did you wake up?" is a quick
 * choice or a time (just now by default), notes are optional.
 */
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
    defaultValues: { morningMood: undefined, notes: "", wake: "now", wakeTime: "" },
    draft: `morning-${sleepLog.id}`,
  });
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;

  const submit = form.submit(
    async ({ morningMood, notes, wake, wakeTime }) => {
      const now = new Date();
      const bedtime = new Date(sleepLog.bedtime);
      // Hours slept run from bedtime to this time, never to the check-in (ADR 063). A bedtime
      // still to come has no waking time that fits: the night is saved without one.
      const wokeAt = wakeInstant(wake, wakeTime, bedtime, now, browserTimeZone());
      const asleep = bedtime.getTime() < now.getTime();
      const problem = asleep ? wakeProblem(wokeAt, bedtime) : null;
      if (problem || wokeAt.getTime() > now.getTime()) {
        form.setError(wake === "time" ? "wakeTime" : "wake", {
          message: problem ? wakeProblemWords(problem) : t("sleep.timeNotYet"),
        });
        return;
      }
      onSaved(
        await mutation.mutateAsync({
          id: sleepLog.id,
          // Blank notes are left out so the bedtime's notes stay.
          body: {
            morningMood,
            morningMoodTime: now.toISOString(),
            ...(asleep ? { wokeAt: wokeAt.toISOString() } : {}),
            ...(notes ? { notes } : {}),
          },
        }),
      );
    },
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
            label={t("sleep.moodQuestion")}
            readOnOpening
            options={moodTiles()}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value && isMorningMood(value) ? value : undefined)}
            size="lg"
            error={errors.morningMood?.message}
          />
        )}
      />
      <div className="space-y-3">
        <Controller
          control={control}
          name="wake"
          render={({ field }) => (
            <ChoiceTiles
              label={t("sleep.wakeQuestion")}
              options={wakeTiles()}
              value={field.value ?? "now"}
              onChange={(value) => field.onChange(value ?? "now")}
              columns="grid-cols-3 sm:grid-cols-5"
              error={errors.wake?.message}
            />
          )}
        />
        {watch("wake") === "time" ? (
          <TextField
            type="time"
            label={t("sleep.wokeUpAt")}
            error={errors.wakeTime?.message}
            {...register("wakeTime")}
          />
        ) : null}
      </div>
      <TextAreaField
        label={t("sleep.notesLabel")}
        placeholder={t("sleep.morningNotesPlaceholder")}
        error={errors.notes?.message}
        {...register("notes")}
      />
      <FormNotice form={form} action={t("sleep.saveMorningMood")} />
      <DialogActions>
        <Button type="submit" variant="sunny" size="lg" block disabled={pending}>
          <BusyIcon busy={pending} />
          {pending ? t("sleep.saving") : t("sleep.saveMorningMood")}
        </Button>
      </DialogActions>
    </form>
  );
}
