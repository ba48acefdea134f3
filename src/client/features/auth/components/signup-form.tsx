import { Cake, Rocket, ShieldCheck } from "lucide-react";
import { useLocation } from "wouter";
import type { z } from "zod";
import { signupBody } from "../../../../contracts/auth";
import { AGE_MAX, AGE_MIN } from "../../../../domain/limits";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorCodeOf, friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { useSignup } from "../api/signup";
import { DetectiveNameField, SecretCodeField } from "./credential-fields";

type SignupInput = z.input<typeof signupBody>;
type SignupOutput = z.output<typeof signupBody>;

const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, index) => AGE_MIN + index);

/** SPEC 2 sign-up form: Detective Name, Age, Password, Confirm Password. */
export function SignupForm() {
  const [, navigate] = useLocation();
  const mutation = useSignup();
  const form = useContractForm<SignupInput, SignupOutput>({
    schema: signupBody,
    defaultValues: { username: "", age: "", password: "", confirmPassword: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.submit(
    async (values) => {
      const user = await mutation.mutateAsync(values);
      toast({
        title: t("auth.welcomeTeam"),
        description: t("auth.firstCase", { name: user.username }),
      });
      navigate("/app");
    },
    {
      failed: (error) => {
        const message = friendlyMessage(error, t("errors.registrationFailed"));
        // The name is taken; the message belongs under the name.
        if (errorCodeOf(error) === "username_taken") form.showErrors({ username: message });
        notifyFailure(t("errors.registrationFailed"), message);
      },
    },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={pending}>
      <DetectiveNameField
        placeholder={t("auth.pickName")}
        error={errors.username?.message}
        {...register("username")}
      />
      <SelectField
        label={t("auth.age")}
        icon={<Cake className="size-5" strokeWidth={2.5} />}
        autoComplete="off"
        required
        error={errors.age?.message}
        {...register("age")}
      >
        <option value="">{t("auth.chooseAge")}</option>
        {AGES.map((age) => (
          <option key={age} value={age}>
            {t("auth.yearsOld", { age })}
          </option>
        ))}
      </SelectField>
      <SecretCodeField
        hint={t("auth.sixPlus")}
        autoComplete="new-password"
        placeholder={t("auth.makeCode")}
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label={t("auth.confirmPassword")}
        type="password"
        icon={<ShieldCheck className="size-5" strokeWidth={2.5} />}
        autoComplete="new-password"
        placeholder={t("auth.typeAgain")}
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button
        type="submit"
        variant="sunny"
        size="lg"
        block
        disabled={pending}
        className="sm:min-h-16 sm:text-xl"
      >
        <BusyIcon
          busy={pending}
          icon={<Rocket aria-hidden="true" className="hidden size-6 sm:block" strokeWidth={2.5} />}
        />
        {pending ? t("auth.creating") : t("auth.startJourney")}
      </Button>
    </form>
  );
}
