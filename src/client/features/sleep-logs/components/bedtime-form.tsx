import { useState } from "react";
import {
  type BedtimeFormInput,
  type BedtimeFormOutput,
  bedtimeForm,
  createSleepLogBody,
  type SleepLog,
} from "../../../../contracts/sleep-logs";
import { addDays } from "../../../../domain/local-day";
import { nightOf, readBedtime } from "../../../../domain/sleep";
import { ReadAloudButton } from "../../../components/read-aloud";
import { Button } from "../../../components/ui/button";
import { type ChoiceOption, ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { errorCodeOf, friendlyMessage } from "../../../lib/api-client";
import { issueMessages } from "../../../lib/form-wiring";
import { t, useLocale } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { browserTimeZone, formatClock, nowLocalTime, todayLocalDate } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { SAVE_SLEEP_LOG_FAILED, useLogBedtime } from "../api/log-bedtime";

/** The answers to "Which night?". */
type NightAnswer = "last" | "tonight";

/** "Last night" (or its weekday) with the day it began, and tonight, still to come. */
function nightOptions(lastNight: Date, formatLocale: string): ChoiceOption[] {
  const zone = browserTimeZone();
  const night = nightOf(lastNight, zone);
  const yesterday = addDays(todayLocalDate(new Date(), zone), -1);
  const weekday = new Intl.DateTimeFormat(formatLocale, {
    weekday: "long",
    timeZone: "UTC",
  }).format(new Date(`${night}T12:00:00Z`));
  return [
    {
      value: "last",
      label: night === yesterday ? t("sleep.lastNight") : t("sleep.weekdayNight", { weekday }),
      note: t("sleep.alreadyHappened", { weekday }),
      emoji: "🌙",
    },
    {
      value: "tonight",
      label: t("sleep.tonight"),
      note: t("sleep.stillToCome"),
      emoji: "🛏️",
    },
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
  const { formatLocale } = useLocale();
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
        form.showErrors({ time: t("sleep.bedtimeNotYet") });
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
            label={t("sleep.bedtimeLabel")}
            hint={t("sleep.bedtimeHint")}
            error={errors.time?.message}
            required
            {...register("time")}
          />
        </div>
        <ReadAloudButton text={t("sleep.bedtimeReadAloud")} onOpening className="mt-7" />
      </div>
      {asked ? (
        <ChoiceTiles
          label={t("sleep.whichNight", { time: formatClock(asked.lastNight.toISOString()) })}
          options={nightOptions(asked.lastNight, formatLocale)}
          value={night}
          onChange={(value) => {
            setNight(value as NightAnswer | null);
            setNightUnanswered(false);
          }}
          error={
            night === "tonight"
              ? t("sleep.bedtimeNotYet")
              : nightUnanswered
                ? t("sleep.whichNightNeeded")
                : undefined
          }
          columns="grid-cols-2"
        />
      ) : null}
      <TextAreaField
        label={t("sleep.notesLabel")}
        placeholder={t("sleep.bedtimeNotesPlaceholder")}
        error={errors.notes?.message}
        {...register("notes")}
      />
      <FormNotice form={form} action={t("sleep.saveBedtime")} />
      <DialogActions>
        <Button
          type="submit"
          size="lg"
          block
          disabled={pending || (asked !== null && night === "tonight")}
        >
          <BusyIcon busy={pending} />
          {pending ? t("sleep.saving") : t("sleep.saveBedtime")}
        </Button>
      </DialogActions>
    </form>
  );
}
