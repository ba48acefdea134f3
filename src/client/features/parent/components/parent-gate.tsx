import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { MagnifierSpinner } from "../../../components/ui/spinner";
import { t } from "../../../lib/i18n";
import { useParentMode } from "../api/parent-mode";
import { ParentCodePrompt } from "./parent-code-prompt";

/**
 * The parent's area (ADR 056): with no parent code yet it shows as before, with an invitation to
 * set one; with a code it asks for it first, and shows the area while parent mode is on.
 */
export function ParentGate({ userId, children }: { userId: string; children: ReactNode }) {
  const { query, state, on } = useParentMode(userId);
  if (!state) {
    if (query.isError) return <>{children}</>;
    return (
      <div role="status" className="mt-10 flex flex-col items-center gap-3">
        <MagnifierSpinner />
        <p className="text-lg font-black">{t("parent.checkingArea")}</p>
      </div>
    );
  }
  if (!state.hasParentCode) {
    return (
      <>
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center" role="note">
          <p className="flex-1 text-lg font-bold">
            <span aria-hidden="true" className="font-emoji">
              🔐{" "}
            </span>
            {t("parent.setCodeInvite")}
          </p>
          <Link href="/app/profile#parent-code" className={buttonClasses({ variant: "outline" })}>
            <KeyRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("parent.setCodeButton")}
          </Link>
        </Card>
        {children}
      </>
    );
  }
  if (!on) {
    return (
      <Card className="mx-auto mt-4 max-w-md space-y-4" role="region" aria-labelledby="gate-title">
        <h2 id="gate-title" className="text-2xl font-black">
          <span aria-hidden="true" className="font-emoji">
            🧑‍🍼{" "}
          </span>
          {t("parent.grownUpsOnly")}
        </h2>
        <p className="text-lg font-semibold text-ink-soft">{t("parent.gateText")}</p>
        <ParentCodePrompt userId={userId} />
      </Card>
    );
  }
  return <>{children}</>;
}
