import { KeyRound, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { type PasswordFormValues, passwordForm } from "../../../../contracts/users";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { useChangePassword } from "../api/change-password";

const EMPTY: PasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };
const keyIcon = <KeyRound className="size-5" strokeWidth={2.5} />;

/** Secret Code (SPEC 2): Change, then current, new and confirm, Update Secret Code and Cancel. */
export function SecretCode({ userId }: { userId: string }) {
  const [changing, setChanging] = useState(false);
  const mutation = useChangePassword(userId);
  const form = useContractForm<PasswordFormValues>({ schema: passwordForm, defaultValues: EMPTY });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  const close = () => {
    reset(EMPTY);
    setChanging(false);
  };

  const onSubmit = form.submit(
    async ({ currentPassword, newPassword }) => {
      await mutation.mutateAsync({ currentPassword, newPassword });
      toast({
        title: t("profile.passwordUpdated"),
        description: t("profile.passwordChanged"),
      });
      close();
    },
    {
      failed: (error) =>
        notifyFailure(
          t("profile.errorTitle"),
          friendlyMessage(error, t("errors.passwordUpdateFailed")),
        ),
      invalid: (invalid) => {
        // By the check's reason (the field error's type), never by its words (ADR 075).
        if (invalid.confirmPassword?.type === "passwordMismatch") {
          notifyFailure(t("errors.passwordMismatchTitle"), t("errors.passwordMismatch"));
        } else if (invalid.newPassword?.type === "passwordTooShort") {
          notifyFailure(t("errors.passwordTooShortTitle"), t("errors.passwordTooShort"));
        }
      },
    },
  );

  return (
    <Card className="mt-5" role="region" aria-labelledby="secret-code-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="secret-code-heading" className="text-2xl font-black">
          {t("profile.secretCode")}
        </h2>
        {!changing ? (
          <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
            <KeyRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("profile.change")}
          </Button>
        ) : null}
      </div>
      {changing ? (
        <form
          ref={form.ref}
          onSubmit={onSubmit}
          noValidate
          className="mt-4 space-y-4"
          aria-busy={form.pending}
        >
          <TextField
            label={t("profile.currentCode")}
            type="password"
            autoComplete="current-password"
            icon={keyIcon}
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
          <TextField
            label={t("profile.newCode")}
            type="password"
            autoComplete="new-password"
            hint={t("profile.newCodeHint")}
            icon={keyIcon}
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <TextField
            label={t("profile.confirmCode")}
            type="password"
            autoComplete="new-password"
            icon={keyIcon}
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
            <Button variant="outline" onClick={close} disabled={form.pending}>
              {t("profile.cancel")}
            </Button>
            <Button type="submit" disabled={form.pending}>
              <BusyIcon
                busy={form.pending}
                icon={<ShieldCheck aria-hidden="true" className="size-5" strokeWidth={2.5} />}
              />
              {t("profile.updateCode")}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-3 flex items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-lg font-bold">
          <span aria-hidden="true" className="font-emoji text-2xl tracking-widest">
            🔒
          </span>
          {t("profile.codeKeepsSafe")}
        </p>
      )}
    </Card>
  );
}
