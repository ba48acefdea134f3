import { type ReactNode, useEffect, useState } from "react";
import { z } from "zod";
import { type CaseView, openCaseBody } from "../../../../contracts/cases";
import type { Pattern } from "../../../../contracts/patterns";
import { breakfastIsOver } from "../../../../domain/cases/plan";
import { MAX_CASE_DAYS, MIN_CASE_DAYS } from "../../../../domain/cases/types";
import {
  allergyQuestionWords,
  dayPhraseWords,
  orListWords,
  withArticleWords,
} from "../../../../i18n/words/cases";
import { patternFoodWords } from "../../../../i18n/words/patterns";
import { Button } from "../../../components/ui/button";
import { DialogActions, GameDialog } from "../../../components/ui/dialog";
import { SelectField } from "../../../components/ui/field";
import { FieldError } from "../../../components/ui/field-error";
import { FormNotice } from "../../../components/ui/form-notice";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { t, useLocale } from "../../../lib/i18n";
import { needsParentCode } from "../../../lib/query-client";
import { browserTimeZone } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { useOpenCase } from "../api/open-case";
import { clueFoods, shortDate } from "../utils";
import { CasePlanView } from "./case-plan-view";

const LENGTHS = Array.from(
  { length: MAX_CASE_DAYS - MIN_CASE_DAYS + 1 },
  (_, i) => MIN_CASE_DAYS + i,
);
const radio =
  "flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-2xl border-[3px] border-ink/20 bg-white px-3 font-black has-[:checked]:border-ink has-[:checked]:bg-sunny-200";

/**
 * The set-up form: the open-case body's fields, with the partner as a select's text ("" for
 * none) and the safety answers as the radios and the box the grown-up ticks.
 */
const openCaseForm = z.object({
  suspect: openCaseBody.shape.suspect,
  partner: z.string(),
  days: openCaseBody.shape.days,
  start: z.enum(["today", "tomorrow"]),
  allergySigns: z.enum(["no", "yes"], { error: "errors.allergyAnswerNeeded" }),
  agreedWithClinician: z.boolean(),
});
type OpenCaseFormInput = z.input<typeof openCaseForm>;

interface OpenCaseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pattern: Pattern;
  /**
   * The parent code prompt, while the account has a code and grown-up mode is off: shown
   * before the form (the page composes it from the parent feature); nothing when not needed.
   */
  parentCodeFirst?: ReactNode;
}

/**
 * The parent's set-up of a case from a clue: the food, the length, and the safety questions.
 * Opening a case is the parent's (ADR 056): with a parent code set and grown-up mode off, the
 * code is asked first, before any question.
 */
