import { useState } from "react";
import type { CaseView } from "../../../../contracts/cases";
import type { Pattern } from "../../../../contracts/patterns";
import { AGREEMENT_QUESTION, allergyQuestion, allergyStop } from "../../../../domain/cases/safety";
import { MAX_CASE_DAYS, MIN_CASE_DAYS } from "../../../../domain/cases/types";
import { Button } from "../../../components/ui/button";
import { DialogActions, GameDialog } from "../../../components/ui/dialog";
import { SelectField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { useOpenCase } from "../api/open-case";
import { clueFoods, shortDate } from "../utils";
import { CasePlanView } from "./case-plan-view";

const LENGTHS = Array.from(
  { length: MAX_CASE_DAYS - MIN_CASE_DAYS + 1 },
  (_, i) => MIN_CASE_DAYS + i,
);
const radio =
  "flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-2xl border-[3px] border-ink/20 bg-white px-3 font-black has-[:checked]:border-ink has-[:checked]:bg-sunny-200";

interface OpenCaseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pattern: Pattern;
}

/** The parent's set-up of a case from a clue: the food, the length, and the safety questions. */
export function OpenCaseDialog({ open, onOpenChange, pattern }: OpenCaseDialogProps) {
  const foods = clueFoods(pattern);
  const [suspect, setSuspect] = useState(foods[0] ?? pattern.foodItem);
  const [partner, setPartner] = useState(foods.length > 1 ? (foods[1] ?? "") : "");
  const [days, setDays] = useState(MAX_CASE_DAYS);
  const [start, setStart] = useState<"today" | "tomorrow">("today");
  const [allergy, setAllergy] = useState<"yes" | "no" | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [opened, setOpened] = useState<CaseView | null>(null);
  const mutation = useOpenCase();
  const asked = partner ? `${suspect} or ${partner}` : suspect;
  const ready = allergy === "no" && agreed && !mutation.isPending;

  const submit = () =>
    mutation.mutate(
      {
        patternId: pattern.id,
        suspect,
        partner: partner || null,
        days,
        start,
        allergySigns: allergy === "yes",
        agreedWithClinician: agreed,
      },
      {
        onSuccess: (kase) => {
          setOpened(kase);
          toast({ title: "Case opened!", description: `Day 1 is ${shortDate(kase.startDate)}.` });
        },
      },
    );

  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      emoji="🗂️"
      title={opened ? "The case is open" : "Open a case"}
      description={opened ? undefined : "For grown-ups: a short planned check of one clue."}
    >
      {opened ? (
        <>
          <CasePlanView kase={opened} />
          <DialogActions>
            <Button variant="primary" size="lg" block onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
        >
          <p className="font-semibold">
            Days with the suspect and days without it, logged as usual, then a verdict. It does not
            change what your child eats for good.
          </p>
          {foods.length > 1 ? (
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label="Test this food"
                value={suspect}
                onChange={(e) => {
                  setSuspect(e.target.value);
                  // A food is never split against itself.
                  if (e.target.value === partner) setPartner("");
                }}
              >
                {foods.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </SelectField>
              <SelectField
                label="Against"
                hint="Split the clue"
                value={partner}
                onChange={(e) => setPartner(e.target.value)}
              >
                <option value="">Nothing (test alone)</option>
                {foods
                  .filter((f) => f !== suspect)
                  .map((f) => (
                    <option key={f}>{f}</option>
                  ))}
              </SelectField>
            </div>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="How many days"
              hint={`${MIN_CASE_DAYS} to ${MAX_CASE_DAYS}`}
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {LENGTHS.map((n) => (
                <option key={n} value={n}>
                  {n} days
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Day 1"
              value={start}
              onChange={(e) => setStart(e.target.value === "tomorrow" ? "tomorrow" : "today")}
            >
              <option value="today">Today</option>
              <option value="tomorrow">Tomorrow</option>
            </SelectField>
          </div>
          <fieldset className="rounded-2xl border-[3px] border-rose-300 bg-rose-50 p-4">
            <legend className="px-1 font-black">Safety first</legend>
            <p className="font-bold">{allergyQuestion(asked)}</p>
            <div className="mt-3 flex gap-3">
              {(["no", "yes"] as const).map((answer) => (
                <label key={answer} className={radio}>
                  <input
                    type="radio"
                    name="allergy"
                    value={answer}
                    checked={allergy === answer}
                    onChange={() => setAllergy(answer)}
                    className="size-5 accent-ink"
                  />
                  {answer === "no" ? "No, never" : "Yes"}
                </label>
              ))}
            </div>
            {allergy === "yes" ? (
              <p role="alert" className="mt-3 rounded-xl bg-rose-700 p-3 font-black text-white">
                {allergyStop(asked)}
              </p>
            ) : null}
            <label className="mt-4 flex cursor-pointer items-start gap-3 font-bold">
              <input
                type="checkbox"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
                className="mt-1 size-6 shrink-0 accent-ink"
              />
              {AGREEMENT_QUESTION}
            </label>
          </fieldset>
          {mutation.isError ? (
            <p role="alert" className="rounded-xl bg-rose-100 p-3 font-bold text-rose-900">
              {friendlyMessage(mutation.error, "The case could not be opened. Try again!")}
            </p>
          ) : null}
          <DialogActions>
            <Button type="submit" variant="primary" size="lg" block disabled={!ready}>
              {mutation.isPending ? "Opening the case..." : "Open the case"}
            </Button>
          </DialogActions>
        </form>
      )}
    </GameDialog>
  );
}
