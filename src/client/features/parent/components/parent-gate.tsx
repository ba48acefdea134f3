import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { MagnifierSpinner } from "../../../components/ui/spinner";
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
        <p className="text-lg font-black">Checking the parent area...</p>
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
            Set a parent code to keep this area for grown-ups: the reports, clue decisions and cases
            then need it.
          </p>
          <Link href="/app/profile#parent-code" className={buttonClasses({ variant: "outline" })}>
            <KeyRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            Set a parent code
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
          Grown-ups only
        </h2>
        <p className="text-lg font-semibold text-ink-soft">
          This is the parent's area. A grown-up types the parent code to open it.
        </p>
        <ParentCodePrompt userId={userId} />
      </Card>
    );
  }
  return <>{children}</>;
}
