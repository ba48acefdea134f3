import { Controller } from "react-hook-form";
import {
  type TummyCheck,
  type TummyCheckEditFormInput,
  type TummyCheckEditFormOutput,
  tummyCheckEditForm,
} from "../../../../contracts/tummy-checks";
import { TWO_CHOICE_ANSWERS } from "../../../../domain/age-bands";
import { ALARM_SIGNS, isAlarmSign } from "../../../../domain/alarm-signs";
import { BATHROOM_EVENTS, isBathroomEvent } from "../../../../domain/bathroom";
import { childStoolType, eventOfChildType } from "../../../../domain/child-stool-scale";
import { FEELINGS, isFeeling } from "../../../../domain/feelings";
import { REPORTER_NAME_MAX, REPORTERS } from "../../../../domain/reporters";
import { isInTheFuture } from "../../../../domain/symptom-time";
import {
  bathroomWord,
  feelingWord,
  reporterWord,
  twoChoiceWord,
} from "../../../../i18n/words/diary-labels";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { EditActions, editSavedToast } from "../../../components/ui/entry-card";
import { SelectField, TextField } from "../../../components/ui/field";
import { FieldError } from "../../../components/ui/field-error";
import { toast } from "../../../components/ui/use-toast";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { localDateOf, localTimeOf, timestampAt } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { UPDATE_TUMMY_CHECK_FAILED, useUpdateTummyCheck } from "../api/update-tummy-check";
import { alarmSignLabel } from "./reporter-fields";
import { childStoolTiles } from "./stool-pictures";

const NO_EVENT = "" as const;

/**
 * The inline editor of a tummy check: the feeling, the bathroom type, the time, who told, and
 * the alarm signs (a sign ticked by mistake would otherwise head the clinic summary for good).
 * A check rated with the children's pictures, or any check of a child under 8 (`childScale`),
 * is edited with the same five pictures, so the children's type is kept (ADR 063).
 */
export function TummyCheckEditForm({
  check,
  onDone,
  childScale = false,
}: {
  check: TummyCheck;
  onDone: () => void;
  childScale?: boolean;
}) {
  const mutation = useUpdateTummyCheck();
  const pictures = childScale || childStoolType(check.childStoolType) !== undefined;
  const form = useContractForm<TummyCheckEditFormInput, TummyCheckEditFormOutput>({
    schema: tummyCheckEditForm,
    defaultValues: {
      feeling: isFeeling(check.feeling) ? check.feeling : undefined,
      bathroomEvent:
        check.bathroomEvent && isBathroomEvent(check.bathroomEvent)
          ? check.bathroomEvent
          : NO_EVENT,
      childStoolType: childStoolType(check.childStoolType)?.value ?? null,
      time: localTimeOf(check.timestamp),
      reporter: check.reporter,
      reporterName: check.reporterName ?? "",
      alarmSigns: check.alarmSigns.filter(isAlarmSign),
    },
    serverFields: { timestamp: "time" },
  });
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const reporter = watch("reporter");
  const grownUp = reporter !== "child";
  // Weight loss is a grown-up's note: shown to a child's check only when it already holds it.
  const signs = ALARM_SIGNS.filter(
    (s) => (!s.retired && (grownUp || !s.parentOnly)) || check.alarmSigns.includes(s.value),
  );

  const submit = form.submit(
    async ({ time, ...changes }) => {
      // Keep the check on its own day: only the clock time changes, never into the future.
      const timestamp = timestampAt(time, localDateOf(check.timestamp));
      if (isInTheFuture(new Date(timestamp), new Date())) {
        form.setError("time", { message: t("sleep.timeNotYet") });
        return;
      }
      // An unchanged bathroom type is left out: sending it would drop a children's type (ADR 063).
      const { bathroomEvent, childStoolType: picture, ...rest } = changes;
      const stool = pictures
        ? picture === check.childStoolType
          ? {}
          : // The picture and the event it counts as, together (a queued check keeps both).
            { childStoolType: picture, bathroomEvent: picture ? eventOfChildType(picture) : null }
        : bathroomEvent === check.bathroomEvent
          ? {}
          : { bathroomEvent };
      await mutation.mutateAsync({ id: check.id, changes: { ...rest, ...stool, timestamp } });
      toast(editSavedToast(t("tummyCheck.what")));
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
      aria-label={t("tummyCheck.editTummyCheck")}
      className="mt-3 space-y-3"
    >
      <SelectField
        label={t("tummyCheck.feelingLabel")}
        error={errors.feeling?.message}
        {...register("feeling")}
      >
        {(check.feelingScale === "two-choice"
          ? // A check asked with two answers is edited on its own scale (ADR 066).
            TWO_CHOICE_ANSWERS.map((a) => ({
              value: a.feeling,
              label: twoChoiceWord(t, a.value),
              emoji: a.emoji,
            }))
          : FEELINGS.map((f) => ({
              value: f.value,
              label: feelingWord(t, f.value),
              emoji: f.emoji,
            }))
        ).map((option) => (
          <option key={option.value} value={option.value}>
            {option.emoji} {option.label}
          </option>
        ))}
      </SelectField>
      {pictures ? (
        <Controller
          control={control}
          name="childStoolType"
          render={({ field }) => (
            <ChoiceTiles
              label={t("tummyCheck.pooPicture")}
              hint={t("tummyCheck.pooPictureHint")}
              options={childStoolTiles()}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(childStoolType(Number(value))?.value ?? null)}
              deselectable
              columns="grid-cols-2 min-[360px]:grid-cols-3"
              error={errors.childStoolType?.message}
            />
          )}
        />
      ) : (
        <SelectField
          label={t("tummyCheck.bathroomType")}
          error={errors.bathroomEvent?.message}
          {...register("bathroomEvent")}
        >
          <option value={NO_EVENT}>{t("tummyCheck.noBathroomTrip")}</option>
          {BATHROOM_EVENTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.emoji} {bathroomWord(t, option.value)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        type="time"
        label={t("tummyCheck.timeLabel")}
        error={errors.time?.message}
        {...register("time")}
      />
      <SelectField
        label={t("tummyCheck.whoTold")}
        error={errors.reporter?.message}
        {...register("reporter")}
      >
        {REPORTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.emoji} {reporterWord(t, option.value)}
          </option>
        ))}
      </SelectField>
      {reporter === "carer" ? (
        <TextField
          label={t("tummyCheck.theirName")}
          maxLength={REPORTER_NAME_MAX}
          error={errors.reporterName?.message}
          {...register("reporterName")}
        />
      ) : null}
      <fieldset>
        <legend className="mb-1.5 font-bold text-ink">{t("tummyCheck.somethingElse")}</legend>
        <div className="grid gap-1.5">
          {signs.map((sign) => (
            <label
              key={sign.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-ink/15 bg-white px-3 font-bold has-checked:border-ink has-checked:bg-sunny-100"
            >
              <input
                type="checkbox"
                value={sign.value}
                className="size-5 shrink-0 accent-ink"
                {...register("alarmSigns")}
              />
              <span aria-hidden="true" className="shrink-0 font-emoji text-xl">
                {sign.emoji}
              </span>
              {alarmSignLabel(sign, grownUp)}
            </label>
          ))}
        </div>
        {errors.alarmSigns?.message ? (
          <FieldError id="edit-alarm-signs-error">{errors.alarmSigns.message}</FieldError>
        ) : null}
      </fieldset>
      <EditActions onCancel={onDone} pending={form.pending} />
    </form>
  );
}
