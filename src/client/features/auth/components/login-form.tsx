import { Search } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { type LoginBody, loginBody } from "../../../../contracts/auth";
import { Button } from "../../../components/ui/button";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { draftWaiting } from "../../../lib/form-wiring";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { useLogin } from "../api/login";
import { DetectiveNameField, SecretCodeField } from "./credential-fields";

/** SPEC 2 login form: Detective Name and Password, 'Start Detecting'. */
export function LoginForm() {
  const [, navigate] = useLocation();
  const mutation = useLogin();
  // Something typed before the session ended is kept in this tab (ADR 046): say so.
  const [waiting] = useState(() => {
    try {
      return draftWaiting(window.sessionStorage);
    } catch {
      return false;
    }
  });
  const form = useContractForm<LoginBody>({
    schema: loginBody,
    defaultValues: { username: "", password: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.submit(
    async (values) => {
      const user = await mutation.mutateAsync(values);
      toast({
        title: t("auth.welcomeBack"),
        description: t("auth.loggedInAs", { name: user.username }),
      });
      navigate("/app");
    },
    {
      failed: (error) =>
        notifyFailure(t("errors.loginFailed"), friendlyMessage(error, t("errors.loginFailed"))),
    },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={pending}>
      {waiting ? (
        <p
          role="status"
          className="rounded-2xl border-[3px] border-ink bg-sunny-100 p-3 text-center font-bold"
        >
          {t("auth.draftWaiting")}
        </p>
      ) : null}
      <DetectiveNameField
        placeholder={t("auth.kidPlaceholder")}
        error={errors.username?.message}
        {...register("username")}
      />
      <SecretCodeField
        placeholder={t("auth.codePlaceholder")}
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" size="xl" block disabled={pending}>
        <BusyIcon
          busy={pending}
          icon={<Search aria-hidden="true" className="size-6" strokeWidth={3} />}
        />
        {pending ? t("auth.signingIn") : t("auth.startDetecting")}
      </Button>
    </form>
  );
}
