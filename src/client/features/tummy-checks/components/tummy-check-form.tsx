import { useEffect } from "react";
import { Controller } from "react-hook-form";
import {
  type TummyCheckFormInput,
  type TummyCheckFormOutput,
  tummyCheckForm,
} from "../../../../contracts/tummy-checks";
import {
  feelingOfTwoChoice,
  feelingScaleFor,
  grownUpTellsByDefault,
  twoChoiceOfFeeling,
} from "../../../../domain/age-bands";
import { isBathroomEvent } from "../../../../domain/bathroom";
import {
  childStoolType,
  eventOfChildType,
  usesChildStoolScale,
} from "../../../../domain/child-stool-scale";
import { isFeeling } from "../../../../domain/feelings";
import { TUMMY_CHECK_POINTS } from "../../../../domain/game";
import { isLocalTime } from "../../../../domain/local-day";
import { withinSameEventWindow } from "../../../../domain/reporters";
import { isInTheFuture, whenInstant } from "../../../../domain/symptom-time";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { DialogActions } from "../../../components/ui/dialog";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { isQueued } from "../../../lib/outbox";
import { browserTimeZone, formatClock } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import {
  SAVE_TUMMY_CHECK_FAILED,
  type SavedTummyCheck,
  useCreateTummyCheck,
} from "../api/create-tummy-check";
import { useRecentTummyChecks } from "../api/get-recent-tummy-checks";
import { ReporterFields, SameStoolQuestion, SomethingElse } from "./reporter-fields";
import { childStoolTiles } from "./stool-pictures";
import { bathroomTiles, feelingTiles, twoChoiceTiles } from "./tummy-options";
import { WhenPicker } from "./when-picker";

interface TummyCheckFormProps {
  onSaved: (check: SavedTummyCheck) => void;
  /** A page can take over failures (SPEC 8: 'Session expired' on the standalone page). */
  onFailed?: (error: Error) => void;
  /** Runs before saving; returning false stops the save (SPEC 8: 'Please log in'). */
  onBeforeSave?: () => boolean;
  actionsClassName?: string;
  child: TummyChild;
}

/** Who the diary is of: the scale by age, the name a grown-up reads, and parent mode. */
export interface TummyChild {
  readonly id: string;
  readonly name: string;
  readonly age: number | null;
  /** A parent in parent mode is telling, most likely: "A parent" is preselected (ADR 062). */
  readonly parentMode: boolean;
}

/** The feeling question a grown-up reads: "How is Sam's tummy?". */
export function grownUpQuestion(childName: string): string {
  return childName
    ? t("tummyCheck.grownUpQuestion", { name: childName })
    : t("tummyCheck.grownUpQuestionNoName");
}

/**
 * SPEC 2 tummy check: a feeling (required), a bathroom event that toggles off (5 pictures for a
 * child under 8), who is telling, a "Something else?" step to skip, and when.
 */
