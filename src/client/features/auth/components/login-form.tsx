import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Search, UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { type LoginBody, loginBody } from "../../../../contracts/auth";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { notifyFailure } from "../../../lib/notify";
import { useLogin } from "../api/login";

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
      <TextField
        label="Detective Name"
        icon={<UserRound className="size-5" strokeWidth={2.5} />}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder="e.g. super_sleuth"
        error={errors.username?.message}
        {...register("username")}
      />
      <TextField
        label="Password"
        type="password"
        icon={<KeyRound className="size-5" strokeWidth={2.5} />}
        autoComplete="current-password"
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
