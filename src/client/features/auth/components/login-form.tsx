import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { type LoginBody, loginBody } from "../../../../contracts/auth";
import { Button } from "../../../components/ui/button";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { notifyFailure } from "../../../lib/notify";
import { useLogin } from "../api/login";
import { DetectiveNameField, SecretCodeField } from "./credential-fields";

/** SPEC 2 login form: Detective Name and Password, 'Start Detecting'. */
export function LoginForm() {
  const [, navigate] = useLocation();
  const mutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: (user) => {
        toast({ title: "Welcome back!", description: `Logged in as ${user.username}` });
        navigate("/app");
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, ["username", "password"]);
        notifyFailure("Login failed", friendlyMessage(error, "Login failed"));
      },
    });
  });

  const pending = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={pending}>
      <DetectiveNameField
        placeholder="e.g. super_sleuth"
        error={errors.username?.message}
        {...register("username")}
      />
      <SecretCodeField
        placeholder="Your secret code"
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" size="xl" block disabled={pending}>
        <BusyIcon
          busy={pending}
          icon={<Search aria-hidden="true" className="size-6" strokeWidth={3} />}
        />
        {pending ? "Signing In..." : "Start Detecting"}
      </Button>
    </form>
  );
}
