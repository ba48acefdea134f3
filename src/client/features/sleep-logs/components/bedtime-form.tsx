import { useState } from "react";
import {
  type BedtimeFormInput,
  type BedtimeFormOutput,
  bedtimeForm,
  createSleepLogBody,
  type SleepLog,
} from "../../../../contracts/sleep-logs";
import { addDays } from "../../../../domain/local-day";
import { BEDTIME_NOT_YET, nightOf, readBedtime } from "../../../../domain/sleep";
import { ReadAloudButton } from "../../../components/read-aloud";
import { Button } from "../../../components/ui/button";
import { type ChoiceOption, ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { errorCodeOf, friendlyMessage } from "../../../lib/api-client";
import { issueMessages } from "../../../lib/form-wiring";
import { notifyError } from "../../../lib/notify";
import { browserTimeZone, formatClock, nowLocalTime, todayLocalDate } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { SAVE_SLEEP_LOG_FAILED, useLogBedtime } from "../api/log-bedtime";

/** The answers to "Which night?". */
type NightAnswer = "last" | "tonight";
/** The words when "Which night?" has no answer yet. */
const WHICH_NIGHT_NEEDED = "Tap the night you mean";

/** "Last night" (or its weekday) with the day it began, and tonight, still to come. */
function nightOptions(lastNight: Date): ChoiceOption[] {
  const zone = browserTimeZone();
  const night = nightOf(lastNight, zone);
  const yesterday = addDays(todayLocalDate(new Date(), zone), -1);
  const weekday = new Intl.DateTimeFormat(undefined, { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${night}T12:00:00Z`),
  );
  return [
    {
      value: "last",
      label: night === yesterday ? "Last night" : `${weekday} night`,
      note: `${weekday}, already happened`,
      emoji: "🌙",
    },
    { value: "tonight", label: "Tonight", note: "Still to come", emoji: "🛏️" },
  ];
}

/** Bedtime mode: the time is required, notes are optional. */
export function BedtimeForm({
  userId,
  shown,
  onSaved,
}: {
  userId: string;
  /** The night the dashboard shows: when it is last night's, a bedtime can only be tonight's. */
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

  // "Which night?": asked when a typed time could be last night's or tonight's (ADR 063).
  const [question, setQuestion] = useState<{ time: string; lastNight: Date } | null>(null);
  const [night, setNight] = useState<NightAnswer | null>(null);
  const [nightUnanswered, setNightUnanswered] = useState(false);
  const time = form.watch("time");
  const asked = question !== null && question.time === time ? question : null;

  const submit = form.submit(
    async ({ time, notes }) => {
      // The picked clock time becomes the one night it can be; a night still to come is not
      // logged, and a time that could be either night asks which (ADR 063).
      const reading = readBedtime(time, new Date(), browserTimeZone(), shown);
      let bedtime: Date;
      if (reading.kind === "night") bedtime = reading.at;
      else if (reading.kind === "not yet") {
        form.showErrors({ time: BEDTIME_NOT_YET });
        return;
      } else if (asked && night === "last") bedtime = asked.lastNight;
      else {
        setQuestion({ time, lastNight: reading.lastNight });
        setNightUnanswered(asked !== null && night === null);
        return;
      }
      const body = createSleepLogBody.safeParse({
        userId,
        bedtime: bedtime.toISOString(),
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
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            type="time"
            label="Bedtime"
            hint="When did you go to sleep?"
            error={errors.time?.message}
            required
            {...register("time")}
          />
        </div>
        <ReadAloudButton text="Bedtime. When did you go to sleep?" onOpening className="mt-7" />
      </div>
      {asked ? (
        <ChoiceTiles
          label={`Which night was ${formatClock(asked.lastNight.toISOString())}?`}
          options={nightOptions(asked.lastNight)}
          value={night}
          onChange={(value) => {
            setNight(value as NightAnswer | null);
            setNightUnanswered(false);
          }}
          error={
            night === "tonight" ? BEDTIME_NOT_YET : nightUnanswered ? WHICH_NIGHT_NEEDED : undefined
          }
          columns="grid-cols-2"
        />
      ) : null}
      <TextAreaField
        label="Notes (optional)"
        placeholder="Read a story, had a bath…"
        error={errors.notes?.message}
        {...register("notes")}
      />
      <FormNotice form={form} action="Save Bedtime" />
      <DialogActions>
        <Button
          type="submit"
          size="lg"
          block
          disabled={pending || (asked !== null && night === "tonight")}
        >
          <BusyIcon busy={pending} />
          {pending ? "Saving..." : "Save Bedtime"}
        </Button>
      </DialogActions>
    </form>
  );
}
