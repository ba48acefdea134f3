import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { z } from "zod";
import { type LoginBody, loginBody } from "../../../../contracts/auth";
import { Button } from "../../../components/ui/button";
import { FieldError } from "../../../components/ui/field-error";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, friendlyMessage } from "../../../lib/api-client";
import { DEMO_PASSWORD, DEMO_USERNAME } from "../../../lib/demo-credentials";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { useLogin } from "../api/login";
import { DetectiveNameField, SecretCodeField } from "./credential-fields";

/**
 * The login body with the test pages' own words for an empty field; the schema is the form's
 * only check (a resolver's form runs no rules of its own), its messages worded by their keys.
 */
const demoLoginForm = loginBody.extend({
  username: z.string().refine((value) => value.trim() !== "", "errors.detectiveNameNeeded"),
  password: z.string().min(1, "errors.secretCodeNeeded"),
});

/** SPEC 8 failure wording: the Safari page is brief, the mobile Safari page gives the reason. */
function failureText(error: Error, detailed: boolean): string {
  if (!detailed) return t("errors.checkCredentials");
  if (error instanceof ApiError) {
    return t("errors.loginFailedBecause", { reason: friendlyMessage(error, error.message) });
  }
  return t("errors.errorWithMessage", { message: error.message });
}

function toastText(error: Error, detailed: boolean): string {
  if (!detailed) return t("errors.checkCredentials");
  if (error instanceof ApiError) return friendlyMessage(error, error.message);
  return error.message;
}

/**
 * The Safari login test form: Detective Name and Secret Code prefilled with the demo account,
 * 'Start Investigation', then /app after `redirectDelayMs`.
 */
export function DemoLoginForm({
  source,
  redirectDelayMs,
  detailedErrors,
}: {
  source: string;
  redirectDelayMs: number;
  detailedErrors: boolean;
}) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mutation = useLogin({ headers: { "X-Login-Source": source } });
  const form = useContractForm<LoginBody>({
    schema: demoLoginForm,
    defaultValues: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
  });
  const {
    register,
    formState: { errors },
  } = form;

  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = (error: unknown) => {
    const reason = error instanceof Error ? error : new Error(String(error));
    setFailure(failureText(reason, detailedErrors));
    notifyFailure(t("errors.loginFailed"), toastText(reason, detailedErrors));
  };
  const onSubmit = form.submit(
    async (values) => {
      setFailure(null);
      await mutation.mutateAsync(values);
      toast({ title: t("auth.loginSuccess"), description: t("auth.welcomeBackDetective") });
      timer.current = setTimeout(() => navigate("/app"), redirectDelayMs);
    },
    { failed: fail },
  );

  const pending = form.pending;
  return (
    <form
      ref={form.ref}
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending}
      className="space-y-5 rounded-[2rem] border-[3px] border-ink bg-paper p-5 shadow-card sm:p-7"
    >
      <DetectiveNameField error={errors.username?.message} {...register("username")} />
      <SecretCodeField
        label={t("auth.secretCode")}
        error={errors.password?.message}
        {...register("password")}
      />
      {failure ? <FieldError look="box">{failure}</FieldError> : null}
      <Button type="submit" size="xl" block disabled={pending}>
        <BusyIcon
          busy={pending}
          icon={<Search aria-hidden="true" className="size-6" strokeWidth={3} />}
        />
        {pending ? t("auth.investigating") : t("auth.startInvestigation")}
      </Button>
    </form>
  );
}
