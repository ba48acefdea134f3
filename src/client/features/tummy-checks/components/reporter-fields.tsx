import { Check } from "lucide-react";
import { type Control, Controller, type UseFormRegister } from "react-hook-form";
import type { TummyCheckFormInput } from "../../../../contracts/tummy-checks";
import {
  ALARM_SIGNS,
  type AlarmSign,
  type AlarmSignOption,
  isAlarmSign,
} from "../../../../domain/alarm-signs";
import { isReporter, REPORTER_NAME_MAX, REPORTERS } from "../../../../domain/reporters";
import { reporterWord } from "../../../../i18n/words/diary-labels";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { TextField } from "../../../components/ui/field";
import { type MessageKey, t } from "../../../lib/i18n";

const reporterTiles = () =>
  REPORTERS.map((r) => ({ value: r.value, label: reporterWord(t, r.value), emoji: r.emoji }));

/** "Who is telling?": the child, a parent, or another grown-up with an optional name. */
export function ReporterFields({
  control,
  register,
  carer,
  nameError,
}: {
  control: Control<TummyCheckFormInput>;
  register: UseFormRegister<TummyCheckFormInput>;
  carer: boolean;
  nameError?: string;
}) {
  return (
    <div className="space-y-3">
      <Controller
        control={control}
        name="reporter"
        render={({ field }) => (
          <ChoiceTiles
            label={t("tummyCheck.whoIsTelling")}
            options={reporterTiles()}
            value={field.value ?? "child"}
            onChange={(value) => field.onChange(value && isReporter(value) ? value : "child")}
          />
        )}
      />
      {carer ? (
        <TextField
          label={t("tummyCheck.theirName")}
          placeholder={t("tummyCheck.theirNamePlaceholder")}
          maxLength={REPORTER_NAME_MAX}
          error={nameError}
          {...register("reporterName")}
        />
      ) : null}
    </div>
  );
}

/** "Is this the same poo Sam logged at 10:03?": a grown-up links a second rating of one stool. */
export function SameStoolQuestion({
  control,
  question,
  checkId,
}: {
  control: Control<TummyCheckFormInput>;
  question: string;
  checkId: string;
}) {
  return (
    <Controller
      control={control}
      name="sameAsId"
      render={({ field }) => (
        <ChoiceTiles
          label={question}
          hint={t("tummyCheck.sameStoolHint")}
          options={[
            { value: "same", label: t("tummyCheck.sameStoolYes"), emoji: "🤝" },
            { value: "new", label: t("tummyCheck.sameStoolNo"), emoji: "🆕" },
          ]}
          value={field.value === checkId ? "same" : "new"}
          onChange={(value) => field.onChange(value === "same" ? checkId : null)}
          columns="grid-cols-2"
        />
      )}
    />
  );
}

const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Each sign's words: the child's own, and a grown-up's plain names. */
const ALARM_SIGN_KEYS: Record<string, { child: MessageKey; grownUp: MessageKey }> = {
  "blood in poo": { child: "tummyCheck.alarmChildBlood", grownUp: "tummyCheck.alarmParentBlood" },
  vomiting: { child: "tummyCheck.alarmChildVomiting", grownUp: "tummyCheck.alarmParentVomiting" },
  fever: { child: "tummyCheck.alarmChildFever", grownUp: "tummyCheck.alarmParentFever" },
  "runny poo at night": {
    child: "tummyCheck.alarmChildNightRunny",
    grownUp: "tummyCheck.alarmParentNightRunny",
  },
  "pain on the right side": {
    child: "tummyCheck.alarmChildRightSide",
    grownUp: "tummyCheck.alarmParentRightSide",
  },
  "pain or trouble swallowing": {
    child: "tummyCheck.alarmChildSwallowing",
    grownUp: "tummyCheck.alarmParentSwallowing",
  },
  "woke at night with tummy pain": {
    child: "tummyCheck.alarmChildWokeAtNight",
    grownUp: "tummyCheck.alarmParentWokeAtNight",
  },
  "weight loss noticed": {
    child: "tummyCheck.alarmChildWeightLoss",
    grownUp: "tummyCheck.alarmParentWeightLoss",
  },
};

/** An alarm sign as the one telling reads it: the child's plain words, a grown-up's plain names. */
export function alarmSignLabel(sign: AlarmSignOption, grownUp: boolean): string {
  const keys = ALARM_SIGN_KEYS[sign.value];
  if (keys) return t(grownUp ? keys.grownUp : keys.child);
  return grownUp ? sentenceCase(sign.parentLabel) : sign.childLabel;
}

/**
 * "Something else?": a step a child can skip. The child's own plain words, nothing frightening;
 * a grown-up who is telling reads the plain names, and weight loss, a grown-up's note, shows only
 * to them (ADR 062).
 */
export function SomethingElse({
  control,
  grownUp,
}: {
  control: Control<TummyCheckFormInput>;
  grownUp: boolean;
}) {
  const signs = ALARM_SIGNS.filter((s) => !s.retired && (grownUp || !s.parentOnly));
  return (
    <details className="group rounded-2xl border-[3px] border-ink/15 bg-white p-3">
      <summary className="cursor-pointer list-none text-lg font-black text-ink">
        {t("tummyCheck.somethingElse")}{" "}
        <span className="text-sm font-semibold text-ink-soft">{t("tummyCheck.youCanSkip")}</span>
      </summary>
      <Controller
        control={control}
        name="alarmSigns"
        render={({ field }) => {
          const chosen = new Set<AlarmSign>((field.value ?? []).filter(isAlarmSign));
          const toggle = (sign: AlarmSign) => {
            const next = new Set(chosen);
            if (next.has(sign)) next.delete(sign);
            else next.add(sign);
            field.onChange(ALARM_SIGNS.map((s) => s.value).filter((v) => next.has(v)));
          };
          return (
            <fieldset className="mt-3">
              <legend className="mb-2 font-bold text-ink-soft">
                {t("tummyCheck.tapAnyThatHappened")}
              </legend>
              <div className="grid gap-2.5 sm:grid-cols-2">
                {signs.map((sign) => {
                  const on = chosen.has(sign.value);
                  return (
                    <label
                      key={sign.value}
                      className={`pressable has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-[3px] px-3 py-2 font-extrabold ${on ? "border-ink bg-sunny-100 ring-4 ring-sunny-300" : "border-ink/15 bg-white"}`}
                    >
                      <input
                        type="checkbox"
                        className="sr-only"
                        checked={on}
                        onChange={() => toggle(sign.value)}
                      />
                      <span aria-hidden="true" className="font-emoji text-2xl">
                        {sign.emoji}
                      </span>
                      <span className="flex-1">{alarmSignLabel(sign, grownUp)}</span>
                      {on ? <Check aria-hidden="true" className="size-5" strokeWidth={4} /> : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        }}
      />
    </details>
  );
}
