import { LogOut } from "lucide-react";
import { useLocation } from "wouter";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { LOGOUT_FAILED, useLogout } from "../api/logout";

/** 'Log out': clears every cached query, says goodbye and goes home (SPEC 4, 8). */
export function LogoutButton({
  variant = "outline",
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const [, navigate] = useLocation();
  const mutation = useLogout({
    onLoggedOut: () => {
      navigate("/");
      toast({ title: "Logged out", description: "See you next time, Detective!" });
    },
  });

  return (
    <Button
      variant={variant}
      className={className}
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onError: (error) =>
            toast({
              title: LOGOUT_FAILED,
              description: error.message === LOGOUT_FAILED ? undefined : error.message,
              variant: "destructive",
            }),
        })
      }
    >
      <BusyIcon
        busy={mutation.isPending}
        icon={<LogOut aria-hidden="true" className="size-5" strokeWidth={2.5} />}
        size="size-5"
      />
      Log out
    </Button>
  );
}
