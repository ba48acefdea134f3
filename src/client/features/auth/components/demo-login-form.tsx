import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { LoginBody } from "../../../../contracts/auth";
import { Button } from "../../../components/ui/button";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { ApiError } from "../../../lib/api-client";
import { DEMO_PASSWORD, DEMO_USERNAME } from "../../../lib/demo-credentials";
import { notifyFailure } from "../../../lib/notify";
import { useLogin } from "../api/login";
import { DetectiveNameField, SecretCodeField } from "./credential-fields";

/** SPEC 8 failure wording: the Safari page is brief, the mobile Safari page gives the reason. */
function failureText(error: Error, detailed: boolean): string {
  if (!detailed) return "Please check your credentials";
  if (error instanceof ApiError) return `Login failed: ${error.serverMessage ?? error.message}`;
  return `Error: ${error.message}`;
}

function toastText(error: Error, detailed: boolean): string {
  if (!detailed) return "Please check your credentials";
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    defaultValues: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: "Login successful!", description: "Welcome back, Detective!" });
        timer.current = setTimeout(() => navigate("/app"), redirectDelayMs);
      },
      onError: (error) => {
        const text = failureText(error, detailedErrors);
        setFailure(text);
        notifyFailure("Login failed", toastText(error, detailedErrors));
      },
    });
  });

  const pending = mutation.isPending;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending}
      className="space-y-5 rounded-[2rem] border-[3px] border-ink bg-paper p-5 shadow-card sm:p-7"
    >
      <DetectiveNameField
        error={errors.username?.message}
        {...register("username", {
          validate: (value) => value.trim() !== "" || "Please enter your detective name",
        })}
      />
      <SecretCodeField
        label="Secret Code"
        error={errors.password?.message}
        {...register("password", { required: "Please enter your secret code" })}
      />
      {failure ? (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-3 font-bold text-red-800 ring-2 ring-red-200"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="xl" block disabled={pending}>
        <BusyIcon
          busy={pending}
          icon={<Search aria-hidden="true" className="size-6" strokeWidth={3} />}
        />
        {pending ? "Investigating..." : "Start Investigation"}
      </Button>
    </form>
  );
}
