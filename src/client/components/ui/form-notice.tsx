import { LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { t } from "../../lib/i18n";
import { buttonClasses } from "./button";

/**
 * What a form says about the session (ADR 046): after a save answered 401, that the detective
 * was logged out, that what they typed is kept, and a way to log in again; after logging in,
 * that the form opened with what they had typed. `action` is the submit button's words.
 */
export function FormNotice({
  form,
  action,
}: {
  form: { signedOut: boolean; restored: boolean };
  action: string;
}) {
  const shown = useRef<HTMLDivElement>(null);
  // Below a long form the notice would be out of sight: bring it up, like a field's message.
  useEffect(() => {
    if (form.signedOut) shown.current?.scrollIntoView({ block: "center" });
  }, [form.signedOut]);
  if (form.signedOut) {
    return (
      <div
        ref={shown}
        role="alert"
        className="rounded-2xl border-[3px] border-ink bg-sunny-100 p-4 text-center font-bold"
      >
        <p className="text-lg font-black">{t("ui.loggedOut")}</p>
        <p className="mt-1">{t("ui.loggedOutKept", { action })}</p>
        {/* A full page load: the app starts again signed out, and the login screen shows. */}
        <a href="/login" className={`${buttonClasses({ variant: "primary" })} mt-3`}>
          <LogIn aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("ui.logInAgain")}
        </a>
      </div>
    );
  }
  if (form.restored) {
    return (
      <p
        role="status"
        className="rounded-2xl border-[3px] border-ink bg-brand-50 p-3 text-center font-bold"
      >
        {t("ui.restoredKept", { action })}
      </p>
    );
  }
  return null;
}
