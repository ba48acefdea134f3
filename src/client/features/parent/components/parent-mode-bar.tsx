import { LogOut } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { GameDialog } from "../../../components/ui/dialog";
import { t } from "../../../lib/i18n";
import { PARENT_CODE_NEEDED_EVENT } from "../../../lib/query-client";
import { formatClock } from "../../../lib/time";
import { useEndParentMode, useParentMode } from "../api/parent-mode";
import { ParentCodePrompt } from "./parent-code-prompt";

/**
 * The sign the child sees while a grown-up has parent mode on (UK Age Appropriate Design Code:
 * the child is told when a parent is monitoring), with a button that ends it. It also opens the
 * parent code prompt whenever a call answered `parent_code_needed`.
 */
export function ParentModeBar({ userId }: { userId: string }) {
  const { on, until } = useParentMode(userId);
  const end = useEndParentMode(userId);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    const ask = () => setAsking(true);
    window.addEventListener(PARENT_CODE_NEEDED_EVENT, ask);
    return () => window.removeEventListener(PARENT_CODE_NEEDED_EVENT, ask);
  }, []);
  return (
    <>
      {on && until !== null ? (
        <div
          role="status"
          className="sticky top-0 z-40 flex items-center justify-center gap-3 border-b-[3px] border-ink bg-sunny-300 px-4 py-2"
        >
          <p className="text-base leading-tight font-black">
            <span aria-hidden="true" className="font-emoji">
              🧑‍🍼{" "}
            </span>
            {t("parent.modeOnUntil", { time: formatClock(new Date(until).toISOString()) })}
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={end.isPending}
            onClick={() => end.mutate(undefined)}
            aria-label={t("parent.endMode")}
          >
            <LogOut aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("parent.end")}
          </Button>
        </div>
      ) : null}
      <GameDialog
        open={asking && !on}
        onOpenChange={setAsking}
        title={t("parent.codeNeededTitle")}
        description={t("parent.codeNeededText")}
        emoji="🔐"
      >
        <div className="pb-6">
          <ParentCodePrompt userId={userId} onDone={() => setAsking(false)} />
        </div>
      </GameDialog>
    </>
  );
}
