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
import { t } from "../../../lib/i18n";
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
          {t("parent.parentCodeTitle")}
        </h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <KeyRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {has ? t("parent.change") : t("parent.set")}
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
          {has ? t("parent.codeAsked") : t("parent.noCodeYet")}
        </p>
      )}
      {has ? (
        <p className="mt-3 text-base font-semibold text-ink-soft">
          <strong className="font-black text-ink">{t("parent.forgotTitle")}</strong>{" "}
          {t("parent.forgotText")}
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
        title: t("parent.codeSaved"),
        description: t("parent.codeSavedText"),
      });
      onClose();
    },
    {
      failed: (error) => {
        // Grown-up mode ended meanwhile: the prompt opens, and the form asks for the code.
        if (needsParentCode(error)) return;
        notifyFailure(t("parent.errorTitle"), friendlyMessage(error, t("parent.codeSaveFailed")));
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
        label={t("parent.accountCode")}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      {askCurrent ? (
        <TextField
          label={t("parent.currentParentCode")}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          hint={t("parent.currentParentCodeHint")}
          error={errors.currentParentCode?.message}
          {...register("currentParentCode")}
        />
      ) : null}
      <TextField
        label={has ? t("parent.newParentCode") : t("parent.parentCode")}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint={t("parent.newParentCodeHint")}
        error={errors.parentCode?.message}
        {...register("parentCode")}
      />
      <FormNotice form={form} action={t("parent.saveCode")} />
      <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
        <Button variant="outline" onClick={onClose} disabled={form.pending}>
          {t("parent.cancel")}
        </Button>
        <Button type="submit" disabled={form.pending}>
          <BusyIcon
            busy={form.pending}
            icon={<ShieldCheck aria-hidden="true" className="size-5" strokeWidth={2.5} />}
          />
          {t("parent.saveCode")}
        </Button>
      </div>
    </form>
  );
}
