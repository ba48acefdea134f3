import { Search } from "lucide-react";
import { useLocation } from "wouter";
import { type LoginBody, loginBody } from "../../../../contracts/auth";
import { Button } from "../../../components/ui/button";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { notifyFailure } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { useLogin } from "../api/login";
import { DetectiveNameField, SecretCodeField } from "./credential-fields";

/** SPEC 2 login form: Detective Name and Password, 'Start Detecting'. */
export function LoginForm() {
  const [, navigate] = useLocation();
  const mutation = useLogin();
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
      toast({ title: "Welcome back!", description: `Logged in as ${user.username}` });
      navigate("/app");
    },
    {
      failed: (error) => notifyFailure("Login failed", friendlyMessage(error, "Login failed")),
      // A wrong name or secret code answers 401 too.
      signedOut: (error) => notifyFailure("Login failed", friendlyMessage(error, "Login failed")),
    },
  );

  const pending = form.pending;
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={pending}>
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