export function TummyCheckForm({
  onSaved,
  onFailed,
  onBeforeSave,
  actionsClassName,
  child,
}: TummyCheckFormProps) {
  const mutation = useCreateTummyCheck();
  const { data: recent } = useRecentTummyChecks(child.id);
  const childScale = usesChildStoolScale(child.age);
  const childName = child.name;
  // Under 6 a grown-up tells by default, as in parent mode (ADR 066).
  const proxyByAge = grownUpTellsByDefault(child.age);
  const parentMode = child.parentMode || proxyByAge;
  // Two answers under 8, SPEC's three faces from 8 or with no age (ADR 066).
  const feelingScale = feelingScaleFor(child.age);
  const form = useContractForm<TummyCheckFormInput, TummyCheckFormOutput>({
    schema: tummyCheckForm,
    defaultValues: {
      feeling: undefined,
      bathroomEvent: null,
      childStoolType: null,
      // A parent in parent mode is the one telling, most likely (ADR 062).
      reporter: parentMode ? "parent" : "child",
      reporterName: "",
      sameAsId: null,
      alarmSigns: [],
      when: "now",
      earlierDay: "today",
      earlierTime: "",
    },
    serverFields: { timestamp: "earlierTime" },
    draft: "tummy-check",
  });
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;

  // Parent mode known only after the form opened still preselects "A parent", unless changed.
  const { setValue, getFieldState } = form;
  useEffect(() => {
    if (parentMode && !getFieldState("reporter").isDirty) setValue("reporter", "parent");
  }, [parentMode, getFieldState, setValue]);
  const reporter = watch("reporter") ?? "child";
  // A grown-up telling is spoken to as one, about the child; points are for the child's own
  // detective work, so a grown-up's check shows none (the server gives none either).
  const grownUp = reporter !== "child";
  const stoolChosen = watch("bathroomEvent") !== null || watch("childStoolType") !== null;
  const whenChoice = watch("when");
  const [earlierDay, earlierTime] = watch(["earlierDay", "earlierTime"]);
  // The child's stool a grown-up may be rating again: logged within the hour of this one.
  const atGuess =
    whenChoice !== "earlier" || isLocalTime(earlierTime)
      ? whenInstant(
          whenChoice,
          { day: earlierDay, time: earlierTime },
          new Date(),
          browserTimeZone(),
        )
      : null;
  const childsStool =
    reporter !== "child" && stoolChosen && atGuess
      ? (recent ?? [])
          .filter(
            (c) =>
              c.reporter === "child" &&
              c.bathroomEvent &&
              !c.sameAsId &&
              !isQueued(c) &&
              withinSameEventWindow(c.timestamp, atGuess.toISOString()),
          )
          .at(-1)
      : undefined;

  const submit = form.submit(
    async ({ when, earlierDay, earlierTime, sameAsId, reporterName, ...fields }) => {
      if (onBeforeSave && !onBeforeSave()) return;
      // The time it happened, said the child's way (ADR 047); never still to come.
      const now = new Date();
      const at = whenInstant(when, { day: earlierDay, time: earlierTime }, now, browserTimeZone());
      if (isInTheFuture(at, now)) {
        form.setError("earlierTime", { message: t("sleep.timeNotYet") });
        return;
      }
      const linked = sameAsId && sameAsId === childsStool?.id ? sameAsId : null;
      onSaved(
        await mutation.mutateAsync({
          ...fields,
          // A children's type stores its bathroom event too (ADR 063).
          bathroomEvent: fields.childStoolType
            ? eventOfChildType(fields.childStoolType)
            : fields.bathroomEvent,
          reporterName: fields.reporter === "carer" && reporterName ? reporterName : null,
          feelingScale,
          ...(linked ? { sameAsId: linked } : {}),
          timestamp: at.toISOString(),
        }),
      );
    },
    {
      failed: (failure) =>
        onFailed && failure instanceof Error
          ? onFailed(failure)
          : notifyError(SAVE_TUMMY_CHECK_FAILED),
      signedOut: (failure) =>
        onFailed && failure instanceof Error ? onFailed(failure) : undefined,
    },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-busy={pending} className="space-y-7">
      {proxyByAge && grownUp ? (
        <p className="rounded-2xl bg-sky-100 px-4 py-3 text-lg font-black text-ink">
          <span aria-hidden="true" className="font-emoji">
            🧑‍🍼{" "}
          </span>
          {childName
            ? t("tummyCheck.tellingFor", { name: childName })
            : t("tummyCheck.tellingForYourChild")}
        </p>
      ) : null}
      <Controller
        control={control}
        name="feeling"
        render={({ field }) =>
          feelingScale === "two-choice" ? (
            <ChoiceTiles
              label={grownUp ? grownUpQuestion(childName) : t("tummyCheck.childQuestion")}
              options={twoChoiceTiles()}
              value={twoChoiceOfFeeling(field.value)}
              onChange={(value) => field.onChange(feelingOfTwoChoice(value))}
              size="lg"
              columns="grid-cols-2"
              error={errors.feeling?.message}
              readOnOpening
            />
          ) : (
            <ChoiceTiles
              label={grownUp ? grownUpQuestion(childName) : t("tummyCheck.childQuestion")}
              options={feelingTiles()}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value && isFeeling(value) ? value : undefined)}
              size="lg"
              error={errors.feeling?.message}
              readOnOpening
            />
          )
        }
      />
      {childScale ? (
        <Controller
          control={control}
          name="childStoolType"
          render={({ field }) => (
            <ChoiceTiles
              label={t("tummyCheck.stoolPictureQuestion")}
              hint={t("tummyCheck.optionalHint")}
              options={childStoolTiles()}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(childStoolType(Number(value))?.value ?? null)}
              deselectable
              columns="grid-cols-2 sm:grid-cols-5"
            />
          )}
        />
      ) : (
        <Controller
          control={control}
          name="bathroomEvent"
          render={({ field }) => (
            <ChoiceTiles
              label={t("tummyCheck.bathroomQuestion")}
              hint={t("tummyCheck.optionalHint")}
              options={bathroomTiles()}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value && isBathroomEvent(value) ? value : null)}
              deselectable
              columns="grid-cols-3 sm:grid-cols-5"
            />
          )}
        />
      )}
      <ReporterFields
        control={control}
        register={register}
        carer={reporter === "carer"}
        nameError={errors.reporterName?.message}
      />
      {childsStool ? (
        <SameStoolQuestion
          control={control}
          checkId={childsStool.id}
          question={t("tummyCheck.sameStoolQuestion", {
            name: childName,
            time: formatClock(childsStool.timestamp),
          })}
        />
      ) : null}
      <SomethingElse control={control} grownUp={grownUp} />
      <WhenPicker
        control={control}
        register={register}
        errors={errors}
        earlier={watch("when") === "earlier"}
      />
      <FormNotice form={form} action={t("tummyCheck.saveButton")} />
      <DialogActions className={actionsClassName}>
        <Button type="submit" variant="sunny" size="lg" block disabled={pending}>
          <BusyIcon busy={pending} />
          {pending ? t("tummyCheck.saving") : t("tummyCheck.saveButton")}
          {grownUp ? null : (
            <span aria-hidden="true" className="rounded-full bg-white/70 px-2 py-0.5 text-sm">
              +{TUMMY_CHECK_POINTS} ⭐
            </span>
          )}
        </Button>
      </DialogActions>
    </form>
  );
}
