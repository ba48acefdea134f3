import { KeyRound, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { newParentCode, parentCode, parentCodeBody } from "../../../../contracts/parent";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { notifyFailure } from "../../../lib/notify";
import { needsParentCode } from "../../../lib/query-client";
import { useContractForm } from "../../../lib/use-contract-form";
import { useParentMode, useSetParentCode } from "../api/parent-mode";

/**
 * The form's fields: the body's, with the current code asked only when the server will want it
 * (a code is set and this sign-in is not in grown-up mode).
 */
function settingsForm(askCurrent: boolean) {
  return z.object({
    password: parentCodeBody.shape.password,
    currentParentCode: askCurrent
      ? z.string().min(1, "errors.currentParentCodeRequired").pipe(parentCode)
      : z.string(),
    parentCode: newParentCode,
  });
}
type SettingsValues = z.input<ReturnType<typeof settingsForm>>;
const EMPTY: SettingsValues = { password: "", currentParentCode: "", parentCode: "" };

/**
 * Profile: set the parent code with the account's secret code; once one is set, changing it
 * also takes the current code or grown-up mode, since the child knows the secret code (ADR 056).
 */
export function ParentCodeSettings({ userId }: { userId: string }) {
  const { state, on } = useParentMode(userId);
  const [editing, setEditing] = useState(false);
  const has = state?.hasParentCode ?? false;
  const askCurrent = has && !on;
  return (
    <Card id="parent-code" className="mt-5" role="region" aria-labelledby="parent-code-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="parent-code-heading" className="text-2xl font-black">
          Parent Code
        </h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <KeyRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {has ? "Change" : "Set"}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <ParentCodeForm
          // The fields differ with and without grown-up mode: a new form when that changes.
          key={askCurrent ? "with-current-code" : "without"}
          userId={userId}
          has={has}
          askCurrent={askCurrent}
          onClose={() => setEditing(false)}
        />
      ) : (
        <p className="mt-3 rounded-2xl bg-brand-50 px-4 py-3 text-lg font-bold">
          {has
            ? "The parent's area, reports, clue decisions and cases ask for the parent code."
            : "No parent code yet: anyone signed in can open the parent's area."}
        </p>
      )}
      {has ? (
        <p className="mt-3 text-base font-semibold text-ink-soft">
          <strong className="font-black text-ink">Forgot the parent code?</strong> There are no
          grown-up sign-ins yet, so the app cannot check who is asking, and the secret code cannot
          reset it (the child knows it). Whoever runs this Tummy Detective server can clear it (the
          README says how); then set a new one here.
        </p>
      ) : null}
    </Card>
  );
}

function ParentCodeForm({
  userId,
  has,
  askCurrent,
  onClose,
}: {
  userId: string;
  has: boolean;
  askCurrent: boolean;
  onClose: () => void;
}) {
  const save = useSetParentCode(userId);
  const form = useContractForm<SettingsValues>({
    schema: settingsForm(askCurrent),
    defaultValues: EMPTY,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const onSubmit = form.submit(
    async ({ password, currentParentCode, parentCode: code }) => {
      await save.mutateAsync({
        password,
        parentCode: code,
        ...(askCurrent ? { currentParentCode } : {}),
      });
      toast({
        title: "Parent code saved!",
        description: "The parent's area now asks for it.",
      });
      onClose();
    },
    {
      failed: (error) => {
        // Grown-up mode ended meanwhile: the prompt opens, and the form asks for the code.
        if (needsParentCode(error)) return;
        notifyFailure("Error", friendlyMessage(error, "Failed to save the parent code."));
      },
    },
  );
  return (
    <form
      ref={form.ref}
      onSubmit={onSubmit}
      noValidate
      className="mt-4 space-y-4"
      aria-busy={form.pending}
    >
      <TextField
        label="Account secret code"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      {askCurrent ? (
        <TextField
          label="Current parent code"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          hint="The code a grown-up types to open the parent's area"
          error={errors.currentParentCode?.message}
          {...register("currentParentCode")}
        />
      ) : null}
      <TextField
        label={has ? "New parent code" : "Parent code"}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint="4 to 8 digits, for grown-ups only: not 1234 or 0000. 6 digits are harder to guess."
        error={errors.parentCode?.message}
        {...register("parentCode")}
      />
      <FormNotice form={form} action="Save Parent Code" />
      <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
        <Button variant="outline" onClick={onClose} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.pending}>
          <BusyIcon
            busy={form.pending}
            icon={<ShieldCheck aria-hidden="true" className="size-5" strokeWidth={2.5} />}
          />
          Save Parent Code
        </Button>
      </div>
    </form>
  );
}