export function OpenCaseDialog({
  open,
  onOpenChange,
  pattern,
  parentCodeFirst,
}: OpenCaseDialogProps) {
  const locked = Boolean(parentCodeFirst);
  const foods = clueFoods(pattern);
  const [opened, setOpened] = useState<CaseView | null>(null);
  const { formatLocale } = useLocale();
  // The words of a failed open; apart, whether grown-up mode ended between opening the form and
  // tapping "Open the case" (old news once the code is typed again).
  const [failure, setFailure] = useState<string | null>(null);
  const [modeEnded, setModeEnded] = useState(false);
  const mutation = useOpenCase();
  const form = useContractForm<OpenCaseFormInput>({
    schema: openCaseForm,
    defaultValues: {
      suspect: foods[0] ?? pattern.foodItem,
      partner: foods.length > 1 ? (foods[1] ?? "") : "",
      days: MAX_CASE_DAYS,
      start:
        breakfastIsOver(new Date(), browserTimeZone()) && foods.length > 1 ? "tomorrow" : "today",
      allergySigns: undefined,
      agreedWithClinician: false,
    },
  });
  const { register, watch, setValue } = form;
  const suspect = watch("suspect");
  const partner = watch("partner");
  const allergy = watch("allergySigns");
  const agreed = watch("agreedWithClinician");
  const asked = orListWords(
    t,
    (partner ? [suspect, partner] : [suspect]).map((f) => patternFoodWords(t, f)),
  );
  // After breakfast, today can only be a free day: a split case starts tomorrow (ADR 023).
  const late = breakfastIsOver(new Date(), browserTimeZone());
  const start = watch("start");
  useEffect(() => {
    if (late && partner && start === "today") setValue("start", "tomorrow");
  }, [late, partner, start, setValue]);
  const ready = allergy === "no" && agreed && !form.pending;
  // Once the code is typed, a message about grown-up mode having ended is old news.
  useEffect(() => {
    if (!locked) setModeEnded(false);
  }, [locked]);

  const submit = form.submit(
    async (fields) => {
      setFailure(null);
      setModeEnded(false);
      const kase = await mutation.mutateAsync({
        patternId: pattern.id,
        suspect: fields.suspect,
        partner: fields.partner || null,
        days: fields.days,
        start: fields.start,
        allergySigns: fields.allergySigns === "yes",
        agreedWithClinician: fields.agreedWithClinician,
      });
      setOpened(kase);
      toast({
        title: t("caseScreens.caseOpened"),
        description: t("caseScreens.dayOneIs", { date: shortDate(formatLocale, kase.startDate) }),
      });
    },
    {
      failed: (error) => {
        if (needsParentCode(error)) setModeEnded(true);
        else setFailure(friendlyMessage(error, t("caseScreens.openFailed")));
      },
    },
  );

  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      emoji="🗂️"
      title={t(opened ? "caseScreens.caseIsOpen" : "caseScreens.openCase")}
      description={opened ? undefined : t("caseScreens.openDescription")}
    >
      {!opened && locked ? (
        <section className="space-y-4" aria-label={t("caseScreens.grownUpsOnly")}>
          <p className="font-semibold">
            <span aria-hidden="true" className="font-emoji">
              🔐{" "}
            </span>
            {t("caseScreens.codeFirst")}
          </p>
          {parentCodeFirst}
        </section>
      ) : null}
      {opened ? (
        <>
          <CasePlanView kase={opened} />
          <DialogActions>
            <Button variant="primary" size="lg" block onClick={() => onOpenChange(false)}>
              {t("caseScreens.done")}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          ref={form.ref}
          noValidate
          aria-busy={form.pending}
          // Kept while the code is asked, so nothing typed is lost if grown-up mode ended.
          hidden={locked}
          className="space-y-5"
          onSubmit={(event) => {
            if (ready) void submit(event);
            else event.preventDefault();
          }}
        >
          <p className="font-semibold">{t("caseScreens.openIntro")}</p>
          {foods.length > 1 ? (
            // One under the other on a phone: side by side, "Nothing (test alone)" was cut. A food
            // is sent as the clue names it, and shown in the reader's words (a component).
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t("caseScreens.testThisFood")}
                {...register("suspect", {
                  // A food is never split against itself.
                  onChange: (e) => {
                    if (e.target.value === partner) setValue("partner", "");
                  },
                })}
              >
                {foods.map((f) => (
                  <option key={f} value={f}>
                    {patternFoodWords(t, f)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t("caseScreens.against")}
                hint={t("caseScreens.splitTheClue")}
                {...register("partner")}
              >
                <option value="">{t("caseScreens.testAlone")}</option>
                {foods
                  .filter((f) => f !== suspect)
                  .map((f) => (
                    <option key={f} value={f}>
                      {patternFoodWords(t, f)}
                    </option>
                  ))}
              </SelectField>
            </div>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={t("caseScreens.howManyDays")}
              hint={t("caseScreens.lengthRange", { min: MIN_CASE_DAYS, max: MAX_CASE_DAYS })}
              {...register("days", { valueAsNumber: true })}
            >
              {LENGTHS.map((n) => (
                <option key={n} value={n}>
                  {t("caseScreens.daysOption", { days: n })}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("caseScreens.dayOne")}
              hint={
                late
                  ? partner
                    ? t("caseScreens.breakfastOver")
                    : t("caseScreens.todayIs", {
                        day: withArticleWords(
                          t,
                          dayPhraseWords(t, { suspect, partner: null }, "free"),
                        ),
                      })
                  : undefined
              }
              {...register("start")}
            >
              <option value="today" disabled={late && Boolean(partner)}>
                {t("caseScreens.today")}
              </option>
              <option value="tomorrow">{t("caseScreens.tomorrow")}</option>
            </SelectField>
          </div>
          <fieldset className="rounded-2xl border-[3px] border-rose-300 bg-rose-50 p-4">
            <legend className="px-1 font-black">{t("caseScreens.safetyFirst")}</legend>
            <p className="font-bold">{allergyQuestionWords(t, asked)}</p>
            <div className="mt-3 flex gap-3">
              {(["no", "yes"] as const).map((answer) => (
                <label key={answer} className={radio}>
                  <input
                    type="radio"
                    value={answer}
                    {...register("allergySigns")}
                    className="size-5 accent-ink"
                  />
                  {t(answer === "no" ? "caseScreens.noNever" : "caseScreens.yes")}
                </label>
              ))}
            </div>
            {allergy === "yes" ? (
              <p role="alert" className="mt-3 rounded-xl bg-rose-700 p-3 font-black text-white">
                {t("cases.allergyStop", { food: asked })}
              </p>
            ) : null}
            <label className="mt-4 flex cursor-pointer items-start gap-3 font-bold">
              <input
                type="checkbox"
                {...register("agreedWithClinician")}
                className="mt-1 size-6 shrink-0 accent-ink"
              />
              {t("cases.agreementQuestion")}
            </label>
          </fieldset>
          {modeEnded || failure ? (
            <FieldError look="box">{modeEnded ? t("caseScreens.modeEnded") : failure}</FieldError>
          ) : null}
          <FormNotice form={form} action={t("caseScreens.openTheCase")} />
          <DialogActions>
            <Button type="submit" variant="primary" size="lg" block disabled={!ready}>
              {t(form.pending ? "caseScreens.openingTheCase" : "caseScreens.openTheCase")}
            </Button>
          </DialogActions>
        </form>
      )}
    </GameDialog>
  );
}
