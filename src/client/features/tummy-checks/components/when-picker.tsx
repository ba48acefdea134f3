import { type Control, Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { TummyCheckFormInput } from "../../../../contracts/tummy-checks";
import { EARLIER_DAYS, WHEN_CHOICES } from "../../../../domain/symptom-time";
import { earlierDayWord, whenWord } from "../../../../i18n/words/diary-labels";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { SelectField, TextField } from "../../../components/ui/field";
import { t } from "../../../lib/i18n";

const whenTiles = () =>
  WHEN_CHOICES.map((c) => ({ value: c.value, label: whenWord(t, c.value), emoji: c.emoji }));

/**
 * "When?" in a child's words: Now, 30 min ago, 1 hour ago, 2 hours ago, or Earlier with a day
 * (today or yesterday) and a time. Big tiles; the time never in the future (checked on save).
 */
export function WhenPicker({
  control,
  register,
  errors,
  earlier,
}: {
  control: Control<TummyCheckFormInput>;
  register: UseFormRegister<TummyCheckFormInput>;
  errors: FieldErrors<TummyCheckFormInput>;
  /** "Earlier" is chosen: the day and time fields show. */
  earlier: boolean;
}) {
  return (
    <div className="space-y-3">
      <Controller
        control={control}
        name="when"
        render={({ field }) => (
          <ChoiceTiles
            label={t("tummyCheck.whenQuestion")}
            hint={t("tummyCheck.whenHint")}
            options={whenTiles()}
            value={field.value ?? "now"}
            onChange={(value) => field.onChange(value ?? "now")}
            columns="grid-cols-3 sm:grid-cols-5"
          />
        )}
      />
      {earlier ? (
        <div className="grid grid-cols-2 gap-3">
          <SelectField label={t("tummyCheck.dayLabel")} {...register("earlierDay")}>
            {EARLIER_DAYS.map((day) => (
              <option key={day.value} value={day.value}>
                {earlierDayWord(t, day.value)}
              </option>
            ))}
          </SelectField>
          <TextField
            type="time"
            label={t("tummyCheck.timeLabel")}
            error={errors.earlierTime?.message}
            {...register("earlierTime")}
          />
        </div>
      ) : null}
    </div>
  );
}
