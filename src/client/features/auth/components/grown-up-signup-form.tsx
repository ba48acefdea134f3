import { ShieldCheck, UserRoundPlus } from "lucide-react";
import { useLocation } from "wouter";
import type { z } from "zod";
import { grownUpSignupBody } from "../../../../contracts/auth";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorCodeOf, friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { useGrownUpSignup } from "../api/grown-up-signup";
import { DetectiveNameField, SecretCodeField } from "./credential-fields";

type Input = z.input<typeof grownUpSignupBody>;
type Output = z.output<typeof grownUpSignupBody>;

/** A grown-up's own login (ADR 065): a name and a password, no age, no avatar. */
export function GrownUpSignupForm() {
  const [, navigate] = useLocation();
  const mutation = useGrownUpSignup();
  const form = useContractForm<Input, Output>({
    schema: grownUpSignupBody,
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.submit(
    async (values) => {
      const grownUp = await mutation.mutateAsync(values);
      toast({
        title: t("auth.welcomeName", { name: grownUp.username }),
        description: t("auth.grownUpNext"),
      });
      navigate("/app/family");
    },
    {
      failed: (error) => {
        const message = friendlyMessage(error, t("errors.registrationFailed"));
        if (errorCodeOf(error) === "username_taken") form.showErrors({ username: message });
        notifyFailure(t("errors.registrationFailed"), message);
      },
    },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={pending}>
      <DetectiveNameField
        label={t("auth.yourName")}
        placeholder={t("auth.grownUpPlaceholder")}
        error={errors.username?.message}
        {...register("username")}
      />
      <SecretCodeField
        hint={t("auth.sixPlus")}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label={t("auth.confirmPassword")}
        type="password"
        icon={<ShieldCheck className="size-5" strokeWidth={2.5} />}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" variant="sunny" size="lg" block disabled={pending}>
        <BusyIcon
          busy={pending}
          icon={<UserRoundPlus aria-hidden="true" className="size-6" strokeWidth={2.5} />}
        />
        {pending ? t("auth.creating") : t("auth.createGrownUp")}
      </Button>
    </form>
  );
}
