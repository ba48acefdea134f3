import { LogOut } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { DialogActions, GameDialog } from "../../../components/ui/dialog";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { t } from "../../../lib/i18n";
import { useOutbox } from "../../../lib/outbox";
import { LogoutFailed, useLogout } from "../api/logout";
import { useAuth } from "../hooks/use-auth";

/**
 * 'Log out': clears every cached query, says goodbye and goes home (SPEC 4, 8). With entries
 * still on this phone (the outbox, ADR 058), it first says how many wait and offers to stay:
 * logged out, they are sent only when this detective signs in here again.
 */
export function LogoutButton({
  variant = "outline",
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const waiting = useOutbox(useAuth().user?.id ?? "").length;
  const mutation = useLogout({
    onLoggedOut: () => {
      navigate("/");
      toast({ title: t("auth.loggedOut"), description: t("auth.seeYou") });
    },
  });
  const logOut = () =>
    mutation.mutate(undefined, {
      onError: (error) =>
        toast({
          title: t("errors.logoutFailed"),
          description: error instanceof LogoutFailed ? undefined : error.message,
          variant: "destructive",
        }),
    });

  return (
    <>
      <Button
        variant={variant}
        className={className}
        disabled={mutation.isPending}
        onClick={() => (waiting > 0 ? setAsking(true) : logOut())}
      >
        <BusyIcon
          busy={mutation.isPending}
          icon={<LogOut aria-hidden="true" className="size-5" strokeWidth={2.5} />}
          size="size-5"
        />
        {t("auth.logOut")}
      </Button>
      <GameDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("auth.notSentYet")}
        description={t("auth.stillWaiting", { count: waiting })}
        emoji="⏳"
        tint="bg-sky-100"
      >
        <p className="font-bold">{t("auth.notSentText")}</p>
        <DialogActions>
          <div className="grid gap-2.5 sm:grid-cols-2">
            <Button size="lg" onClick={() => setAsking(false)}>
              {t("auth.staySignedIn")}
            </Button>
            <Button
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => {
                setAsking(false);
                logOut();
              }}
            >
              {t("auth.logOutAnyway")}
            </Button>
          </div>
        </DialogActions>
      </GameDialog>
    </>
  );
}
